"""Seeing motion (issue 7), toggles: each one changes the screen's pixels where it should and
nowhere else; hovering a node names it. Screenshots of each view go to artifacts/."""
from page.driver import canvas_digest, grid_difference
from page.seeing import get_json, open_view, set_view

DEVICE = "iphone-x"
# iPhone X: 375 × 812 pt, status bar 44, navigation bar 44, safe area 44 / 34 (docs/devices.md).
WIDTH, HEIGHT, STATUS, NAV, BOTTOM = 375, 812, 44, 44, 34
# Block means (0…255) that moved by more than this changed; less is resampling noise (chosen).
CHANGED = 12
UNCHANGED = 3


def regions(dashboard, areas):
    return {name: dashboard.pixels(area) for name, area in areas.items()}


def redrawn(dashboard, before):
    dashboard.page.wait_for_function(f"() => Number(document.getElementById('screen').dataset.draws) > {before}")


def toggled(dashboard, name, on):
    before = dashboard.draws()
    if set_view(dashboard, name, on):
        redrawn(dashboard, before)


def test_guides_change_the_pixels_where_they_should(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", DEVICE, {"scrollY": 300})
    try:
        set_view(dashboard, "deviceFrame", False)
        # Regions in points: the guides' bands, and a middle clear of every guide's lines.
        areas = {
            "top": [0, 0, WIDTH, STATUS], "navigation": [0, STATUS, WIDTH, NAV],
            "bottom": [0, HEIGHT - BOTTOM, WIDTH, BOTTOM], "middle": [30, 250, WIDTH - 60, 300],
        }
        plain = regions(dashboard, areas)
        expectations = {
            "safeArea": {"top", "bottom"},
            "bars": {"top", "navigation"},
        }
        for guide, changed in expectations.items():
            toggled(dashboard, guide, True)
            shown = regions(dashboard, areas)
            dashboard.page.locator("#device").screenshot(path=f"{artifacts}/seeing-guide-{guide}.png")
            for name in areas:
                difference = grid_difference(plain[name], shown[name])
                if name in changed:
                    assert difference > CHANGED, (guide, name, difference)
                elif name == "middle":
                    assert difference < UNCHANGED, (guide, name, difference)
            toggled(dashboard, guide, False)
        toggled(dashboard, "outlines", True)
        outlined = regions(dashboard, areas)
        dashboard.page.locator("#device").screenshot(path=f"{artifacts}/seeing-guide-outlines.png")
        # Outlines run round every node, the body's cells in the middle included.
        assert grid_difference(plain["middle"], outlined["middle"]) > CHANGED
        assert not dashboard.errors, dashboard.errors
    finally:
        dashboard.close()


def test_device_frame_draws_status_bar_home_indicator_corners_and_bezel(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", DEVICE, {"scrollY": 300})
    try:
        areas = {"status": [0, 0, WIDTH, STATUS], "home": [0, HEIGHT - BOTTOM, WIDTH, BOTTOM], "middle": [30, 250, WIDTH - 60, 300]}
        toggled(dashboard, "deviceFrame", True)
        framed = regions(dashboard, areas)
        assert dashboard.page.locator(".bezel.framed").count() == 1
        corner_framed = corner_luminance(dashboard)
        dashboard.page.locator("#device").screenshot(path=f"{artifacts}/seeing-frame-on.png")
        toggled(dashboard, "deviceFrame", False)
        bare = regions(dashboard, areas)
        assert dashboard.page.locator(".bezel.framed").count() == 0
        corner_bare = corner_luminance(dashboard)
        dashboard.page.locator("#device").screenshot(path=f"{artifacts}/seeing-frame-off.png")
        assert grid_difference(framed["status"], bare["status"]) > CHANGED, "status bar: time, signal, battery"
        assert grid_difference(framed["home"], bare["home"]) > CHANGED, "home indicator"
        # The screen is drawn smaller inside the bezel, so text resamples: compare the mean.
        assert abs(framed["middle"]["mean"] - bare["middle"]["mean"]) < UNCHANGED
        # The article's white body reaches the bottom-left corner: rounded off (dark) only with the frame.
        assert corner_framed < 60 < corner_bare, (corner_framed, corner_bare)
    finally:
        dashboard.close()


def corner_luminance(dashboard):
    """Mean luminance of a 3 × 3 CSS-pixel patch just inside the screen's bottom-left corner, as
    composited on the page (the rounded corners are the canvas's CSS radius over the bezel)."""
    box = dashboard.page.locator("#screen").bounding_box()
    shot = dashboard.page.screenshot(clip={"x": box["x"] + 1, "y": box["y"] + box["height"] - 4, "width": 3, "height": 3})
    return dashboard.page.evaluate(
        """async (url) => {
            const image = new Image();
            image.src = url;
            await image.decode();
            const canvas = new OffscreenCanvas(image.width, image.height);
            const ctx = canvas.getContext("2d");
            ctx.drawImage(image, 0, 0);
            const data = ctx.getImageData(0, 0, image.width, image.height).data;
            let sum = 0;
            for (let i = 0; i < data.length; i += 4) sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
            return sum / (data.length / 4);
        }""", "data:image/png;base64," + __import__("base64").b64encode(shot).decode())


def test_hovering_a_node_shows_its_id_frame_and_alpha(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", DEVICE, {"scrollY": 120})
    try:
        set_view(dashboard, "outlines", True)
        frame = get_json(server, "/api/sessions/default/frame")
        title = find(frame["nodes"], "nav.title")
        assert title is not None
        canvas = dashboard.page.locator("#screen").bounding_box()
        scale = canvas["width"] / WIDTH
        # nav.title is inside the navigation header, whose frame is in screen coordinates at the top.
        x, y = absolute_centre(frame["nodes"], "nav.title")
        dashboard.page.mouse.move(canvas["x"] + x * scale, canvas["y"] + y * scale)
        tip = dashboard.page.locator("#node-tip")
        dashboard.page.wait_for_function("() => !document.getElementById('node-tip').hidden")
        node_id = tip.get_attribute("data-node")
        shown = find(frame["nodes"], node_id)
        assert shown is not None
        assert node_id.startswith("nav"), node_id
        text = tip.inner_text()
        assert f"[{', '.join(fmt(v) for v in shown['frame'])}]" in text
        assert "alpha" in text
        dashboard.page.screenshot(path=f"{artifacts}/seeing-hover.png")
    finally:
        dashboard.close()


def fmt(value):
    return str(int(value)) if float(value).is_integer() else f"{value:.3f}"


def find(nodes, wanted):
    for node in nodes:
        if node["id"] == wanted:
            return node
        found = find(node.get("children", []), wanted)
        if found:
            return found
    return None


def absolute_centre(nodes, wanted, ox=0.0, oy=0.0):
    for node in nodes:
        x, y, w, h = node["frame"]
        if node["id"] == wanted:
            return ox + x + w / 2, oy + y + h / 2
        found = absolute_centre(node.get("children", []), wanted, ox + x, oy + y)
        if found:
            return found
    return None


def test_png_export_with_the_frame_is_the_device_at_its_own_scale(server, browser, artifacts):
    dashboard = open_view(browser, server, "collapse", "iphone-15", {}, orientation="landscape")
    try:
        box = dashboard.page.locator("input[data-export-frame]")
        assert box.is_checked()
        from page.seeing import download
        png, _ = download(dashboard, 'button[data-export="png"]')
        with open(f"{artifacts}/seeing-export-frame-landscape.png", "wb") as handle:
            handle.write(png)
        frame = get_json(server, "/api/sessions/default/frame")
        width, height = frame["size"]
        # PNG header: width and height at bytes 16…24. The bezel is 14 pt on each side (device-chrome.js).
        size = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
        assert size == ((width + 28) * frame["scale"], (height + 28) * frame["scale"])
        dashboard.page.screenshot(path=f"{artifacts}/seeing-landscape-page.png")
    finally:
        dashboard.close()


def test_the_same_frame_draws_the_same_pixels_however_often_it_is_drawn(server, browser):
    """A screen whose edge ends mid-pixel (812 pt landscape at a fractional scale) drew that edge
    over the last draw's, so its pixels depended on how often the frame had been drawn: the
    restart test saw it as a page drawing other pixels after a reconnect (issue 12)."""
    dashboard = open_view(browser, server, "parallax-list", "iphone-x", {"scrollY": 0}, orientation="landscape")
    try:
        dashboard.wait_frame("f.animating === false")
        draws = dashboard.draws()
        # Another size and back: the canvas is resized (cleared) and drawn again at 610 × 282
        # device pixels for 812 × 375 pt, whose bottom row is only partly covered.
        for width, height in ((1200, 760), (1280, 800)):
            dashboard.page.set_viewport_size({"width": width, "height": height})
            dashboard.page.wait_for_function(
                f"() => Number(document.getElementById('screen').dataset.draws) > {draws}")
            draws = dashboard.draws()
        once = canvas_digest(dashboard)
        assert once["height"] == 282, once
        draws = dashboard.draws()
        for on in (True, False, True, False):
            set_view(dashboard, "safeArea", on)
            dashboard.page.wait_for_function(
                f"() => Number(document.getElementById('screen').dataset.draws) > {draws}")
            draws = dashboard.draws()
        assert canvas_digest(dashboard) == once
    finally:
        dashboard.close()
