"""Scrolling the simulated screen itself (issue 6, item 1): a pointer drag moves the content,
rubber-banding past an edge; a flick keeps it moving after release, as the server streams the
fling, until it settles where the scroll model says; a paging scroll view settles on a page; the
wheel scrolls too; and a fast drag is batched, not one request per pointer event."""
import math

from test_instrument_support import (InputLog, open_scene, record_frames, screen_centre, session_object,
                                     wait_settled_after)

# docs/physics.md: UIScrollView's normal deceleration rate, per millisecond; the continuous model's
# resting point is x0 − v0 / (1000 · ln d) (MotionCore's Decay, the model the server uses).
NORMAL_RATE = 0.998
# The resting offset is a closed form of the release offset and velocity: agreement to float
# rounding, not to a pixel.
EXACT = 1e-6


def flick(dashboard, dx, dy, moves=12, interval_ms=8):
    """Presses at 60 % down the screen (a real press), then moves by (dx, dy) CSS px in `moves`
    steps `interval_ms` apart and lifts right after the last one. The moves and the lift are
    dispatched inside the page, so a busy test process cannot put a pause between the last move
    and the lift (a pause there reads, rightly, as a finger that stopped before lifting)."""
    box, x, y = screen_centre(dashboard, 0.6)
    dashboard.page.mouse.move(x, y)
    dashboard.page.mouse.down()
    dashboard.page.evaluate(
        """async ([x, y, dx, dy, moves, interval]) => {
            const canvas = document.getElementById("screen");
            const pointer = (type, px, py) => canvas.dispatchEvent(new PointerEvent(type, {
                pointerId: 1, isPrimary: true, pointerType: "mouse", button: type === "pointerup" ? 0 : -1,
                clientX: px, clientY: py, bubbles: true}));
            for (let i = 1; i <= moves; i++) {
                await new Promise(resolve => setTimeout(resolve, interval));
                pointer("pointermove", x + dx * i / moves, y + dy * i / moves);
            }
            pointer("pointerup", x + dx, y + dy);
        }""", [x, y, dx, dy, moves, interval_ms])
    # The real button goes up too; the page has already let go, so it is ignored.
    dashboard.page.mouse.up()
    return box


def test_a_flick_keeps_moving_after_release_and_rests_where_the_scroll_model_says(server, browser, artifacts):
    dashboard = open_scene(browser, server, "parallax-list", scrollY=500)
    try:
        record_frames(dashboard)
        inputs = InputLog(dashboard.page)
        flick(dashboard, 0, -200, moves=12, interval_ms=8)
        dashboard.page.wait_for_function("() => (window.__frames || []).some(f => f.animating)", timeout=20000)
        dashboard.page.wait_for_timeout(200)
        dashboard.page.screenshot(path=f"{artifacts}/instrument-flick-in-flight.png")
        release = inputs.wait_for_event(dashboard.page, "release")
        assert len(inputs.events("release")) == 1, inputs.entries
        release_seq = release["answer"]["seq"]
        velocity = release["body"]["args"]["velocityY"]
        drags = [entry for entry in inputs.events("drag") if entry["answer"]["seq"] < release_seq]
        released_at = drags[-1]["body"]["args"]["offset"]
        # A busy machine delivers the moves late, so the speed varies; any real flick will do.
        assert velocity > 150, f"the flick was too slow to test a fling: {velocity} pt/s"
        # The drag carried the content with the finger: the last drag is ~200 CSS px of travel on.
        assert released_at > 600

        recorded = wait_settled_after(dashboard, release_seq)
        after = [frame for frame in recorded if frame["seq"] > release_seq]
        moving = [frame["params"]["scrollY"] for frame in after if frame["animating"]]
        assert len(moving) >= 10, "the fling was streamed frame by frame"
        spec_max = next(p for p in dashboard_scene_parameters(server) if p["name"] == "scrollY")["max"]
        projected = released_at - velocity / (1000 * math.log(NORMAL_RATE))
        expected = min(max(projected, 0), spec_max)
        if expected == projected:
            # Short of the end the deceleration is free: it only slows down, never turns back.
            assert all(b >= a for a, b in zip(moving, moving[1:])), "a free fling only slows down"
        assert moving[0] > released_at - EXACT
        rest = after[-1]["params"]["scrollY"] if not after[-1]["animating"] else None
        assert rest is not None
        assert abs(rest - expected) < EXACT, f"rested at {rest}, the model says {expected}"
        assert abs(session_object(server)["params"]["scrollY"] - expected) < EXACT
        # The page's own control follows the fling to its end.
        dashboard.page.wait_for_function(
            f"() => Math.abs(Number(document.querySelector('[data-param=scrollY] input[data-role=number]').value) - {expected}) < 0.001",
            timeout=20000)
        assert dashboard.errors == []
    finally:
        dashboard.close()


def dashboard_scene_parameters(server):
    return session_object(server)["sceneInfo"]["parameters"]


def test_dragging_past_the_top_rubber_bands_and_bounces_back(server, browser):
    dashboard = open_scene(browser, server, "article", scrollY=0)
    try:
        record_frames(dashboard)
        inputs = InputLog(dashboard.page)
        box, x, y = screen_centre(dashboard, 0.4)
        mouse = dashboard.page.mouse
        mouse.move(x, y)
        mouse.down()
        mouse.move(x, y + 200, steps=10)
        # Hold still past the velocity window, so the release carries no flick.
        dashboard.page.wait_for_function(
            "() => (window.__frames || []).some(f => f.params.scrollY < -20)", timeout=20000)
        dashboard.page.wait_for_timeout(250)
        pulled = min(frame["params"]["scrollY"] for frame in dashboard.page.evaluate("() => window.__frames"))
        finger_points = max(-entry["body"]["args"]["offset"] for entry in inputs.events("drag"))
        mouse.up()
        # Past the edge the content moves less than the finger (docs/physics.md's rubber band).
        assert pulled < 0
        assert -pulled < finger_points - 20, (pulled, finger_points)
        dashboard.page.wait_for_function("() => window.__frames.length && !window.__frames.at(-1).animating"
                                         " && window.__frames.at(-1).params.scrollY === 0", timeout=20000)
        release = inputs.wait_for_event(dashboard.page, "release")
        assert abs(release["body"]["args"]["velocityY"]) < 1e-9
        back = [f["params"]["scrollY"] for f in dashboard.page.evaluate("() => window.__frames")
                if f["seq"] > release["answer"]["seq"]]
        assert len(back) >= 3 and back[0] < 0 and back[-1] == 0, "the bounce back was streamed"
        assert dashboard.errors == []
    finally:
        dashboard.close()


def test_a_flick_on_a_paging_scroll_view_settles_on_the_next_page(server, browser):
    dashboard = open_scene(browser, server, "tab-menu", pageX=0)
    try:
        record_frames(dashboard)
        inputs = InputLog(dashboard.page)
        # 0.6 of a page (the screen is one page wide): past half, so the next page is where it
        # settles however fast a busy machine delivers the moves, and short of a whole page, so
        # the snap has a way to go. Never two pages: at most one page per flick.
        box, _, _ = screen_centre(dashboard)
        flick(dashboard, -0.6 * box["width"], 0)
        width = session_object(server)["sceneInfo"]["parameters"][0]["max"]
        dashboard.page.wait_for_function("() => (window.__frames || []).some(f => f.animating)", timeout=20000)
        release_seq = inputs.wait_for_event(dashboard.page, "release")["answer"]["seq"]
        recorded = wait_settled_after(dashboard, release_seq)
        after = [f for f in recorded if f["seq"] > release_seq]
        assert after[-1]["params"]["pageX"] == width, "one page to the left, exactly"
        assert any(0 < f["params"]["pageX"] < width for f in after), "the snap was animated"
    finally:
        dashboard.close()


def test_the_wheel_scrolls_the_screen_and_rubber_bands_past_the_top(server, browser):
    dashboard = open_scene(browser, server, "article", scrollY=100)
    try:
        record_frames(dashboard)
        inputs = InputLog(dashboard.page)
        _, x, y = screen_centre(dashboard)
        dashboard.page.mouse.move(x, y)
        dashboard.page.mouse.wheel(0, 120)
        # One CSS pixel of wheel travel is one point; the gesture ends with no velocity, so from
        # its release on the content rests where the wheel left it.
        dashboard.page.wait_for_function("() => window.__frames.some(f => f.params.scrollY === 220)", timeout=20000)
        release_seq = inputs.wait_for_event(dashboard.page, "release")["answer"]["seq"]
        assert inputs.events("release")[-1]["body"]["args"]["velocityY"] == 0
        after = [f for f in wait_settled_after(dashboard, release_seq - 1) if f["seq"] >= release_seq]
        assert [f["params"]["scrollY"] for f in after] == [220] * len(after)
        assert session_object(server)["params"]["scrollY"] == 220
        dashboard.page.mouse.wheel(0, -400)
        dashboard.page.wait_for_function("() => window.__frames.some(f => f.params.scrollY < 0)", timeout=20000)
        dashboard.page.wait_for_function("() => !window.__frames.at(-1).animating && window.__frames.at(-1).params.scrollY === 0",
                                         timeout=20000)
        assert dashboard.errors == []
    finally:
        dashboard.close()


def test_a_fast_drag_is_batched(server, browser):
    """200 pointer moves in one task (faster than any screen refreshes): at most one offset per
    animation frame leaves the page, and the last one before the release is the newest."""
    dashboard = open_scene(browser, server, "parallax-list", scrollY=0)
    try:
        inputs = InputLog(dashboard.page)
        pointer_moves = 200
        _, x, y = screen_centre(dashboard, 0.8)
        mouse = dashboard.page.mouse
        mouse.move(x, y)
        mouse.down()
        # Chromium's mouse is pointer 1; these moves join the drag the real press began.
        dashboard.page.evaluate(
            """([x, y, count]) => {
                const canvas = document.getElementById("screen");
                for (let i = 1; i <= count; i++) {
                    canvas.dispatchEvent(new PointerEvent("pointermove", {
                        pointerId: 1, isPrimary: true, pointerType: "mouse", clientX: x, clientY: y - i, bubbles: true}));
                }
            }""", [x, y, pointer_moves])
        dashboard.page.wait_for_timeout(100)
        mouse.up()
        release = inputs.wait_for_event(dashboard.page, "release")
        drags = inputs.events("drag")
        print(f"fast drag: {pointer_moves} pointer moves → {len(drags)} drag requests")
        assert 1 <= len(drags) <= 3, [entry["body"] for entry in drags]
        assert all(entry["status"] == 202 for entry in inputs.entries)
        newest = drags[-1]["body"]["args"]["offset"]
        points_per_css_px = newest / pointer_moves
        assert newest > 0 and 0.5 < points_per_css_px < 3, newest
        assert release is inputs.entries[-1]
    finally:
        dashboard.close()
