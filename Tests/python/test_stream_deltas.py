"""Delta frames on the wire (docs/protocol-notes.md, "Delta frames"): a stream starts whole and
goes on with deltas; a reconnect that cannot resume gets a whole frame; `?frames=full` sends only
whole frames; and the page's apply (WebRoot/js/frame-delta.js, run in Node) turns the delta
stream into exactly the frames the full stream carries, for every scene."""
import json
import pathlib
import socket
import subprocess
import threading
import urllib.error
import urllib.request

from test_server_stream import events, post_input, token

APPLY_SCRIPT = pathlib.Path(__file__).parent / "page" / "apply_deltas.mjs"
SCRUB_STEPS = 20


def open_stream(server, path="/api/sessions/default/events", headers=None):
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    extra = "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
    connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n{extra}\r\n".encode())
    return connection


def opened(connection):
    """The stream's events once the server has added the viewer: it sends the session first."""
    stream = events(connection)
    for kind, _, _ in stream:
        if kind == "session":
            return stream
    raise AssertionError("the stream ended before its session event")


def frame_events(stream):
    """(event, data, fields) of frames and deltas only."""
    for kind, data, fields in stream:
        if kind in ("frame", "delta"):
            yield kind, json.loads(data), fields


def seq_of(kind, data):
    return data["seq"] if kind == "frame" else data["fields"]["seq"]


def read_until_seq(stream, seq):
    received = []
    for kind, data, fields in frame_events(stream):
        received.append((kind, data, fields))
        if seq_of(kind, data) >= seq:
            return received
    raise AssertionError(f"stream ended before seq {seq}")


def test_a_new_viewer_gets_a_whole_frame_then_deltas_chained_by_base(server):
    connection = open_stream(server)
    stream = opened(connection)
    bearer = token(server)
    answers = [post_input(server, {"set": {"scrollY": 30 * step}}, bearer)[1] for step in range(1, 6)]
    received = read_until_seq(stream, answers[-1]["seq"])
    connection.close()
    assert received[0][0] == "frame"
    kinds = [kind for kind, _, _ in received[1:]]
    # A viewer that read too slowly skips frames and gets the next one whole; most come as deltas.
    assert kinds.count("delta") > len(kinds) / 2, kinds
    for (kind, previous, _), (next_kind, delta, fields) in zip(received, received[1:]):
        if next_kind == "delta":
            assert delta["base"] == seq_of(kind, previous)
            assert fields["id"].split("-")[0] == str(delta["fields"]["seq"])


def test_a_reconnect_resumes_only_from_the_newest_delta(server):
    bearer = token(server)
    connection = open_stream(server)
    stream = opened(connection)
    seq = post_input(server, {"set": {"scrollY": 40}}, bearer)[1]["seq"]
    newest = read_until_seq(stream, seq)[-1]
    connection.close()
    assert newest[0] == "delta"
    newest_id = newest[2]["id"]

    # Resuming from the newest delta: no frame again, the next change comes as a delta.
    connection = open_stream(server, headers={"Last-Event-ID": newest_id})
    stream = opened(connection)
    seq = post_input(server, {"set": {"scrollY": 80}}, bearer)[1]["seq"]
    resumed = read_until_seq(stream, seq)
    connection.close()
    # Only deltas, the first from the frame the viewer had (a scene still moving may have
    # published a frame since, which then comes as a delta too).
    assert {kind for kind, _, _ in resumed} == {"delta"}, (newest_id, [(k, seq_of(k, d)) for k, d, _ in resumed])
    assert str(resumed[0][1]["base"]) == newest_id.split("-")[0]

    # A stale id, a bare seq, and one naming a frame of another run all get a whole frame first.
    for stale in [newest_id, str(seq), f"{seq}-00000000"]:
        connection = open_stream(server, headers={"Last-Event-ID": stale})
        kind, data, _ = next(frame_events(events(connection)))
        connection.close()
        assert kind == "frame" and data["seq"] >= seq and data["params"]["scrollY"] == 80, stale


def test_frames_full_sends_only_whole_frames(server):
    connection = open_stream(server, "/api/sessions/default/events?frames=full")
    stream = opened(connection)
    bearer = token(server)
    answers = [post_input(server, {"set": {"scrollY": 25 * step}}, bearer)[1] for step in range(1, 5)]
    received = read_until_seq(stream, answers[-1]["seq"])
    connection.close()
    assert len(received) >= 2
    assert {kind for kind, _, _ in received} == {"frame"}


def test_an_unknown_frames_option_is_refused_naming_the_field(server):
    try:
        urllib.request.urlopen(f"{server.url}/api/sessions/default/events?frames=some", timeout=10)
        raise AssertionError("expected 400")
    except urllib.error.HTTPError as error:
        assert error.code == 400
        assert json.loads(error.read())["error"]["field"] == "frames"


class Recorder:
    """Reads one stream on its own thread, so a full and a delta stream are read side by side."""

    def __init__(self, server, path):
        self.connection = open_stream(server, path)
        self.received = []
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def read(self):
        try:
            for kind, data, _ in frame_events(events(self.connection)):
                self.received.append((kind, data))
        except OSError:
            pass

    def close(self):
        self.connection.close()
        self.thread.join(timeout=10)


def script(scene):
    """A scrub of the first numeric parameter, then every event with its arguments 70 % along
    their ranges (a press; a drag then a fast release: a fling; transitions)."""
    inputs = [{"scene": scene["id"]}]
    numeric = [spec for spec in scene["parameters"] if spec["kind"] in ("number", "integer")]
    if numeric:
        spec = numeric[0]
        inputs += [{"set": {spec["name"]: spec["min"] + (spec["max"] - spec["min"]) * step / SCRUB_STEPS}}
                   for step in range(SCRUB_STEPS + 1)]
    for event in scene.get("events", []):
        args = {arg["name"]: arg["min"] + (arg["max"] - arg["min"]) * 0.7 if arg["kind"] in ("number", "integer")
                else arg["default"] for arg in event.get("args", [])}
        inputs.append({"event": event["name"], "args": args} if args else {"event": event["name"]})
    return inputs


def settled_seq(server, bearer):
    """The seq of a frame after everything started has come to rest (the session's newest frame
    once it no longer animates; a deadline, not a sleep)."""
    import time
    deadline = time.monotonic() + 20
    while True:
        with urllib.request.urlopen(f"{server.url}/api/sessions/default/frame", timeout=10) as response:
            frame = json.loads(response.read())
        if not frame["animating"]:
            return frame["seq"]
        assert time.monotonic() < deadline, "the session still animates"
        time.sleep(0.05)


def test_the_pages_apply_turns_the_delta_stream_into_the_full_frames_for_every_scene(server):
    with urllib.request.urlopen(f"{server.url}/api/scenes", timeout=10) as response:
        scenes = json.loads(response.read())
    bearer = token(server)
    deltas = Recorder(server, "/api/sessions/default/events")
    full = Recorder(server, "/api/sessions/default/events?frames=full")
    try:
        for scene in scenes:
            for body in script(scene):
                try:
                    post_input(server, body, bearer)
                except urllib.error.HTTPError as error:
                    # A scene may refuse an event in the state it is in (a second press).
                    assert error.code in (409, 422), body
        last = settled_seq(server, bearer)
        import time
        deadline = time.monotonic() + 20
        while not (deltas.received and full.received and seq_of(*deltas.received[-1]) >= last
                   and seq_of(*full.received[-1]) >= last):
            assert time.monotonic() < deadline, "the streams did not reach the last frame"
            time.sleep(0.05)
    finally:
        deltas.close()
        full.close()
    applied = json.loads(subprocess.run(
        ["node", str(APPLY_SCRIPT)], input=json.dumps(deltas.received), capture_output=True, text=True,
        check=True, timeout=60).stdout)
    whole = {frame["seq"]: frame for _, frame in full.received}
    compared = 0
    for frame in applied:
        if frame["seq"] in whole:
            assert json.dumps(frame, sort_keys=True) == json.dumps(whole[frame["seq"]], sort_keys=True), frame["seq"]
            compared += 1
    delta_count = sum(1 for kind, _ in deltas.received if kind == "delta")
    item_deltas = sum(1 for kind, data in deltas.received if kind == "delta" and "stateItems" in data)
    print(f"{compared} frames compared, {delta_count} of {len(deltas.received)} received as deltas, "
          f"{item_deltas} with stateItems")
    assert delta_count > len(scenes) * SCRUB_STEPS / 2
    assert compared > len(scenes) * SCRUB_STEPS / 2
    # The parallax list's scrub changes its visible cells' numbers: the items' path was applied.
    assert item_deltas > SCRUB_STEPS / 2
