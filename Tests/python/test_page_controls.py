"""Controls drive the session: the scrollY slider changes navAlpha and the navigation area's
pixels; refused values show an error and go back; a fast drag does not flood the server."""
import json
import urllib.request

from page.driver import grid_difference, open_dashboard


def navigation_region(server, device_id):
    """The top of the screen that the fading navigation header covers: status bar + bar."""
    devices = json.load(urllib.request.urlopen(server.url + "/api/devices"))
    device = next(item for item in devices if item["id"] == device_id)
    return [0, 0, device["width"], device["statusBar"] + device["navigationBar"]]


def test_dragging_scroll_slider_changes_nav_alpha_and_pixels(server, browser, artifacts):
    dashboard = open_dashboard(browser, server.url + "/")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        dashboard.wait_state("navAlpha", "v === 0")
        device = dashboard.page.input_value("#device-picker")
        region = navigation_region(server, device)
        before = dashboard.pixels(region)

        # Drag right along the slider, as a person would, then read what the server says.
        dashboard.drag_slider("scrollY", 400)
        dashboard.wait_state("navAlpha", "v === 1")
        assert dashboard.shown_state_text("navAlpha") == "1"
        dashboard.page.wait_for_function(
            "() => document.querySelector('[data-param=scrollY] input[data-role=number]').value !== '0'")
        after = dashboard.pixels(region)
        assert grid_difference(before, after) > 20, "the navigation area looks the same"
        dashboard.page.screenshot(path=f"{artifacts}/page-slider-dragged.png")

        # Part way: navAlpha strictly between 0 and 1, shown to 3 decimals.
        dashboard.set_number("scrollY", 50)
        dashboard.wait_state("navAlpha", "v > 0 && v < 1")
        text = dashboard.shown_state_text("navAlpha")
        assert len(text.split(".")[1]) == 3, text
        assert dashboard.errors == []
    finally:
        dashboard.close()


def test_refused_value_shows_error_and_restores_control(server, browser):
    dashboard = open_dashboard(browser, server.url + "/")
    try:
        dashboard.wait_status("live")
        dashboard.set_number("scrollY", 40)
        dashboard.wait_state("navAlpha", "v > 0")
        dashboard.set_number("scrollY", 999999)
        error = dashboard.page.locator('[data-error-for="scrollY"]')
        error.wait_for(state="visible")
        assert "scrollY" in error.inner_text()
        number = dashboard.page.locator('[data-param="scrollY"] input[data-role="number"]')
        assert number.input_value() == "40"
        assert dashboard.page.locator('[data-param="scrollY"] input[data-role="slider"]').input_value() == "40"
    finally:
        dashboard.close()


def test_fast_drag_keeps_one_input_in_flight(server, browser):
    dashboard = open_dashboard(browser, server.url + "/")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        posts = []
        # Inputs only: the plot and filmstrip ask for frames with POSTs of their own.
        dashboard.page.on(
            "request", lambda request: request.method == "POST" and request.url.endswith("/input") and posts.append(request.url))
        # 200 input events in one task, faster than any server can answer: the page may send
        # the first at once and must merge the rest into one pending input.
        dashboard.page.eval_on_selector('[data-param="scrollY"] input[data-role="slider"]', """slider => {
            for (let value = 1; value <= 200; value++) {
                slider.value = String(value);
                slider.dispatchEvent(new Event("input", {bubbles: true}));
            }
        }""")
        dashboard.wait_state("navAlpha", "v === 1")
        dashboard.page.wait_for_function(
            "() => new URL(location.href).searchParams.get('scrollY') === '200'", timeout=20000)
        assert len(posts) <= 2, posts
    finally:
        dashboard.close()
