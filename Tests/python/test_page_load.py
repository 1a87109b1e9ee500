"""The dashboard loads, connects and draws the default session."""
import json
import urllib.request

from page.driver import open_dashboard


def test_page_loads_draws_and_goes_live(server, browser, artifacts):
    dashboard = open_dashboard(browser, server.url + "/")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        pixels = dashboard.pixels()
        # A blank or single-colour canvas has (almost) no variance; a drawn scene has plenty.
        assert pixels["variance"] > 100, pixels["variance"]
        assert dashboard.page.inner_text("#status") == "live"
        assert dashboard.page.is_hidden("#view-only")
        # The controls come from the session's sceneInfo, not from the page.
        session = json.load(urllib.request.urlopen(server.url + "/api/sessions/default"))
        for name in session["params"]:
            assert dashboard.page.locator(f'[data-param="{name}"]').count() == 1
        assert dashboard.page.locator("#parameters input, #parameters select").count() > 0
        assert dashboard.state(), "the inspector lists the frame's state"
        dashboard.page.screenshot(path=f"{artifacts}/page-load.png")
        assert dashboard.errors == []
    finally:
        dashboard.close()


def test_viewer_count_shows_every_open_page(server, browser):
    first = open_dashboard(browser, server.url + "/")
    second = open_dashboard(browser, server.url + "/")
    try:
        for dashboard in (first, second):
            dashboard.wait_status("live")
        # The first page learns of the second only through the session event.
        first.page.wait_for_function(
            "() => document.getElementById('viewers').dataset.count === '2'", timeout=20000)
        assert first.page.inner_text("#viewers") == "2 viewers"
    finally:
        first.close()
        second.close()
