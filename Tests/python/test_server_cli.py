"""The command line prints exactly what the server answers, and `serve` starts and stops cleanly."""
import json
import re
import os
import signal
import socket
import subprocess
import urllib.parse
import urllib.request

import pytest

from conftest import BIN, ROOT, Server, run_cli


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.read().decode("utf-8")


def test_render_prints_what_api_frame_returns(server):
    query = [("scene", "article"), ("device", "iphone-8"), ("orientation", "portrait"), ("time", "0.5"), ("scrollY", "120")]
    status, body = fetch(f"{server.url}/api/frame?{urllib.parse.urlencode(query)}")
    printed = run_cli("render", "--scene", "article", "--device", "iphone-8", "--orientation", "portrait",
                      "--time", "0.5", "--param", "scrollY=120")
    assert status == 200
    assert printed.rstrip("\n") == body
    assert json.loads(body)["params"]["scrollY"] == 120


def test_scenes_and_devices_match_the_api(server):
    assert run_cli("scenes").rstrip("\n") == fetch(f"{server.url}/api/scenes")[1]
    assert run_cli("scenes", "--device", "ipad-pro-11", "--orientation", "landscape").rstrip("\n") == \
        fetch(f"{server.url}/api/scenes?device=ipad-pro-11&orientation=landscape")[1]
    assert run_cli("devices") == fetch(f"{server.url}/api/devices")[1]


def test_render_refusal_is_the_api_error_and_a_failure_exit():
    result = subprocess.run([BIN, "render", "--scene", "nope"], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert json.loads(result.stderr)["error"]["code"] == "scene_not_found"


def test_serve_prints_url_and_token_and_binds_loopback(server):
    status, body = fetch(f"{server.url}/api/sessions/default/token")
    assert status == 200
    assert len(json.loads(body)["controlToken"]) >= 32


def test_serve_refuses_a_device_file_with_a_bad_value(tmp_path):
    devices = json.loads(run_cli("devices"))
    air = next(device for device in devices if device["id"] == "iphone-air")
    air["safeArea"]["landscape"]["bottom"] = -20
    path = tmp_path / "devices.json"
    path.write_text(json.dumps(devices))
    result = subprocess.run([BIN, "serve", "--port", "0", "--devices", str(path)], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "device 'iphone-air': safeArea.landscape.bottom must be ≥ 0" in result.stderr
    assert "MotionPreview serving" not in result.stdout


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_serve_stops_cleanly_with_streams_open(stop):
    instance = Server().start()
    streams = []
    try:
        for _ in range(5):
            connection = socket.create_connection(("127.0.0.1", instance.port), timeout=10)
            connection.sendall(f"GET /api/sessions/default/events HTTP/1.1\r\nHost: 127.0.0.1:{instance.port}\r\n\r\n".encode())
            assert b"event: frame" in read_until(connection, b"event: frame")
            streams.append(connection)
        instance.process.send_signal(stop)
        assert instance.process.wait(timeout=15) == 0
        for connection in streams:
            read_to_end(connection)  # returns only once the server has closed the stream
    finally:
        for connection in streams:
            connection.close()
        instance.stop()


def read_until(connection, marker):
    data = b""
    while marker not in data:
        chunk = connection.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def read_to_end(connection):
    data = b""
    while True:
        chunk = connection.recv(65536)
        if not chunk:
            return data
        data += chunk


def test_load_sessions_reports_each_session_and_stops_at_the_server_cap():
    """`load --sessions K` on a server started with `--max-sessions`: K sessions driven and
    watched, each session's frame rate reported; asking for more than the server holds stops
    the run with the server's own refusal, and the sessions already there keep running."""
    server = Server("--max-sessions", "4").start()
    try:
        loop = '{"event":"release","args":{"velocityY":-3000},"playback":{"loop":true}}'
        out = run_cli("load", "--sessions", "3", "--seconds", "1", "--input", loop, server.url + "/")
        assert "sessions: 3 created, each watched by 1 stream; 3 streams still open" in out, out
        assert re.search(r"frames/s per session: min [\d.]+, p1 [\d.]+, median [\d.]+", out), out
        published = int(re.search(r"frames: (\d+) published", out).group(1))
        assert published > 0, out
        refused = subprocess.run(
            [BIN, "load", "--sessions", "2", "--seconds", "1", server.url + "/"], capture_output=True, text=True, timeout=60)
        assert refused.returncode != 0
        assert "the server refused session 1 of 2: 503" in refused.stderr, refused.stderr
        assert "the server holds 4 sessions" in refused.stderr, refused.stderr
        status, _ = fetch(server.url + "/healthz")
        assert status == 200
    finally:
        server.stop()
