"""Sessions survive `kill -9`: the real binary with a temporary --data, four sessions driven
with parameters and animating events, killed hard and started again on the same port."""
import json
import subprocess
import urllib.error

import pytest

from conftest import BIN, Server
from page.servers import restart_on_same_port
from page.stored_sessions import Viewer, call, default_token, drive_four_sessions, snapshot, wait_settled

# Issue 12: 50 viewers watch the four sessions when the server is killed.
VIEWERS_PER_SESSION = 13


@pytest.fixture
def stored_server(tmp_path):
    instance = Server("--data", str(tmp_path)).start()
    yield instance
    instance.stop()


def test_every_session_comes_back_after_kill_9_with_the_same_frames(stored_server):
    sessions = drive_four_sessions(stored_server)
    viewers = [Viewer(stored_server, session["id"]) for session in sessions for _ in range(VIEWERS_PER_SESSION)]
    try:
        for session in sessions:
            wait_settled(stored_server, session["id"])
        before = snapshot(stored_server, sessions)
        restart_on_same_port(stored_server, hard=True)
    finally:
        for viewer in viewers:
            viewer.close()
    old_default_token = sessions[0]["token"]

    after = snapshot(stored_server, sessions)
    for session in sessions:
        expected, found = before[session["id"]], after[session["id"]]
        assert found["session"] == expected["session"], session["id"]
        assert found["frame"] == expected["frame"], session["id"]
        # Bit for bit: JSON numbers are written in their shortest round-trip form.
        assert json.dumps(found["timeline"]) == json.dumps(expected["timeline"]), session["id"]
        assert call(stored_server, "GET", f"/api/sessions/{session['id']}")["restored"] is True

    # Shared sessions keep their control tokens; `default` gets a new one, given to this machine.
    for session in sessions[1:]:
        call(stored_server, "POST", f"/api/sessions/{session['id']}/input", {"verify": True}, session["token"])
    assert default_token(stored_server) != old_default_token
    with pytest.raises(urllib.error.HTTPError) as refused:
        call(stored_server, "POST", "/api/sessions/default/input", {"verify": True}, old_default_token)
    assert refused.value.code == 401


def test_an_unusable_data_directory_stops_the_server_with_a_clear_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = subprocess.run([BIN, "serve", "--port", "0", "--data", str(blocker / "sessions")],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "cannot create the data directory" in result.stderr
    assert "--no-store" in result.stderr
