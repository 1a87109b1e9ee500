#!/usr/bin/env python3
"""Where an input's time goes inside a server, from syscall tracepoints (issue 15).

Reads `perf script -F tid,time,event,trace` of a server recorded while `motion-preview load`
drove it with one viewer, and prints, per step of an input's path, the median and p90 time
since the step before. The steps are syscall entries, so the figures hold no tracer overhead
beyond perf's (a few µs); strace's ptrace stops would add tens of µs to every step.

  perf record -e 'syscalls:sys_exit_accept4,syscalls:sys_enter_recvfrom,syscalls:sys_enter_write,\
syscalls:sys_enter_read,syscalls:sys_enter_sendmsg,syscalls:sys_enter_sendto,syscalls:sys_enter_close' \
    -p SERVER_PID -o trace.data &          # then run `motion-preview load --viewers 1 --input …`
  perf script -i trace.data -F tid,time,event,trace | Benchmarks/latency/syscall-breakdown.py real
  … | Benchmarks/latency/syscall-breakdown.py floor      # the same recorded from floor.c
"""
import re
import statistics
import sys

# The real server: the front door accepts and peeks at the head, hands the socket to
# libmicrohttpd through its eventfd (fd 3), libmicrohttpd reads and runs the handler, which
# publishes the frame and resumes the viewer (a write to the eventfd); then the 202 goes out,
# the input's connection is closed, and the resumed viewer's frame is written.
REAL_STEPS = ["accept", "peek (front door)", "hand over (eventfd)", "MHD recv", "published (resume)",
              "202 sent", "closed", "frame sent"]
# floor.c: accept, read, the frame to every viewer, then the 202.
FLOOR_STEPS = ["accept", "recv", "frame sent", "202 sent"]
EVENTFD = 3
MSG_PEEK = 2


def events(lines):
    pattern = re.compile(r"\s*(\d+)\s+([\d.]+):\s+syscalls:(\w+):\s*(.*)")
    for line in lines:
        match = pattern.match(line)
        if not match:
            continue
        _, time, name, arguments = match.groups()
        fd = re.search(r"fd: 0x([0-9a-f]+)", arguments)
        flags = re.search(r"flags: 0x([0-9a-f]+)", arguments)
        yield (float(time), name, arguments, int(fd.group(1), 16) if fd else None,
               int(flags.group(1), 16) if flags else None)


def next_step(kind, record, name, fd, flags):
    """The step this syscall completes for the input in `record`, or None."""
    if kind == "floor":
        if name == "sys_enter_recvfrom":
            return "recv"
        if name == "sys_enter_sendto":
            return "202 sent" if "frame sent" in record else "frame sent"
        return None
    if name == "sys_enter_recvfrom" and flags == MSG_PEEK:
        return "peek (front door)"
    if name == "sys_enter_write" and fd == EVENTFD:
        return "published (resume)" if "MHD recv" in record else "hand over (eventfd)"
    if name == "sys_enter_recvfrom" and "hand over (eventfd)" in record:
        return "MHD recv"
    if name == "sys_enter_sendmsg" and "published (resume)" in record:
        return "202 sent"
    if name == "sys_enter_close" and "202 sent" in record:
        return "closed"
    if name == "sys_enter_sendto" and "closed" in record:
        return "frame sent"
    return None


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else "real"
    if kind not in ("real", "floor"):
        sys.exit("usage: syscall-breakdown.py real|floor < perf-script-output")
    steps = REAL_STEPS if kind == "real" else FLOOR_STEPS
    records = []
    for time, name, arguments, fd, flags in events(sys.stdin):
        if name == "sys_exit_accept4":
            if not arguments.strip().startswith("0xffff"):  # a negative errno: nothing accepted
                records.append({"accept": time})
            continue
        if records:
            step = next_step(kind, records[-1], name, fd, flags)
            if step is not None:
                records[-1].setdefault(step, time)  # the first occurrence is the step
    complete = [record for record in records if all(step in record for step in steps)]
    if not complete:
        sys.exit("no input with every step: was the server driven with one viewer while recording?")
    print(f"{kind}: {len(complete)} inputs; µs since the step before, median and p90")

    def line(label, values):
        values = sorted(values)
        print(f"  {label:<24} {statistics.median(values):7.0f} {values[int(len(values) * 0.9)]:7.0f}")

    for before, step in zip(steps, steps[1:]):
        line(step, [(record[step] - record[before]) * 1e6 for record in complete])
    line("accept → frame sent", [(record["frame sent"] - record["accept"]) * 1e6 for record in complete])


if __name__ == "__main__":
    main()
