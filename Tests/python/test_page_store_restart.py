"""Pages watching four stored sessions when the server is killed with SIGKILL: each reconnects
by itself and draws exactly the pixels it drew before. How long that took is printed (issue 12
asks for 2 s; a figure on a shared machine, not an assertion)."""
import base64
import json
import time

import pytest

from conftest import Server
from page.driver import canvas_digest, open_dashboard
from page.servers import restart_on_same_port
from page.stored_sessions import call, drive_four_sessions

# What the browser reports about the killed server itself: the stream cut mid-chunk,
# connections refused until the new process listens, and a request sent on a kept-alive socket
# the killed process had held (Chromium's ERR_SOCKET_NOT_CONNECTED, seen once in CI).
KILL_NOISE = ("ERR_INCOMPLETE_CHUNKED_ENCODING", "ERR_CONNECTION_REFUSED", "ERR_CONNECTION_RESET",
              "ERR_SOCKET_NOT_CONNECTED")


def page_errors(dashboard):
    return [error for error in dashboard.errors if not any(noise in error for noise in KILL_NOISE)]


@pytest.fixture
def stored_server(tmp_path):
    instance = Server("--data", str(tmp_path)).start()
    yield instance
    instance.stop()


def resting_digest(dashboard, paused, server, session_id):
    """The canvas's pixels once the page has drawn the newest frame it received, that frame
    images included, and nothing moves any more (or the session's clock is paused)."""
    dashboard.page.wait_for_function(
        """paused => {
            const screen = document.getElementById("screen");
            const row = key => document.querySelector(`#frame-info dd[data-frame-key="${key}"]`);
            if (!row("seq") || screen.dataset.seq !== row("seq").dataset.raw) return false;
            if (screen.dataset.imagesPending !== "0") return false;
            return paused || row("animating").dataset.raw === "false";
        }""",
        arg=paused, timeout=20000)
    shown = dashboard.frame_info()
    return {"pixels": canvas_digest(dashboard), "frame": shown, "state": dashboard.state(),
            "png": dashboard.page.evaluate("() => document.getElementById('screen').toDataURL('image/png')"),
            # At rest the server's newest frame is the one the page drew (same seq, nothing moves).
            "nodes": call(server, "GET", f"/api/sessions/{session_id}/frame")["nodes"]}


# This once failed about 1 run in 5 with equal frames: the canvas was not cleared before a draw,
# so a screen edge ending mid-pixel depended on how often the frame had been drawn (fixed in
# stage.js; test_seeing_views.py holds it deterministically). On a mismatch the test now says
# whether the nodes differ and saves both pictures.
def test_every_page_reconnects_by_itself_and_draws_the_same_pixels(stored_server, browser, artifacts):
    sessions = drive_four_sessions(stored_server)
    # The machine's page controls `default`; the others are opened with their view links.
    urls = [stored_server.url + "/"] + [f"{stored_server.url}/?session={s['id']}" for s in sessions[1:]]
    dashboards = [open_dashboard(browser, url) for url in urls]
    paused = [call(stored_server, "GET", f"/api/sessions/{s['id']}")["playback"]["paused"] for s in sessions]
    try:
        for dashboard in dashboards:
            dashboard.wait_status("live")
        before = [resting_digest(dashboard, still, stored_server, s["id"])
                  for dashboard, still, s in zip(dashboards, paused, sessions)]
        draws = [dashboard.draws() for dashboard in dashboards]

        restart_on_same_port(stored_server, hard=True)
        back = time.monotonic()
        for dashboard, drawn in zip(dashboards, draws):
            # A frame from the restarted server has been drawn, and the page says it is live.
            dashboard.page.wait_for_function(
                f"() => Number(document.getElementById('screen').dataset.draws) > {drawn}", timeout=20000)
            dashboard.page.wait_for_selector('#status[data-status="live"]', timeout=20000)
        print(f"\nreconnect: every page drew the restarted server's frame {time.monotonic() - back:.2f} s after it listened")

        after = [resting_digest(dashboard, still, stored_server, s["id"])
                  for dashboard, still, s in zip(dashboards, paused, sessions)]
        for index, dashboard in enumerate(dashboards):
            dashboard.page.screenshot(path=f"{artifacts}/page-after-kill-{index}.png")
            # Frame and state first: if they differ, the pixels cannot agree, and the message says why.
            assert after[index]["state"] == before[index]["state"], urls[index]
            if after[index]["nodes"] != before[index]["nodes"]:
                print(json.dumps({"before": before[index]["nodes"], "after": after[index]["nodes"]})[:20000])
            assert after[index]["nodes"] == before[index]["nodes"], f"page {urls[index]} shows other nodes"
            if after[index]["pixels"] != before[index]["pixels"]:
                for name, digest in (("before", before[index]), ("after", after[index])):
                    with open(f"{artifacts}/page-restart-{index}-{name}.png", "wb") as picture:
                        picture.write(base64.b64decode(digest["png"].split(",", 1)[1]))
            assert after[index]["pixels"] == before[index]["pixels"], (
                f"page {urls[index]} draws other pixels {before[index]['pixels']} → {after[index]['pixels']}: "
                f"{before[index]['frame']} → {after[index]['frame']}")
            assert not page_errors(dashboard), page_errors(dashboard)
        # The machine's page is still in control of `default`, with the new token.
        assert dashboards[0].page.is_hidden("#view-only")
    finally:
        for dashboard in dashboards:
            dashboard.close()
