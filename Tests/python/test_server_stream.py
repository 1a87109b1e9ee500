"""The event stream seen by a plain HTTP client: opening events, input → frame, Host guard."""
import json
import socket
import urllib.error
import urllib.request


def open_stream(server, path="/api/sessions/default/events"):
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
    return connection


def events(connection):
    """Yields (event, data) pairs. A stream's body ends with its connection (not chunked); a
    chunked body (a refusal) is decoded too, without relying on events and chunks lining up."""
    buffer = b""
    body = b""
    headers_done = False
    chunked = False
    while True:
        chunk = connection.recv(65536)
        if not chunk:
            return
        buffer += chunk
        if not headers_done:
            if b"\r\n\r\n" not in buffer:
                continue
            head, buffer = buffer.split(b"\r\n\r\n", 1)
            chunked = b"transfer-encoding: chunked" in head.lower()
            headers_done = True
        if not chunked:
            body += buffer
            buffer = b""
        while chunked and b"\r\n" in buffer:
            size_line, rest = buffer.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0], 16)
            if len(rest) < size + 2:
                break
            body += rest[:size]
            buffer = rest[size + 2:]
        while b"\n\n" in body:
            block, body = body.split(b"\n\n", 1)
            fields = dict(line.split(": ", 1) for line in block.decode().split("\n") if ": " in line and not line.startswith(":"))
            yield fields.get("event", "comment"), fields.get("data"), fields


def token(server):
    with urllib.request.urlopen(f"{server.url}/api/sessions/default/token", timeout=10) as response:
        return json.loads(response.read())["controlToken"]


def post_input(server, body, bearer):
    request = urllib.request.Request(
        f"{server.url}/api/sessions/default/input", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {bearer}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, json.loads(response.read())


def test_stream_opens_with_retry_session_and_frame(server):
    connection = open_stream(server)
    stream = events(connection)
    first = next(stream)
    assert first[2].get("retry") == "1000"
    kind, data, _ = next(stream)
    assert kind == "session" and json.loads(data)["scene"] == "article"
    kind, data, fields = next(stream)
    assert kind == "frame" and fields["id"] == str(json.loads(data)["seq"])
    connection.close()


def test_input_reaches_the_stream_with_its_seq(server):
    # Whole frames only, to read params without applying deltas (test_stream_deltas covers those).
    connection = open_stream(server, "/api/sessions/default/events?frames=full")
    stream = events(connection)
    status, answer = post_input(server, {"set": {"scrollY": 150}}, token(server))
    assert status == 202
    for kind, data, _ in stream:
        if kind == "frame" and json.loads(data)["seq"] == answer["seq"]:
            assert json.loads(data)["params"]["scrollY"] == 150
            break
    connection.close()


def test_foreign_host_is_refused(server):
    request = urllib.request.Request(f"{server.url}/api/scenes", headers={"Host": "attacker.example"})
    try:
        urllib.request.urlopen(request, timeout=10)
        raise AssertionError("expected 403")
    except urllib.error.HTTPError as error:
        assert error.code == 403
        assert json.loads(error.read())["error"]["code"] == "host_not_allowed"
