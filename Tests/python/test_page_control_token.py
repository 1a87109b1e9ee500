"""Who may drive a session: the loopback page gets the default token; a page on another
session without its token is view only; the token in the fragment gives control."""
import json
import urllib.request

from page.driver import open_dashboard


def create_session(server):
    body = json.dumps({"scene": "article", "device": "iphone-8"}).encode()
    request = urllib.request.Request(server.url + "/api/sessions", data=body,
                                     headers={"Content-Type": "application/json"}, method="POST")
    return json.load(urllib.request.urlopen(request))


def test_page_without_token_is_view_only(server, browser):
    session = create_session(server)
    viewer = open_dashboard(browser, f"{server.url}/?session={session['id']}")
    controller = open_dashboard(browser, f"{server.url}/?session={session['id']}#control={session['controlToken']}")
    try:
        viewer.wait_status("live")
        controller.wait_status("live")
        assert viewer.page.is_visible("#view-only")
        assert viewer.page.locator('[data-param="scrollY"] input[data-role="slider"]').is_disabled()
        assert controller.page.is_hidden("#view-only")

        controller.set_number("scrollY", 100)
        viewer.wait_state("navAlpha", "v > 0")
        # The fragment never leaves the browser, and the address keeps it for a reload.
        assert f"#control={session['controlToken']}" in controller.page.url
    finally:
        viewer.close()
        controller.close()
