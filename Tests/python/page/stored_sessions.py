"""Four sessions driven through the API — parameters, events that start animations (a press,
a fling, a transition), a scene change, a device change, playback — and what must be the same
after a restart: each session's object, its resting frame, and its timeline."""
import json
import socket
import threading
import time
import urllib.request

# Generous: a debug build on a shared 2-core machine.
SETTLE_DEADLINE_S = 20
# Frame fields that depend on when the frame was sent, not on what the session is.
TIMING_FIELDS = ("seq", "time", "metrics", "haptic")


def call(server, method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.url + path, data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def default_token(server):
    return call(server, "GET", "/api/sessions/default/token")["controlToken"]


def frame(server, session_id):
    return call(server, "GET", f"/api/sessions/{session_id}/frame")


def send(server, session, body):
    """Sends one input; returns the session time of the frame that reflects it."""
    call(server, "POST", f"/api/sessions/{session['id']}/input", body, session["token"])
    return frame(server, session["id"])["time"]


# Per session: how it is created (None: `default`) and the inputs it gets. The input marked
# "event" is the one whose animation the timeline follows.
SCRIPTS = [
    (None, [
        {"set": {"scrollY": 240}},
        {"event": "pressStory", "args": {"phase": "down"}},
        {"event": "pressStory", "args": {"phase": "upInside"}},
        {"event": "drag", "args": {"offset": 900}},
        {"event": "release", "args": {"velocityY": 2500}},
    ]),
    ({"scene": "semi-modal"}, [
        {"event": "tapTile", "args": {"index": 6}},
        {"playback": {"speed": 0.5}},
    ]),
    ({"scene": "parallax-list", "device": "ipad-10"}, [
        {"set": {"scrollY": 300}},
        {"device": "iphone-x", "orientation": "landscape"},
        {"event": "drag", "args": {"offset": 500}},
        {"event": "release", "args": {"velocityY": -1800}},
    ]),
    ({"scene": "push-transition"}, [
        {"event": "play"},
        {"scene": "collapse"},
        {"event": "toggle"},
        {"playback": {"paused": True}},
    ]),
]


def drive_four_sessions(server):
    """Creates and drives the four sessions; returns [{id, token, eventTime}]."""
    sessions = []
    for created, inputs in SCRIPTS:
        if created is None:
            session = {"id": "default", "token": default_token(server)}
        else:
            answer = call(server, "POST", "/api/sessions", created)
            session = {"id": answer["id"], "token": answer["controlToken"]}
        for body in inputs:
            at = send(server, session, body)
            if "event" in body:
                session["eventTime"] = at
        sessions.append(session)
    return sessions


class Viewer:
    """An event-stream viewer that reads everything it is sent, on its own thread, until the
    server goes away or `close`: a session computes frames only while someone watches."""

    def __init__(self, server, session_id):
        self.connection = socket.create_connection(("127.0.0.1", server.port), timeout=30)
        self.connection.sendall(
            f"GET /api/sessions/{session_id}/events HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        self.received = 0
        self.thread = threading.Thread(target=self.drain, daemon=True)
        self.thread.start()

    def drain(self):
        try:
            while chunk := self.connection.recv(65536):
                self.received += len(chunk)
        except OSError:
            pass

    def close(self):
        self.connection.close()
        self.thread.join(timeout=10)


def wait_settled(server, session_id):
    """Polls the session's newest frame until nothing animates (a deadline, not a sleep);
    someone must be watching it (`Viewer`)."""
    deadline = time.monotonic() + SETTLE_DEADLINE_S
    # A paused clock holds its frame still, animating or not.
    if call(server, "GET", f"/api/sessions/{session_id}")["playback"]["paused"]:
        return
    while frame(server, session_id)["animating"]:
        assert time.monotonic() < deadline, f"session {session_id} still animates"
        time.sleep(0.05)


def resting_frame(server, session_id):
    return {key: value for key, value in frame(server, session_id).items() if key not in TIMING_FIELDS}


def session_object(server, session_id):
    body = call(server, "GET", f"/api/sessions/{session_id}")
    return {key: body[key] for key in ("scene", "device", "orientation", "params", "playback")}


def timeline(server, session):
    """The session's scene value drawn from its last event on: a pure function of that value."""
    start = session["eventTime"]
    body = call(server, "GET", f"/api/sessions/{session['id']}/timeline?from={start!r}&to={start + 1.5!r}"
                               f"&count=16&include=state,nodes")
    return body["frames"]


def snapshot(server, sessions):
    """What a restart must keep, per session id."""
    return {
        session["id"]: {
            "session": session_object(server, session["id"]),
            "frame": resting_frame(server, session["id"]),
            "timeline": timeline(server, session),
        }
        for session in sessions
    }
