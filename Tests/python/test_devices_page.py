"""Devices as they ship today (issue 17), on the page: the device frame draws each profile's
cut-out and corners at the profile's geometry, the picker groups devices newest first, and the
keyboard switch raises the keyboard through the session. Screenshots go to artifacts/."""
from page.driver import TIMEOUT_MS, grid_difference, open_dashboard
from page.seeing import get_json, open_view, screen_shot, set_view

# Mean luminance (0…255) of a region that is the black cut-out, and of one that is not (chosen:
# the article's header photo and white page sit far above 40 at the probed places).
BLACK = 12
NOT_BLACK = 40
# Block means that moved by more than this changed (as test_seeing_views.py).
CHANGED = 12


def profile(server, device_id):
    return next(device for device in get_json(server, "/api/devices") if device["id"] == device_id)


def cutout_on_screen(device, orientation):
    """The cut-out's rectangle on the turned screen, from the profile (landscape: turned counter-clockwise)."""
    frame = device["cutoutFrame"]
    if orientation == "portrait":
        return frame["x"], frame["y"], frame["width"], frame["height"]
    return frame["y"], device["width"] - frame["x"] - frame["width"], frame["height"], frame["width"]


def shrunk(rect, by):
    x, y, w, h = rect
    return [x + by, y + by, w - 2 * by, h - 2 * by]


def drawn_corner_radius(dashboard, screen_width):
    """The display corner as drawn, in screen points (the canvas's CSS radius over its CSS scale)."""
    return dashboard.page.evaluate(
        """width => {
            const canvas = document.getElementById("screen");
            return parseFloat(getComputedStyle(canvas).borderTopLeftRadius) * width / canvas.clientWidth;
        }""", screen_width)


def wait_caption(dashboard, keyboard_up):
    """Until the drawn frame's caption says whether the keyboard is up."""
    dashboard.page.wait_for_function(
        "up => document.getElementById('stage-caption').textContent.includes('keyboard up') === up",
        arg=keyboard_up, timeout=TIMEOUT_MS)


def check_frame(server, browser, artifacts, device_id, orientation):
    device = profile(server, device_id)
    dashboard = open_view(browser, server, "article", device_id, {"scrollY": 0}, orientation=orientation)
    try:
        set_view(dashboard, "deviceFrame", True)
        dashboard.page.wait_for_function("() => document.querySelector('.bezel.framed') !== null")
        frame = get_json(server, "/api/sessions/default/frame")
        width, height = frame["size"]
        with open(f"{artifacts}/devices-{device_id}-{orientation}.png", "wb") as handle:
            handle.write(screen_shot(dashboard))
        # One canvas pixel is under a point at 1× zoom, so the drawn radius is within a point.
        assert abs(drawn_corner_radius(dashboard, width) - device["cornerRadius"]) < 1, device_id
        if device["cutout"] == "none":
            top_middle = dashboard.pixels([width / 2 - 40, 2, 80, 20])
            assert top_middle["mean"] > NOT_BLACK, (device_id, "no cut-out on this device")
            return
        rect = cutout_on_screen(device, orientation)
        inside = dashboard.pixels(shrunk(rect, 3))
        assert inside["mean"] < BLACK, (device_id, orientation, "inside the cut-out", inside["mean"])
        # Just past the cut-out's far edge (below it in portrait, right of it in landscape): the screen.
        x, y, w, h = rect
        beyond = [x + 3, y + h + 2, w - 6, 4] if orientation == "portrait" else [x + w + 2, y + 3, 4, h - 6]
        assert dashboard.pixels(beyond)["mean"] > NOT_BLACK, (device_id, orientation, "past the cut-out")
        assert not dashboard.errors, dashboard.errors
    finally:
        dashboard.close()


def test_an_island_phone_shows_its_island_and_corners(server, browser, artifacts):
    check_frame(server, browser, artifacts, "iphone-17-pro", "portrait")


def test_the_iphone_air_shows_its_island_and_corners_both_ways(server, browser, artifacts):
    check_frame(server, browser, artifacts, "iphone-air", "portrait")
    check_frame(server, browser, artifacts, "iphone-air", "landscape")


def test_a_notch_phone_shows_its_notch(server, browser, artifacts):
    check_frame(server, browser, artifacts, "iphone-17e", "portrait")


def test_an_ipad_has_rounded_corners_and_no_cutout(server, browser, artifacts):
    check_frame(server, browser, artifacts, "ipad-pro-13-m4", "portrait")


def test_the_picker_groups_devices_newest_first_and_keeps_iphone_x_by_default(server, browser):
    dashboard = open_dashboard(browser, f"{server.url}/")
    try:
        dashboard.wait_status("live")
        dashboard.page.wait_for_function("() => document.querySelectorAll('#device-picker option').length > 0")
        groups = dashboard.page.evaluate(
            """() => [...document.querySelectorAll('#device-picker optgroup')].map(group =>
                ({label: group.label, ids: [...group.querySelectorAll('option')].map(option => option.value)}))""")
        assert [group["label"] for group in groups] == ["Current iPhones", "Older iPhones", "iPads"]
        years = {device["id"]: device["year"] for device in get_json(server, "/api/devices")}
        for group in groups:
            listed = [years[device_id] for device_id in group["ids"]]
            assert listed == sorted(listed, reverse=True), group
        assert "iphone-17-pro" in groups[0]["ids"] and "iphone-air" in groups[0]["ids"]
        assert "iphone-x" in groups[1]["ids"] and "ipad-pro-13-m4" in groups[2]["ids"]
        dashboard.page.wait_for_function("() => document.getElementById('device-picker').value === 'iphone-x'")
    finally:
        dashboard.close()


def test_the_keyboard_switch_raises_the_keyboard_and_the_address_keeps_it(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", "iphone-17-pro", {"scrollY": 0})
    try:
        dashboard.wait_control()
        width, height, keyboard = 402, 874, 335  # devices.json: iPhone 17 Pro, keyboard 335 pt in portrait
        keys = [20, height - keyboard + 60, width - 40, keyboard - 120]
        down = dashboard.pixels(keys)
        dashboard.page.check("#keyboard-toggle")
        wait_caption(dashboard, True)
        frame = get_json(server, "/api/sessions/default/frame")
        assert frame["keyboard"] == [0, height - keyboard, width, keyboard]
        assert frame["safeArea"]["bottom"] == keyboard
        assert get_json(server, "/api/sessions/default")["keyboard"] is True
        dashboard.page.wait_for_function(
            "() => new URLSearchParams(location.search).get('keyboard') === '1'", timeout=TIMEOUT_MS)
        up = dashboard.pixels(keys)
        assert grid_difference(down, up) > CHANGED, "the keys are drawn where the keyboard is"
        with open(f"{artifacts}/devices-keyboard-up.png", "wb") as handle:
            handle.write(screen_shot(dashboard))
        address = dashboard.page.evaluate("() => location.search")
        dashboard.page.uncheck("#keyboard-toggle")
        wait_caption(dashboard, False)
        assert get_json(server, "/api/sessions/default")["keyboard"] is False
        assert get_json(server, "/api/sessions/default/frame")["keyboard"] is None
        dashboard.page.wait_for_function("() => !new URLSearchParams(location.search).has('keyboard')", timeout=TIMEOUT_MS)
    finally:
        dashboard.close()
    # The deep link taken while the keyboard was up raises it again.
    reopened = open_dashboard(browser, f"{server.url}/{address}")
    try:
        reopened.wait_status("live")
        wait_caption(reopened, True)
        assert reopened.page.is_checked("#keyboard-toggle")
        assert not reopened.errors, reopened.errors
    finally:
        reopened.close()
