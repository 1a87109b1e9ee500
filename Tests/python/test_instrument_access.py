"""Keyboard and accessibility (issue 6, items 6 and 7): every control has a label, focus is
visible, the whole instrument works from the keyboard (the screen scrolls with arrow keys),
the page's own animations respect prefers-reduced-motion, and the last scene, device and panel
layout persist in the browser."""
from page.driver import TIMEOUT_MS, Dashboard
from page.stored_sessions import default_token
from test_instrument_support import InputLog, create_session, open_scene, post_input, session_object, wait_shown

UNNAMED = """() => [...document.querySelectorAll("input, select, button, [tabindex]")]
    .filter(el => !el.closest("[hidden]") && el.getClientRects().length)
    .filter(el => {
        const labelled = el.getAttribute("aria-labelledby");
        const names = [el.getAttribute("aria-label"), el.title,
            labelled && labelled.split(" ").map(id => document.getElementById(id)?.textContent).join(" "),
            el.labels && [...el.labels].map(label => label.textContent).join(" "),
            el.tagName === "BUTTON" ? el.textContent : ""];
        return !names.some(name => name && name.trim());
    })
    .map(el => el.outerHTML.slice(0, 120))"""

FOCUS_RING = """() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return {tag: el.tagName, id: el.id, visible: el.matches(":focus-visible"),
            outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1};
}"""


def test_every_control_has_a_label(server, browser):
    for scene in ["article", "template-tint", "page-tabs"]:
        dashboard = open_scene(browser, server, scene)
        try:
            assert dashboard.page.evaluate(UNNAMED) == [], scene
        finally:
            dashboard.close()


def test_tabbing_shows_a_visible_focus_ring_on_every_stop(server, browser):
    dashboard = open_scene(browser, server, "article")
    try:
        seen = []
        for _ in range(90):
            dashboard.page.keyboard.press("Tab")
            focus = dashboard.page.evaluate(FOCUS_RING)
            if focus["tag"] == "BODY":
                continue
            assert focus["visible"] and focus["outline"], focus
            seen.append(focus["id"] or focus["tag"])
        # The tab order reaches the top bar, the pickers, the steppers, the transport.
        for expected in ["share-open", "scene-picker", "param-scrollY-number", "tuning-copy", "playback-pause", "playback-step-forward"]:
            assert expected in seen, (expected, seen)
    finally:
        dashboard.close()


def test_the_screen_scrolls_from_the_keyboard(server, browser):
    dashboard = open_scene(browser, server, "article", scrollY=100)
    try:
        dashboard.page.focus("#screen")
        assert "arrow keys" in dashboard.page.get_attribute("#screen", "aria-label")
        dashboard.page.keyboard.press("ArrowDown")
        wait_value(dashboard, server, 140)
        dashboard.page.keyboard.press("ArrowUp")
        dashboard.page.keyboard.press("ArrowUp")
        wait_value(dashboard, server, 60)
        dashboard.page.keyboard.press("Home")
        wait_value(dashboard, server, -200)
        # K pauses from the screen too (the transport's shortcut), and plays again.
        dashboard.page.keyboard.press("k")
        dashboard.page.wait_for_function("() => document.getElementById('playback-pause').textContent === 'Play'",
                                         timeout=TIMEOUT_MS)
        dashboard.page.keyboard.press("k")
        dashboard.page.wait_for_function("() => document.getElementById('playback-pause').textContent === 'Pause'",
                                         timeout=TIMEOUT_MS)
    finally:
        dashboard.close()


def wait_value(dashboard, server, expected):
    for _ in range(200):
        if session_object(server)["params"]["scrollY"] == expected:
            return
        dashboard.page.wait_for_timeout(50)
    raise AssertionError(f"scrollY is {session_object(server)['params']['scrollY']}, expected {expected}")


HAPTIC_KEYFRAMES = """() => document.getElementById("haptic").getAnimations()
    .flatMap(animation => animation.effect.getKeyframes()).map(frame => frame.transform || "")"""


def haptic_keyframes(browser, server, reduced):
    context = browser.new_context(reduced_motion="reduce" if reduced else "no-preference")
    page = context.new_page()
    try:
        page.goto(f"{server.url}/?session=default&scene=infinite-tabs&device=iphone-x&orientation=portrait")
        page.wait_for_selector('#status[data-status="live"]', timeout=TIMEOUT_MS)
        page.wait_for_function("() => new URL(location.href).searchParams.get('scene') === 'infinite-tabs'",
                               timeout=TIMEOUT_MS)
        # The event buttons take input once the page holds the control token (it arrives after the
        # stream opens); a click before that is, rightly, ignored.
        page.wait_for_function(
            "() => document.querySelector('[data-event=\"swipeContent\"]:not([disabled])') !== null"
            " && document.querySelector('#parameters input:not([disabled])') !== null", timeout=TIMEOUT_MS)
        page.click('[data-event="swipeContent"]')
        page.wait_for_function("() => Number(document.getElementById('haptic').dataset.count) >= 1", timeout=TIMEOUT_MS)
        transition = page.evaluate("() => getComputedStyle(document.getElementById('share-open')).transitionDuration")
        return page.evaluate(HAPTIC_KEYFRAMES), transition
    finally:
        context.close()


def test_the_pages_own_animations_respect_reduced_motion(server, browser):
    moving, _ = haptic_keyframes(browser, server, reduced=False)
    still, transition = haptic_keyframes(browser, server, reduced=True)
    assert any("scale" in transform for transform in moving), moving
    assert still and not any(transform for transform in still), still
    assert all(float(part.rstrip("s")) == 0 for part in transition.split(","))


def test_scene_device_and_panel_layout_persist_in_the_browser(server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.wait_for_selector('#status[data-status="live"]', timeout=TIMEOUT_MS)
        page.wait_for_function("() => document.querySelectorAll('#scene-picker option').length > 1", timeout=TIMEOUT_MS)
        page.select_option("#scene-picker", "tab-menu")
        page.wait_for_function("() => new URL(location.href).searchParams.get('scene') === 'tab-menu'", timeout=TIMEOUT_MS)
        page.select_option("#device-picker", "iphone-8")
        page.wait_for_function("() => new URL(location.href).searchParams.get('device') === 'iphone-8'", timeout=TIMEOUT_MS)
        page.click("#toggle-inspector")
        assert page.is_hidden("#panel-inspector")
        page.wait_for_function(
            "() => { const s = JSON.parse(localStorage.getItem('motion-preview.settings') || '{}');"
            " return s.view && s.view.device === 'iphone-8' && s.panels && s.panels.inspector === false; }",
            timeout=TIMEOUT_MS)
        page.close()
        # Someone else moves the machine's session on; a bare address opens where this browser left off.
        assert post_input(server, "default", {"scene": "article", "device": "iphone-x"}, default_token(server))[0] == 202

        again = context.new_page()
        again.goto(server.url + "/")
        again.wait_for_function("() => new URL(location.href).searchParams.get('scene') === 'tab-menu'"
                                " && new URL(location.href).searchParams.get('device') === 'iphone-8'", timeout=TIMEOUT_MS)
        assert again.is_hidden("#panel-inspector")
        assert again.get_attribute("#toggle-inspector", "aria-pressed") == "false"
        assert again.is_visible("#panel-controls")
        assert session_object(server)["scene"] == "tab-menu"
    finally:
        context.close()


REMEMBER = """() => localStorage.setItem("motion-preview.settings",
    JSON.stringify({view: {scene: "tab-menu", device: "iphone-8", orientation: "portrait"}}))"""


def test_an_explicit_address_and_other_sessions_win_over_remembered_settings(server, browser):
    created = create_session(server, {"scene": "article", "device": "iphone-x"})
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(server.url + "/healthz")
        page.evaluate(REMEMBER)
        page.goto(f"{server.url}/?session=default&scene=collapse")
        page.wait_for_function("() => document.getElementById('scene-picker').value === 'collapse'", timeout=TIMEOUT_MS)
        inputs = InputLog(page)
        page.goto(f"{server.url}{created['controlUrl']}")
        dashboard = Dashboard(context, page)
        dashboard.wait_status("live")
        dashboard.wait_control()
        # A restore would go out before the first draw, and the page sends one input at a time:
        # once the page's own later input is answered and shown, any restore has been answered.
        dashboard.wait_drawn()
        dashboard.set_number("scrollY", 33)
        wait_shown(dashboard, inputs.wait_for_set(page, "scrollY")["answer"]["seq"])
        sent_here = [entry["body"] for entry in inputs.entries if f"/sessions/{created['id']}/" in entry["url"]]
        assert sent_here == [{"set": {"scrollY": 33}}], \
            "the remembered view was restored into another session"
        assert session_object(server, created["id"])["scene"] == "article"
        assert session_object(server)["scene"] == "collapse"
    finally:
        context.close()
