"""The timeline (issue 6, item 3): slow motion scales the session clock, so a 0.3 s transition
at 0.25× takes four times the wall time for the same session time, and every frame on the way
is computed at its own time (it equals a sessionless /api/frame at that time); a paused clock
steps by exactly one frame interval; loop replays the animation the latest event started."""
import json
import urllib.request

from test_instrument_support import (answered_seq, create_session, frames, open_scene, record_frames, session_object,
                                    wait_recorded)

FRAME = 1 / 60
DURATION = 0.3  # push-transition: UINavigationController's 0.3 s push (docs/scenes.md)


def play_and_collect(dashboard, after_seq):
    dashboard.page.click('[data-event="play"]')
    dashboard.page.wait_for_function(
        "seq => { const f = window.__frames.filter(f => f.seq > seq);"
        " return f.some(x => x.animating) && !f.at(-1).animating; }", arg=after_seq, timeout=20000)
    recorded = [f for f in frames(dashboard) if f["seq"] > after_seq]
    start = next(index for index, f in enumerate(recorded) if f["animating"])
    end = next(index for index, f in enumerate(recorded) if index > start and not f["animating"])
    return recorded[start:end + 1]


def slope(run):
    """Session seconds per wall second over a run (least squares over the received frames)."""
    xs = [f["received"] / 1000 for f in run]
    ys = [f["time"] for f in run]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def test_slow_motion_at_a_quarter_takes_four_times_as_long_and_is_computed_at_every_frame(server, browser, artifacts):
    dashboard = open_scene(browser, server, "push-transition", time=0)
    try:
        record_frames(dashboard)
        normal = play_and_collect(dashboard, -1)
        dashboard.page.select_option("#playback-speed", "0.25")
        dashboard.page.wait_for_function("() => new URL(location.href).searchParams.get('speed') === '0.25'",
                                         timeout=20000)
        last = frames(dashboard)[-1]["seq"]
        slow = play_and_collect(dashboard, last)
        dashboard.page.screenshot(path=f"{artifacts}/instrument-slow-motion.png")

        for run in (normal, slow):
            # The same session-time length: the transition ends 0.3 s of session time after play.
            begin = run[0]["time"] - run[0]["params"]["time"]
            assert all(f["time"] - begin < DURATION + 1e-9 for f in run[:-1])
            assert run[-1]["time"] - begin >= DURATION - 1e-9
            assert run[-1]["params"]["time"] == DURATION
        wall_normal = (normal[-1]["received"] - normal[0]["received"]) / 1000
        wall_slow = (slow[-1]["received"] - slow[0]["received"]) / 1000
        rate_normal, rate_slow = slope(normal), slope(slow)
        print(f"1×: {len(normal)} frames, {wall_normal:.3f} s wall, {rate_normal:.3f} session s per wall s; "
              f"0.25×: {len(slow)} frames, {wall_slow:.3f} s wall, {rate_slow:.3f}; wall ratio {wall_slow / wall_normal:.2f}")
        # The clock runs at a quarter: generous bounds, since frames reach the page through a
        # busy machine's scheduler, but far from 1× (or 2× and 8×).
        assert 0.18 < rate_slow < 0.33, rate_slow
        assert 3.0 < rate_normal / rate_slow < 5.5
        # Computed, not interpolated: about four times as many distinct positions, each of them
        # the scene itself at that transition time.
        positions = {f["params"]["time"] for f in slow}
        assert len(positions) >= 2.5 * len({f["params"]["time"] for f in normal})
        for f in slow[:: max(1, len(slow) // 12)]:
            expected = scrub_state(server, f["params"]["time"])
            for key, value in expected.items():
                shown = f["state"][key]
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    assert abs(shown - value) < 1e-9, (key, f["params"]["time"], shown, value)
                else:
                    assert shown == value, key
        assert dashboard.errors == []
    finally:
        dashboard.close()


def scrub_state(server, transition_time):
    """The scene's state with its `time` parameter scrubbed to `transition_time`, from a fresh
    session's first frame (in /api/frame the name `time` is taken by the clock)."""
    created = create_session(server, {"scene": "push-transition", "device": "iphone-x",
                                      "params": {"time": transition_time, "direction": "present"}})
    stream = urllib.request.urlopen(f"{server.url}/api/sessions/{created['id']}/events", timeout=10)
    try:
        for raw in stream:
            line = raw.decode()
            if line.startswith("data: ") and '"nodes"' in line:
                frame = json.loads(line[6:])
                assert frame["params"]["time"] == transition_time
                return frame["state"]
    finally:
        stream.close()
    raise AssertionError("no frame")


def test_stepping_a_paused_clock_moves_exactly_one_frame(server, browser):
    dashboard = open_scene(browser, server, "push-transition", time=0)
    try:
        record_frames(dashboard)
        dashboard.page.click("#playback-pause")
        dashboard.page.wait_for_function("() => document.getElementById('playback-pause').getAttribute('aria-pressed') === 'true'",
                                         timeout=20000)
        dashboard.page.click('[data-event="play"]')
        dashboard.page.wait_for_function("() => window.__frames.some(f => f.animating)", timeout=20000)
        start = frames(dashboard)[-1]
        dashboard.page.click("#playback-step-forward")
        dashboard.page.wait_for_function("seq => window.__frames.at(-1).seq > seq", arg=start["seq"], timeout=20000)
        one = frames(dashboard)[-1]
        assert abs(one["time"] - start["time"] - FRAME) < 1e-9
        assert abs(one["params"]["time"] - FRAME) < 1e-9
        # The keyboard does the same: "." forward, Shift+"." ten, "," back.
        dashboard.page.locator("body").focus()
        for key, frames_moved in [(".", 1), (">", 10), (",", -1)]:
            before = frames(dashboard)[-1]
            dashboard.page.keyboard.press(key)
            dashboard.page.wait_for_function("seq => window.__frames.at(-1).seq > seq", arg=before["seq"], timeout=20000)
            after = frames(dashboard)[-1]
            assert abs(after["time"] - before["time"] - frames_moved * FRAME) < 1e-9, key
        # Paused: wall time passing moves nothing. A later input (the same speed again) is shown
        # at the very session time the last step left, however long it took to arrive.
        held = frames(dashboard)[-1]
        later = answered_seq(server, {"playback": {"speed": 1}})
        since = [f for f in wait_recorded(dashboard, later) if f["seq"] > held["seq"]]
        assert later in [f["seq"] for f in since]
        assert all(f["time"] == held["time"] for f in since), [f["time"] for f in since]
        assert session_object(server)["playback"]["paused"] is True
        # Back past the play (the latest input) is refused by the server, and shown.
        for _ in range(12):
            dashboard.page.keyboard.press(",")
        dashboard.page.wait_for_function("() => document.getElementById('playback-error').textContent.includes('step back')",
                                         timeout=20000)
    finally:
        dashboard.close()


def test_loop_replays_the_transition_until_turned_off(server, browser):
    dashboard = open_scene(browser, server, "push-transition", time=0)
    try:
        record_frames(dashboard)
        dashboard.page.click("#playback-loop")
        dashboard.page.wait_for_function("() => document.getElementById('playback-loop').getAttribute('aria-pressed') === 'true'",
                                         timeout=20000)
        dashboard.page.click('[data-event="play"]')
        # Three runs: the transition time falls back to 0 twice.
        dashboard.page.wait_for_function(
            "() => { const t = window.__frames.map(f => f.params.time);"
            " return t.filter((v, i) => i > 0 && v < t[i - 1]).length >= 2; }", timeout=20000)
        assert session_object(server)["playback"]["loop"] is True
        dashboard.page.click("#playback-loop")
        dashboard.page.wait_for_function(
            "() => { const f = window.__frames.at(-1); return !f.animating && f.params.time === 0.3; }", timeout=20000)
        held = frames(dashboard)[-1]["seq"]
        # Looping, the settled frame would arm a replay that the next frame starts: a later input's
        # frame (the same speed again) shows the transition still at rest.
        later = answered_seq(server, {"playback": {"speed": 1}})
        since = [f for f in wait_recorded(dashboard, later) if f["seq"] > held]
        assert since and all(not f["animating"] and f["params"]["time"] == DURATION for f in since), \
            "no more runs once loop is off"
        assert dashboard.errors == []
    finally:
        dashboard.close()
