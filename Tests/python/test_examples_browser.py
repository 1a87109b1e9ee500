"""The Examples package's scenes drawn by the dashboard: the large title at the top and
collapsed, pull-to-refresh pulled and refreshing. Needs Examples/.build/debug/Examples
(scripts/test builds it)."""
import json
import os
import urllib.request

from conftest import ROOT, Server
from page.driver import grid_difference, open_dashboard

EXAMPLES_BIN = os.environ.get("EXAMPLES_BIN", os.path.join(ROOT, "Examples", ".build", "debug", "Examples"))


def examples_server():
    assert os.path.exists(EXAMPLES_BIN), "build the Examples package first: swift build --package-path Examples"
    return Server(binary=EXAMPLES_BIN, cwd="/").start()


def post_input(server, body):
    token = json.loads(urllib.request.urlopen(server.url + "/api/sessions/default/token").read())["controlToken"]
    request = urllib.request.Request(
        server.url + "/api/sessions/default/input", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    return json.loads(urllib.request.urlopen(request).read())


def test_the_large_title_collapses_into_the_bar(browser, artifacts):
    server = examples_server()
    try:
        dashboard = open_dashboard(browser, server.url + "/?scene=large-title&device=iphone-x")
        try:
            dashboard.wait_drawn()
            dashboard.wait_state("largeTitleAlpha", "v === 1")
            # The large title's band under the bar: 34-pt bold text at the left.
            large_band = (0, 88, 375, 52)
            expanded = dashboard.pixels(large_band)
            dashboard.page.screenshot(path=f"{artifacts}/examples-large-title-expanded.png")
            dashboard.set_number("scrollY", 200)
            dashboard.wait_state("inlineTitleAlpha", "v === 1")
            collapsed_band = dashboard.pixels(large_band)
            dashboard.page.screenshot(path=f"{artifacts}/examples-large-title-collapsed.png")
            # The title left its band (rows now pass under it) and shows in the bar instead.
            assert grid_difference(expanded, collapsed_band) > 20
            bar_title = dashboard.pixels((120, 44, 135, 44))
            assert bar_title["variance"] > 100, "the inline title draws in the bar"
            assert dashboard.errors == []
        finally:
            dashboard.close()
    finally:
        server.stop()


def test_pull_to_refresh_shows_its_spinner_and_holds(browser, artifacts):
    server = examples_server()
    try:
        dashboard = open_dashboard(browser, server.url + "/?scene=pull-to-refresh&device=iphone-x")
        try:
            dashboard.wait_drawn()
            post_input(server, {"playback": {"speed": 0.1}})
            dashboard.wait_state("pullDistance", "v === 0")
            spinner_band = (150, 88, 75, 60)
            resting = dashboard.pixels(spinner_band)
            post_input(server, {"event": "drag", "args": {"offset": -240}})
            dashboard.wait_state("progress", "v === 1")
            pulled = dashboard.pixels(spinner_band)
            assert grid_difference(resting, pulled) > 20, "the spinner's spokes draw in the gap"
            dashboard.page.screenshot(path=f"{artifacts}/examples-pull-to-refresh-pulled.png")
            post_input(server, {"event": "release", "args": {"velocityY": 0}})
            # At a tenth of the speed the 1.5-s refresh lasts 15 s on the page's clock.
            dashboard.wait_state("refreshing", "v === true")
            dashboard.wait_state("pullDistance", "Math.abs(v - 60) < 1")
            dashboard.page.screenshot(path=f"{artifacts}/examples-pull-to-refresh-refreshing.png")
            assert dashboard.errors == []
        finally:
            dashboard.close()
    finally:
        server.stop()
