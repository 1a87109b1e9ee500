"""Sharing (issue 6, item 4), enforced by the server: a view link carries no token and the
server refuses every change its page asks for, while the control link's page drives the
session; Share on the machine's default session creates a session showing the same view; the
page counts who is watching; a viewer takes control only with the control link."""
import urllib.parse

from page.driver import open_dashboard
from test_instrument_support import (PostedInputs, address, answered_seq, create_session, open_scene, session_object,
                                    wait_param, wait_shown)

def unexpected(errors):
    """Console errors other than the 401s these tests provoke on purpose."""
    return [error for error in errors if "status of 401" not in error]


FORCED_POST = """async ([session, token, body]) => {
    const headers = {"Content-Type": "application/json"};
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`/api/sessions/${session}/input`, {method: "POST", headers, body: JSON.stringify(body)});
    return {status: response.status, body: await response.json()};
}"""


def test_a_view_link_cannot_change_the_session_and_a_control_link_can(server, browser, artifacts):
    created = create_session(server, {"scene": "article", "device": "iphone-x", "params": {"scrollY": 40}})
    session = created["id"]
    viewer = open_dashboard(browser, f"{server.url}{created['viewerUrl']}")
    controller = open_dashboard(browser, f"{server.url}{created['controlUrl']}")
    try:
        viewer.wait_status("live")
        controller.wait_status("live")
        assert "control" not in created["viewerUrl"] and created["controlToken"] not in created["viewerUrl"]
        assert viewer.page.is_visible("#view-only") and viewer.page.is_visible("#take-control")
        assert controller.page.is_hidden("#take-control")
        for selector in ['[data-param="scrollY"] input[data-role="number"]', "#playback-pause", "#playback-loop",
                         '[data-param="scrollY"] button[data-step="up"]', "#scene-picker"]:
            assert viewer.page.locator(selector).is_disabled(), selector

        # The page's disabled controls are a courtesy; the server is what refuses. Whatever the
        # viewing page sends, with no token or a made-up one, changes nothing.
        before = session_object(server, session)
        for token in [None, "0" * 64, "default"]:
            for body in [{"set": {"scrollY": 300}}, {"playback": {"paused": True}}, {"scene": "collapse"}]:
                answer = viewer.page.evaluate(FORCED_POST, [session, token, body])
                assert answer["status"] == 401 and answer["body"]["error"]["code"] == "unauthorized", (token, body, answer)
        after = session_object(server, session)
        assert after["params"] == before["params"] and after["playback"] == before["playback"]
        assert after["scene"] == "article"

        # The control link drives it, and the viewer follows live.
        controller.set_number("scrollY", 300)
        viewer.wait_state("navAlpha", "v === 1")
        wait_param(viewer, "scrollY", 300)
        # Both pages are counted, anonymously.
        viewer.page.wait_for_function("() => document.getElementById('viewers').textContent === '2 viewers'", timeout=20000)
        assert session_object(server, session)["viewers"] == 2
        viewer.page.screenshot(path=f"{artifacts}/instrument-view-only.png")
        assert unexpected(viewer.errors) == [] and controller.errors == []
    finally:
        viewer.close()
        controller.close()


def test_share_copies_the_default_view_into_a_new_session_with_two_links(server, browser, artifacts):
    dashboard = open_scene(browser, server, "article", scrollY=150)
    guest = None
    try:
        dashboard.page.select_option("#playback-speed", "0.5")
        dashboard.page.wait_for_function("() => new URL(location.href).searchParams.get('speed') === '0.5'", timeout=20000)
        dashboard.page.click("#share-open")
        dashboard.page.wait_for_selector("#share-dialog[open]", timeout=20000)
        view_link = dashboard.page.input_value("#share-view-link")
        control_link = dashboard.page.input_value("#share-control-link")
        dashboard.page.screenshot(path=f"{artifacts}/instrument-share-dialog.png")
        view = urllib.parse.urlparse(view_link)
        control = urllib.parse.urlparse(control_link)
        session = urllib.parse.parse_qs(view.query)["session"][0]
        token = urllib.parse.parse_qs(control.fragment)["control"][0]
        assert session != "default"
        assert view.fragment == "" and token not in view_link, "the view link carries no token"
        assert urllib.parse.parse_qs(control.query)["session"] == [session]
        # The page moved to the new session and drives it; the new session shows the same view.
        assert urllib.parse.parse_qs(urllib.parse.urlparse(dashboard.page.url).query)["session"] == [session]
        copied = session_object(server, session)
        assert copied["scene"] == "article" and copied["params"]["scrollY"] == 150
        assert copied["playback"]["speed"] == 0.5

        guest = open_dashboard(browser, view_link)
        guest.wait_status("live")
        wait_param(guest, "scrollY", 150)
        assert guest.page.is_visible("#view-only")
        dashboard.page.wait_for_function("() => document.getElementById('share-viewers').dataset.count === '2'",
                                         timeout=20000)
        assert dashboard.page.inner_text("#share-viewers") == "2 watching now"
        dashboard.page.keyboard.press("Escape")
        dashboard.set_number("scrollY", 60)
        wait_param(guest, "scrollY", 60)
        refused = guest.page.evaluate(FORCED_POST, [session, None, {"set": {"scrollY": 1}}])
        assert refused["status"] == 401
        assert dashboard.errors == [] and unexpected(guest.errors) == []
    finally:
        dashboard.close()
        if guest:
            guest.close()


def test_a_viewer_takes_control_only_with_the_control_link(server, browser):
    created = create_session(server, {"scene": "article", "device": "iphone-x"})
    session = created["id"]
    viewer = open_dashboard(browser, f"{server.url}{created['viewerUrl']}")
    try:
        viewer.wait_status("live")
        attempts = [
            (f"{server.url}{created['viewerUrl']}", "view link"),
            (f"{server.url}/?session={session}#control={'f' * 64}", "refused"),
            (f"{server.url}/?session=default#control={created['controlToken']}", "another session"),
        ]
        for link, complaint in attempts:
            viewer.page.click("#take-control")
            viewer.page.fill("#claim-link", link)
            viewer.page.click("#claim-submit")
            viewer.page.wait_for_function("text => document.getElementById('claim-error').textContent.includes(text)",
                                          arg=complaint, timeout=20000)
            assert viewer.page.is_visible("#view-only")
            viewer.page.keyboard.press("Escape")
        viewer.page.click("#take-control")
        viewer.page.fill("#claim-link", f"{server.url}{created['controlUrl']}")
        viewer.page.keyboard.press("Enter")
        viewer.page.wait_for_selector("#view-only", state="hidden", timeout=20000)
        assert "#control=" in viewer.page.url
        viewer.set_number("scrollY", 90)
        for _ in range(100):
            if session_object(server, session)["params"]["scrollY"] == 90:
                break
            viewer.page.wait_for_timeout(50)
        assert session_object(server, session)["params"]["scrollY"] == 90
        assert unexpected(viewer.errors) == []
    finally:
        viewer.close()


def test_an_address_for_another_session_is_never_restored_by_a_viewer(server, browser):
    """A view link with values in its address changes nothing: only control restores."""
    created = create_session(server, {"scene": "article", "device": "iphone-x", "params": {"scrollY": 10}})
    link = address(server, "collapse", session=created["id"], heightZeroPriority=250)
    watched = {}
    viewer = open_dashboard(browser, link, before_load=lambda page: watched.update(posted=PostedInputs(page)))
    try:
        viewer.wait_status("live")
        viewer.wait_drawn()
        # A later change by the session's controller, shown by the viewer: a restore would have
        # gone out before the viewer's first draw.
        later = answered_seq(server, {"set": {"scrollY": 20}}, created["id"], created["controlToken"])
        wait_shown(viewer, later)
        assert watched["posted"].bodies == [], "a viewer asked to change the session"
        shown = session_object(server, created["id"])
        assert shown["scene"] == "article" and shown["params"]["scrollY"] == 20
    finally:
        viewer.close()
