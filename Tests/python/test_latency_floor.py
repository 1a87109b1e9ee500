"""The references of Benchmarks/latency beside the real server.

The C floor (floor.c) answers the load client's sessions mode: sessions made with POST
/api/sessions, each animating once its input came and sending the fling delta fixture 60 times a
second to its stream. scripts/latency-figures compares the real server's CPU per frame with the
floor's in the same run; a floor that did not speak this would leave the comparison empty.

And the floor and the Node.js reference frame a stream as the real server does, so the load
client does the same work to read each of the three."""
import os
import re
import shutil
import socket
import subprocess

import pytest

from conftest import BIN, ROOT, Server

BENCH = os.path.join(ROOT, "Benchmarks", "latency")


def compiler():
    return shutil.which("cc") or shutil.which("clang") or shutil.which("gcc")


def started(command):
    """A reference server on an ephemeral port, and the URL it printed."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    url = process.stdout.readline().strip()
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), url
    return process, int(url.rsplit(":", 1)[1].rstrip("/"))


def stream_opening(port):
    """The head of the default session's event stream, lower-cased, and its body's first bytes."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(b"GET /api/sessions/default/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        received = b""
        while b"\r\n\r\n" not in received or len(received.split(b"\r\n\r\n", 1)[1]) < 64:
            more = connection.recv(65536)
            assert more, received
            received += more
    head, body = received.split(b"\r\n\r\n", 1)
    return head.decode().lower(), body


def test_the_references_frame_a_stream_as_the_real_server_does(tmp_path):
    """The real server's streams are close-delimited, each event written as it is (a frame goes
    straight into a suspended stream's socket). The references once framed every event as an
    HTTP chunk, which only the load client's readers of the floor and Node had to decode: 19 %
    of its time per frame, which it spent before stamping the next viewer's arrival."""
    if shutil.which("node") is None:
        pytest.fail("node is missing: scripts/setup --test installs it")
    floor = tmp_path / "floor"
    subprocess.run([compiler(), "-O2", "-o", str(floor), os.path.join(BENCH, "floor.c")], check=True)
    fixtures = os.path.join(BENCH, "fixtures")
    references = [started([str(floor), fixtures]), started(["node", os.path.join(BENCH, "node-server.js"), fixtures])]
    real = Server().start()
    try:
        for name, port in [("real", real.port), ("floor", references[0][1]), ("node", references[1][1])]:
            head, body = stream_opening(port)
            assert head.startswith("http/1.1 200"), (name, head)
            assert "transfer-encoding" not in head, (name, head)
            assert "\r\nconnection: close" in head, (name, head)
            assert "\r\ncontent-type: text/event-stream" in head, (name, head)
            assert body.startswith(b"retry: 1000\n: connected\n\nevent: session\n"), (name, body[:64])
    finally:
        real.stop()
        for process, _ in references:
            process.kill()
            process.wait()


def test_the_floor_animates_its_own_sessions(tmp_path):
    floor = tmp_path / "floor"
    subprocess.run([compiler(), "-O2", "-o", str(floor), os.path.join(BENCH, "floor.c")], check=True)
    server = subprocess.Popen([str(floor), os.path.join(BENCH, "fixtures")], stdout=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), url
        report = subprocess.run(
            [BIN, "load", "--sessions", "3", "--seconds", "1", "--pid", str(server.pid),
             "--input", '{"event":"release","args":{"velocityY":-3000},"playback":{"loop":true}}', url],
            capture_output=True, text=True, timeout=60)
        assert report.returncode == 0, report.stderr + report.stdout
        assert "3 created, each watched by 1 stream" in report.stdout, report.stdout
        published, received = map(int, re.search(r"frames: (\d+) published, (\d+) received", report.stdout).groups())
        # A second at 60 frames/s for each of 3 sessions, with room for a slow machine.
        assert published >= 90, report.stdout
        assert received == published, report.stdout
        assert "CPU per frame" in report.stdout, report.stdout
    finally:
        server.kill()
        server.wait()
