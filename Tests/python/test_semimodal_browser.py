"""The semi-modal scene (docs/scenes.md §6) driven through the page like a person: tap a tile with the
event button, page the carousel by dragging the device screen, scroll a card's list up with its
slider, drag down with the dismiss slider and release with the event button. Each phase is
checked in the inspector and saved as a screenshot to artifacts/semimodal-*.png."""
import os

import pytest

driver = pytest.importorskip("page.driver", reason="needs the page's test driver (Tests/python/page)")
from test_instrument_support import InputLog, answered_seq  # noqa: E402 (after the driver it needs)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
pytestmark = pytest.mark.skipif(
    not os.path.exists(os.path.join(ROOT, "WebRoot", "index.html")), reason="the page (WebRoot/) is not here")

# iPhone X portrait, the original's numbers (docs/scenes.md): page width W − 48 + 8 = 335 pt;
# targetHeight 72 + 100 = 172 pt; percentThreshold 0.2 of 812 pt = 162.4 pt.
PAGE = 335
TARGET_HEIGHT = 172
THRESHOLD = 0.2 * 812


def open_scene(browser, server):
    dashboard = driver.open_dashboard(browser, f"{server.url}/?scene=semi-modal&device=iphone-x&orientation=portrait")
    dashboard.wait_status("live")
    dashboard.page.wait_for_function(
        "() => new URL(location.href).searchParams.get('scene') === 'semi-modal'", timeout=driver.TIMEOUT_MS)
    dashboard.wait_drawn()
    dashboard.wait_state("phase", "v === 'grid'")
    return dashboard


def fire(dashboard, name, **args):
    block = dashboard.page.locator(f'[data-event-block="{name}"]')
    for arg, value in args.items():
        field = block.locator(f'input[data-role="number"][name="{arg}"]')
        if field.count() == 0:
            field = block.locator('input[data-role="number"]')
        field.fill(str(value))
    block.locator(f'button[data-event="{name}"]').click()


def shoot(dashboard, artifacts, name):
    # A frame or two after the state the test waited for, so the canvas shows it.
    dashboard.page.wait_for_timeout(150)
    dashboard.page.locator("#screen").screenshot(path=f"{artifacts}/semimodal-{name}.png")


def speed(dashboard, value):
    dashboard.page.select_option("#playback-speed", str(value))


def flick_left(dashboard, fraction):
    """A quick finger swipe from the screen's centre to the left by `fraction` of its width."""
    box = dashboard.page.locator("#screen").bounding_box()
    x = box["x"] + box["width"] / 2
    y = box["y"] + box["height"] * 0.6
    mouse = dashboard.page.mouse
    mouse.move(x, y)
    mouse.down()
    mouse.move(x - box["width"] * fraction, y, steps=8)
    mouse.up()


def test_semimodal_whole_sequence(server, browser, artifacts):
    dashboard = open_scene(browser, server)
    page = dashboard.page
    try:
        shoot(dashboard, artifacts, "1-grid")

        # Present, slowed tenfold so the flight is caught half way.
        speed(dashboard, 0.1)
        fire(dashboard, "tapTile", index=3)
        dashboard.wait_state("overlayAlpha", "v > 0.15 && v < 0.35")
        state = dashboard.state()
        assert state["phase"] == "presenting"
        # Tile 3 ends a row of two: its next neighbour flies from beside it, not from the row below.
        assert sorted(card["index"] for card in state["cardFrames"]) == [2, 3, 4]
        shoot(dashboard, artifacts, "2-presenting")
        dashboard.wait_state("phase", "v === 'carousel'")
        speed(dashboard, 1)
        # The inspector keeps the raw value of the last frame whose shown text changed, so a
        # value that ends within the display precision is compared within it.
        dashboard.wait_state("overlayAlpha", "Math.abs(v - 0.5) < 1e-3")
        assert dashboard.state()["selectedIndex"] == 3
        shoot(dashboard, artifacts, "3-carousel")

        # Page: a swipe past half a card goes exactly one card on, whatever speed the page
        # measured (on a loaded machine a short flick can arrive with its velocity lost; the
        # flick rule itself is SemiModalPagingTests' table).
        flick_left(dashboard, 0.6)
        dashboard.wait_state("selectedIndex", "v === 4")
        dashboard.wait_frame("f.animating === false")
        offset = float(page.locator('[data-param="carouselX"] input[data-role="number"]').input_value())
        assert abs(offset - 4 * PAGE) < 1
        shoot(dashboard, artifacts, "4-paged")


        # Scroll the card's list up: it widens to the screen and the navigation bar comes in.
        dashboard.set_number("innerScrollY", TARGET_HEIGHT / 2)
        dashboard.wait_state("widenProgress", "Math.abs(v - 0.5) < 1e-3")
        assert dashboard.state()["horizontalScrollEnabled"] is False
        shoot(dashboard, artifacts, "5-half-widened")
        dashboard.set_number("innerScrollY", 240)
        dashboard.wait_state("navigationBarVisible", "v === true")
        dashboard.wait_frame("f.animating === false")
        assert dashboard.state()["cardFrames"][0]["frame"][2] == 375
        shoot(dashboard, artifacts, "6-widened")
        # While widened a swipe does not page: the scene refuses its drags (HTTP 422). Once the
        # swipe's last input is answered, a later input's frame shows the carousel where it was.
        assert dashboard.errors == []
        inputs = InputLog(page)
        flick_left(dashboard, 0.3)
        inputs.wait_for_event(page, "release")
        later = answered_seq(server, {"playback": {"speed": 1}})
        dashboard.wait_frame(f"f.seq >= {later}")
        assert dashboard.frame_info()["animating"] is False
        assert dashboard.state()["selectedIndex"] == 4
        refused = dashboard.errors
        assert refused and all("status of 422" in error for error in refused), refused
        dashboard.errors = []

        # Back to the list's top, then drag down short of the threshold and let go: it returns.
        dashboard.set_number("innerScrollY", 0)
        dashboard.wait_state("navigationBarVisible", "v === false")
        dashboard.set_number("dismissDragY", 150)
        dashboard.wait_state("interactorState", "v === 'hasStarted'")
        shoot(dashboard, artifacts, "7-dragging")
        fire(dashboard, "releaseDismiss", velocityY=0)
        dashboard.wait_state("interactorState", "v === 'none'")
        dashboard.wait_state("dismissProgress", "Math.abs(v) < 1e-3")
        assert dashboard.state()["phase"] == "carousel"

        # Past the threshold: the release dismisses, slowed to catch the flight back.
        dashboard.set_number("dismissDragY", round(THRESHOLD + 60))
        dashboard.wait_state("interactorState", "v === 'shouldFinish'")
        shoot(dashboard, artifacts, "8-past-threshold")
        speed(dashboard, 0.1)
        fire(dashboard, "releaseDismiss", velocityY=0)
        dashboard.wait_state("overlayAlpha", "v > 0.15 && v < 0.35")
        assert dashboard.state()["phase"] == "dismissing"
        shoot(dashboard, artifacts, "9-dismissing")
        dashboard.wait_state("phase", "v === 'grid'")
        speed(dashboard, 1)
        shoot(dashboard, artifacts, "10-grid-again")
        assert abs(dashboard.state()["overlayAlpha"]) < 1e-3
        assert dashboard.errors == []
    finally:
        dashboard.close()
