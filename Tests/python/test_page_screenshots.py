"""Screenshots for people to look at (artifacts/): the article pulled down, at rest and scrolled, on a
notched and a small phone, the whole page at 1280×800 and at a narrow width. The checks are
what a screenshot must show: a drawn screen, and a header that changes between the two."""
import pytest

from page.driver import grid_difference, open_dashboard


@pytest.mark.parametrize("device", ["iphone-x", "iphone-se"])
def test_article_screenshots_at_rest_and_scrolled(server, browser, artifacts, device):
    shots = {}
    # -150: pulled down, the header image stretches (docs/scenes.md §1).
    for scroll in (-150, 0, 200):
        address = f"{server.url}/?scene=article&device={device}&orientation=portrait&scrollY={scroll}"
        dashboard = open_dashboard(browser, address, scale=2)
        try:
            dashboard.wait_status("live")
            dashboard.page.wait_for_function(
                f"() => document.querySelector('[data-param=scrollY] input[data-role=number]').value === '{scroll}'",
                timeout=20000)
            dashboard.wait_frame(f"f.size && f.size[0] === {320 if device == 'iphone-se' else 375}")
            # Let the newest frame reach the canvas, with its header picture loaded (a header
            # still loading is one flat colour at every offset), before the picture is taken.
            dashboard.page.wait_for_function(
                "() => document.getElementById('screen').dataset.imagesPending === '0' &&"
                " document.getElementById('screen').dataset.seq === "
                "String(JSON.parse(document.querySelector('#frame-info dd[data-frame-key=seq]').dataset.raw))")
            shots[scroll] = dashboard.pixels([0, 0, 320, 150])
            assert dashboard.pixels()["variance"] > 100
            dashboard.page.screenshot(path=f"{artifacts}/page-{device}-scroll{scroll}.png")
            dashboard.page.locator("#screen").screenshot(path=f"{artifacts}/screen-{device}-scroll{scroll}.png")
        finally:
            dashboard.close()
    assert grid_difference(shots[0], shots[200]) > 20
    assert grid_difference(shots[0], shots[-150]) > 20


def test_narrow_window_stacks_panels(server, browser, artifacts):
    dashboard = open_dashboard(browser, server.url + "/", width=420, height=900)
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        canvas = dashboard.page.locator("#screen").bounding_box()
        controls = dashboard.page.locator(".panel-controls").bounding_box()
        assert canvas["x"] >= 0 and canvas["x"] + canvas["width"] <= 420
        assert controls["y"] >= canvas["y"] + canvas["height"], "controls come below the device"
        dashboard.page.screenshot(path=f"{artifacts}/page-narrow.png", full_page=True)
    finally:
        dashboard.close()
