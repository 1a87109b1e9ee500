"""SIGINT and SIGTERM reach only the thread that waits for them (docs/libmicrohttpd.md, pitfall
7): every other thread of a serving process blocks both, those started while the server is
built (the worker pool's, the store's) included. A thread that did not block them could be
handed the signal and die of it, skipping the orderly stop, and under valgrind the stop was
lost altogether."""
import os
import signal

from conftest import Server

SIGINT_BIT = 1 << (signal.SIGINT - 1)
SIGTERM_BIT = 1 << (signal.SIGTERM - 1)


def blocked_masks(pid):
    """Each thread's blocked-signal mask, by thread id."""
    masks = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{tid}/status") as status:
            for line in status:
                if line.startswith("SigBlk:"):
                    masks[int(tid)] = int(line.split()[1], 16)
    return masks


def test_every_server_thread_blocks_the_stop_signals(tmp_path):
    server = Server("--data", str(tmp_path)).start()
    try:
        pid = server.process.pid
        masks = blocked_masks(pid)
        # The main thread waits in sigwait, which unblocks what it waits for while it waits.
        others = {tid: mask for tid, mask in masks.items() if tid != pid}
        assert len(others) >= 4, masks  # the front door, a frame thread, two workers, the store's
        unblocked = [tid for tid, mask in others.items() if mask & SIGINT_BIT == 0 or mask & SIGTERM_BIT == 0]
        assert unblocked == [], f"threads that do not block SIGINT/SIGTERM: {unblocked} of {masks}"
        server.process.send_signal(signal.SIGINT)
        output, _ = server.process.communicate(timeout=15)
        assert server.process.returncode == 0
        assert "received signal" in output
    finally:
        server.stop()
