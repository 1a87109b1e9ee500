"""Screenshots of the instrument in use, for a person to look at (artifacts/instrument-*.png):
a finger pulling the article past its top, a transition paused mid-way in slow motion with
loop on, keyboard focus on a stepper, the take-control dialog of a view link, and the device
alone with both panels hidden. Each also checks the one thing it shows."""
from page.driver import open_dashboard
from test_instrument_support import create_session, open_scene, record_frames, screen_centre, session_object


def test_screenshot_pulling_past_the_top(server, browser, artifacts):
    dashboard = open_scene(browser, server, "article", scrollY=0)
    try:
        record_frames(dashboard)
        _, x, y = screen_centre(dashboard, 0.3)
        dashboard.page.mouse.move(x, y)
        dashboard.page.mouse.down()
        dashboard.page.mouse.move(x, y + 260, steps=12)
        dashboard.page.wait_for_function("() => window.__frames.some(f => f.params.scrollY < -60)", timeout=20000)
        dashboard.page.wait_for_timeout(150)
        dashboard.page.screenshot(path=f"{artifacts}/instrument-pulled-down.png")
        assert session_object(server)["params"]["scrollY"] < -60
        dashboard.page.mouse.up()
    finally:
        dashboard.close()


def test_screenshot_slow_motion_paused_mid_transition_with_loop(server, browser, artifacts):
    dashboard = open_scene(browser, server, "shared-element", time=0)
    try:
        record_frames(dashboard)
        dashboard.page.select_option("#playback-speed", "0.25")
        dashboard.page.click("#playback-loop")
        dashboard.page.click('[data-event="play"]')
        dashboard.page.wait_for_function("() => window.__frames.some(f => f.params.time > 0.2)", timeout=20000)
        dashboard.page.click("#playback-pause")
        dashboard.page.wait_for_function("() => document.getElementById('playback-pause').textContent === 'Play'",
                                         timeout=20000)
        dashboard.page.click("#playback-step-forward")
        dashboard.page.wait_for_timeout(300)
        dashboard.page.screenshot(path=f"{artifacts}/instrument-timeline-paused.png")
        playback = session_object(server)["playback"]
        assert playback == {"speed": 0.25, "paused": True, "loop": True}
    finally:
        dashboard.close()


def test_screenshot_keyboard_focus_on_a_stepper(server, browser, artifacts):
    dashboard = open_scene(browser, server, "parallax-list", scrollY=400)
    try:
        dashboard.page.focus('[data-param="scrollY"] input[data-role="number"]')
        dashboard.page.keyboard.press("Shift+ArrowUp")
        dashboard.page.keyboard.press("Shift+Tab")
        dashboard.page.wait_for_timeout(300)
        dashboard.page.screenshot(path=f"{artifacts}/instrument-keyboard-focus.png")
        assert dashboard.page.evaluate("() => document.activeElement.dataset.step") == "down"
        assert session_object(server)["params"]["scrollY"] == 410
    finally:
        dashboard.close()


def test_screenshot_take_control_dialog_on_a_view_link(server, browser, artifacts):
    created = create_session(server, {"scene": "tab-menu", "device": "iphone-x"})
    viewer = open_dashboard(browser, f"{server.url}{created['viewerUrl']}")
    try:
        viewer.wait_status("live")
        viewer.wait_drawn()
        viewer.page.click("#take-control")
        viewer.page.fill("#claim-link", f"{server.url}{created['viewerUrl']}")
        viewer.page.click("#claim-submit")
        viewer.page.wait_for_function("() => document.getElementById('claim-error').textContent !== ''", timeout=20000)
        viewer.page.screenshot(path=f"{artifacts}/instrument-take-control.png")
        assert viewer.page.is_visible("#view-only")
    finally:
        viewer.close()


def test_screenshot_device_alone_with_panels_hidden(server, browser, artifacts):
    dashboard = open_scene(browser, server, "page-tabs", pageX=375)
    try:
        before = dashboard.page.locator(".stage").bounding_box()["width"]
        dashboard.page.click("#toggle-controls")
        dashboard.page.click("#toggle-inspector")
        dashboard.page.wait_for_timeout(300)
        dashboard.page.screenshot(path=f"{artifacts}/instrument-panels-hidden.png")
        after = dashboard.page.locator(".stage").bounding_box()["width"]
        assert after >= before + 590, "the stage takes the room both 300 px panels left"
    finally:
        dashboard.close()
