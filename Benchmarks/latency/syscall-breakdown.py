#!/usr/bin/env python3
"""Where an input's time goes inside a server, from syscall tracepoints (issue 15).

Reads `perf script -F tid,time,event,trace` of a server recorded while `motion-preview load`
drove it with one viewer, and prints, per step of an input's path, the median and p90 time
since the step before. The steps are syscall entries and exits, so the figures hold no tracer
overhead beyond perf's (a few µs); strace's ptrace stops would add tens of µs to every step.

  perf record -e 'syscalls:sys_exit_accept4,syscalls:sys_enter_recvfrom,syscalls:sys_exit_recvfrom,\
syscalls:sys_enter_pwrite64,syscalls:sys_enter_sendmsg,syscalls:sys_enter_sendto' -p SERVER_PID -o trace.data &   # then run `motion-preview load --viewers 1 --input …`
  perf script -i trace.data -F tid,time,event,trace | Benchmarks/latency/syscall-breakdown.py real
  … | Benchmarks/latency/syscall-breakdown.py relayed    # a build that relays inputs to libmicrohttpd
  … | Benchmarks/latency/syscall-breakdown.py floor      # the same recorded from floor.c

The load client sends its inputs on one kept-alive connection, so an input starts when the
server reads it (run it without `--new-connection-per-input`).
"""
import bisect
import re
import statistics
import sys

# The real server, all on the front door's thread, which answers inputs itself (`DoorAnswers`):
# it reads the request from the client and runs the handler, which computes the frame, writes it
# straight into the viewer's socket (a `send`) and then writes the input to the store (skipped
# with --no-store); then the 202 goes to the client (another `send`).
REAL_STEPS = ["request read", "frame sent", "store written", "202 sent"]
# Builds before that relayed inputs: the relay wrote the request into libmicrohttpd's end of a
# local socket pair; libmicrohttpd (run on the same thread) read it and ran the handler, and
# sent the 202 into the pair (its one `sendmsg`).
RELAYED_STEPS = ["request read", "relayed", "libmicrohttpd read", "frame sent", "store written", "202 sent"]
# floor.c: the request read, the frame to every viewer, then the 202.
FLOOR_STEPS = ["request read", "frame sent", "202 sent"]
MSG_PEEK = 2


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


def floor_step(record, name):
    """The step this syscall of floor.c completes for the input in `record`, or None."""
    if name == "sys_enter_sendto" and "request read" in record:
        return "202 sent" if "frame sent" in record else "frame sent"
    return None


def floor_records(events_):
    records = []
    for _tid, time, name, fields in events_:
        if name == "sys_exit_recvfrom" and fields.get("result", 0) > 0:
            records.append({"request read": time})
        elif records:
            step = floor_step(records[-1], name)
            if step is not None:
                records[-1].setdefault(step, time)
    return records


def by_thread(events_):
    threads = {}
    for event in events_:
        threads.setdefault(event[0], []).append(event)
    return threads.values()


def real_records(events_):
    """Each input, from the read that brought it (a read returning bytes, MSG_PEEK ones left out):
    the frame is the first `send` after it, the store's write the first `pwrite64` after that, and
    the 202 the first `send` after the frame to another descriptor. Reads that bring no input (the
    set-up requests) are dropped when the next read comes before a frame."""
    records = []
    for thread_events in by_thread(events_):
        record = None
        peeking = False
        for _tid, time, name, fields in thread_events:
            if name == "sys_enter_recvfrom":
                peeking = fields.get("flags") == MSG_PEEK
            elif name == "sys_exit_recvfrom" and fields.get("result", 0) > 0 and not peeking:
                if record is None or "frame sent" not in record:
                    record = {"request read": time}
            elif record is None:
                continue
            elif name == "sys_enter_sendto" and "frame sent" not in record:
                record["frame sent"] = time
                record["frame fd"] = fields.get("fd")
            elif name == "sys_enter_pwrite64" and "frame sent" in record:
                record.setdefault("store written", time)
            elif name == "sys_enter_sendto" and fields.get("fd") != record["frame fd"]:
                record["202 sent"] = time
                records.append(record)
                record = None
    return records


def relayed_records(events_):
    """Each input, found from its 202: the one `sendmsg` of an input's path, libmicrohttpd's
    answer into its end of the local socket pair. Going back on the same thread from there:
    the frame is the `send` before it (straight into the viewer's non-blocking socket),
    libmicrohttpd's read the read before that, the relay's write the `send` before that, and
    the request's read the read before that. The set-up requests at the start match nothing
    complete."""
    records = []
    for thread_events in by_thread(events_):
        reads = []  # indexes of reads that returned bytes, MSG_PEEK ones left out
        sends = []  # indexes of `send`s
        peeking = False
        for index, (_tid, _time, name, fields) in enumerate(thread_events):
            if name == "sys_enter_recvfrom":
                peeking = fields.get("flags") == MSG_PEEK
            elif name == "sys_exit_recvfrom" and fields.get("result", 0) > 0 and not peeking:
                reads.append(index)
            elif name == "sys_enter_sendto":
                sends.append(index)
            elif name == "sys_enter_sendmsg":
                frame = last_before(sends, index)
                daemon_read = last_before(reads, frame)
                relayed = last_before(sends, daemon_read)
                request_read = last_before(reads, relayed)
                if request_read is None:
                    continue
                time_of = lambda at: thread_events[at][1]
                record = {"request read": time_of(request_read), "relayed": time_of(relayed),
                          "libmicrohttpd read": time_of(daemon_read), "frame sent": time_of(frame),
                          "202 sent": time_of(index)}
                store = next((e[1] for e in thread_events[frame:index] if e[2] == "sys_enter_pwrite64"), None)
                if store is not None:
                    record["store written"] = store
                records.append(record)
    return records


def last_before(indexes, bound):
    """The last of `indexes` below `bound`, or None (also when `bound` is None)."""
    if bound is None:
        return None
    position = bisect.bisect_left(indexes, bound)
    return indexes[position - 1] if position else None


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else "real"
    readers = {"real": (real_records, REAL_STEPS), "relayed": (relayed_records, RELAYED_STEPS),
               "floor": (floor_records, FLOOR_STEPS)}
    if kind not in readers:
        sys.exit("usage: syscall-breakdown.py real|relayed|floor < perf-script-output")
    parsed = list(events(sys.stdin))
    read_records, steps = readers[kind]
    records = read_records(parsed)
    # The store's step is there only when the server keeps a store.
    if kind != "floor" and not any("store written" in record for record in records):
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
