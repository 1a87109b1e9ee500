"""The C floor of Benchmarks/latency (floor.c) answers the load client's sessions mode: sessions
made with POST /api/sessions, each animating once its input came and sending the fling delta
fixture 60 times a second to its stream. scripts/latency-figures compares the real server's
CPU per frame with the floor's in the same run; a floor that did not speak this would leave the
comparison empty."""
import os
import re
import shutil
import subprocess

from conftest import BIN, ROOT

BENCH = os.path.join(ROOT, "Benchmarks", "latency")


def compiler():
    return shutil.which("cc") or shutil.which("clang") or shutil.which("gcc")


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
