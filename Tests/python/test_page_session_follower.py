"""The page's session follower (WebRoot/js/session-follower.js), run in Node over a stream of
session objects and frames: seq only grows within one server process, so a session whose seq is
below one already seen is a new process, reported before any listener hears of that session."""
import json
import pathlib
import subprocess

import pytest

MODULE = pathlib.Path(__file__).resolve().parents[2] / "WebRoot" / "js" / "session-follower.js"

# Feeds `stream` ([kind, seq or null], …) to a follower; prints what its callbacks heard, in order.
SCRIPT = """
import { SessionFollower } from %s;
const heard = [];
const follower = new SessionFollower({
  onRestart: (session) => heard.push(["restart", session.seq ?? null]),
  sessionListeners: [(session) => heard.push(["session", session.seq ?? null])],
  frameListeners: [(frame) => heard.push(["frame", frame.seq ?? null])],
});
for (const [kind, seq] of %s) {
  const message = seq === null ? {} : { seq };
  if (kind === "session") follower.sessionArrived(message);
  else follower.frameArrived(message);
}
process.stdout.write(JSON.stringify(heard));
"""

CASES = [
    # name, stream, the restarts heard (the seq of the session that showed each)
    ("seq that grows is one process", [["session", 3], ["frame", 4], ["frame", 5], ["session", 6]], []),
    ("the first session is never a restart", [["session", 40]], []),
    ("a session below a frame seen is a new process", [["session", 3], ["frame", 10], ["session", 2]], [2]),
    ("the new process counts from its own seq", [["session", 3], ["frame", 10], ["session", 2], ["frame", 3],
                                                 ["session", 4]], [2]),
    ("two restarts are two", [["session", 8], ["session", 1], ["frame", 5], ["session", 0]], [1, 0]),
    ("a session without seq says nothing", [["session", 3], ["frame", 10], ["session", None]], []),
    ("an equal seq is the same process", [["session", 3], ["frame", 7], ["session", 7]], []),
]


@pytest.mark.parametrize("name, stream, restarts", CASES, ids=[case[0] for case in CASES])
def test_a_seq_going_backwards_is_a_new_server_process(name, stream, restarts):
    script = SCRIPT % (json.dumps(MODULE.as_uri()), json.dumps(stream))
    result = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    heard = json.loads(result.stdout)
    assert [seq for kind, seq in heard if kind == "restart"] == restarts
    # Every message reaches its listeners once, in order; a restart comes just before its session.
    assert [entry for entry in heard if entry[0] != "restart"] == stream
    for index, (kind, seq) in enumerate(heard):
        if kind == "restart":
            assert heard[index + 1] == ["session", seq]
