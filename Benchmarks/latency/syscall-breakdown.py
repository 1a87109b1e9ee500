#!/usr/bin/env python3
"""Where an input's time goes inside a server, from syscall tracepoints (issue 15).

Reads `perf script -F tid,time,event,trace` of a server recorded while `motion-preview load`
drove it with one viewer, and prints, per step of an input's path, the median and p90 time
since the step before. The steps are syscall entries and exits, so the figures hold no tracer
overhead beyond perf's (a few µs); strace's ptrace stops would add tens of µs to every step.

  perf record -e 'syscalls:sys_exit_accept4,syscalls:sys_enter_recvfrom,syscalls:sys_exit_recvfrom,\
syscalls:sys_enter_pwrite64,syscalls:sys_enter_sendmsg,syscalls:sys_enter_sendto' -p SERVER_PID -o trace.data &   # then run `motion-preview load --viewers 1 --input …`
  perf script -i trace.data -F tid,time,event,trace | Benchmarks/latency/syscall-breakdown.py real
  … | Benchmarks/latency/syscall-breakdown.py floor      # the same recorded from floor.c

The load client sends its inputs on one kept-alive connection, so an input starts when the
server reads it. With `load --new-connection-per-input` an input starts at its connection's
accept, and the real server's front door (accept, peek at the head) shows as steps of its own.
"""
import re
import statistics
import sys

# The real server, all on the front door's thread: the relay reads the request from the client
# and writes it into libmicrohttpd's end of a local socket pair; libmicrohttpd (run on the same
# thread) reads it and runs the handler, which computes the frame, writes the input to the
# store (skipped with --no-store) and writes the frame straight into the viewer's socket
# (`send` with MSG_DONTWAIT); then libmicrohttpd sends the 202 into the pair.
REAL_STEPS = ["request read", "relayed", "libmicrohttpd read", "store written", "frame sent", "202 sent"]
# With a connection per input, the front door's steps come first.
FRONT_DOOR_STEPS = ["accept", "peek (front door)"]
# floor.c: the request read, the frame to every viewer, then the 202.
FLOOR_STEPS = ["request read", "frame sent", "202 sent"]
MSG_PEEK = 2
MSG_NOSIGNAL = 0x4000
MSG_DONTWAIT = 0x40


def events(lines):
    pattern = re.compile(r"\s*(\d+)\s+([\d.]+):\s+syscalls:(\w+):\s*(.*)")
    for line in lines:
        match = pattern.match(line)
        if not match:
            continue
        tid, time, name, arguments = match.groups()
        fields = dict((key, int(value, 16)) for key, value in re.findall(r"(\w+): 0x([0-9a-f]+)", arguments))
        result = re.fullmatch(r"\s*0x([0-9a-f]+)\s*", arguments)
        if result:
            value = int(result.group(1), 16)
            fields["result"] = value - (1 << 64) if value >= 1 << 63 else value
        yield int(tid), float(time), name, fields


def next_step(kind, record, name, fields):
    """The step this syscall completes for the input in `record`, or None."""
    if kind == "floor":
        if name == "sys_enter_sendto" and "request read" in record:
            return "202 sent" if "frame sent" in record else "frame sent"
        return None
    if name == "sys_enter_recvfrom" and fields.get("flags") == MSG_PEEK:
        return "peek (front door)"
    flags = fields.get("flags")
    if name == "sys_enter_sendto" and flags == MSG_NOSIGNAL and "request read" in record and "relayed" not in record:
        return "relayed"
    if name == "sys_exit_recvfrom" and fields.get("result", 0) > 0 and "relayed" in record:
        return "libmicrohttpd read"
    if name == "sys_enter_pwrite64" and "libmicrohttpd read" in record and "frame sent" not in record:
        return "store written"
    if name == "sys_enter_sendto" and flags == MSG_DONTWAIT | MSG_NOSIGNAL and "libmicrohttpd read" in record:
        return "frame sent"
    if name in ("sys_enter_sendmsg", "sys_enter_sendto") and "frame sent" in record and flags != MSG_DONTWAIT | MSG_NOSIGNAL:
        return "202 sent"
    return None


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else "real"
    if kind not in ("real", "floor"):
        sys.exit("usage: syscall-breakdown.py real|floor < perf-script-output")
    records = []
    peeking = set()  # threads inside a MSG_PEEK recvfrom: the front door's look at a head
    for tid, time, name, fields in events(sys.stdin):
        if name == "sys_enter_recvfrom":
            if fields.get("flags") == MSG_PEEK:
                peeking.add(tid)
            else:
                peeking.discard(tid)
        if name == "sys_exit_accept4":
            if fields.get("result", -1) >= 0:
                records.append({"accept": time})
            continue
        # A request's bytes: a new input once the one before is answered (the real server's
        # other reads, of the socket pair, are steps of the same input).
        if name == "sys_exit_recvfrom" and fields.get("result", 0) > 0 and tid not in peeking:
            last = records[-1] if records else None
            if kind == "real" and last is not None and "202 sent" in last and "202 read back" not in last:
                # The relay reading the 202 back out of the pair.
                last["202 read back"] = time
                continue
            if kind == "floor" or last is None or "202 read back" in last or ("accept" in last and "request read" not in last):
                if last is None or "request read" in last:
                    records.append({})
                records[-1]["request read"] = time
                continue
        if records:
            step = next_step(kind, records[-1], name, fields)
            if step is not None:
                records[-1].setdefault(step, time)  # the first occurrence is the step
    per_connection = any("accept" in record for record in records)
    steps = FLOOR_STEPS if kind == "floor" else REAL_STEPS
    if kind == "floor" and per_connection:
        steps = ["accept"] + steps
    if kind == "real" and per_connection:
        steps = FRONT_DOOR_STEPS + steps
    # The store's step is there only when the server keeps a store.
    if kind == "real" and not any("store written" in record for record in records):
        steps = [step for step in steps if step != "store written"]
    complete = [record for record in records if all(step in record for step in steps)]
    if not complete:
        sys.exit("no input with every step: was the server driven with one viewer while recording?")
    print(f"{kind}: {len(complete)} inputs; µs since the step before, median and p90")

    def line(label, values):
        values = sorted(values)
        print(f"  {label:<24} {statistics.median(values):7.0f} {values[int(len(values) * 0.9)]:7.0f}")

    for before, step in zip(steps, steps[1:]):
        line(step, [(record[step] - record[before]) * 1e6 for record in complete])
    line(f"{steps[0]} → frame sent", [(record["frame sent"] - record[steps[0]]) * 1e6 for record in complete])


if __name__ == "__main__":
    main()
