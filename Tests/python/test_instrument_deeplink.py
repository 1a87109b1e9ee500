"""Deep links (issue 6, item 5): the address always holds the whole view — scene, device,
orientation, every parameter, speed — and any text survives the round trip: here a device
whose id and name are Japanese (served from a device file, since no bundled scene takes free
text) and a colour, through the address, the server and back. Opening the address restores
the same frame: its state equals a sessionless /api/frame of the same view at the same time."""
import json
import math
import os
import urllib.parse
import urllib.request

import pytest

from conftest import ROOT, Server
from page.driver import open_dashboard
from test_instrument_support import post_input, session_object

JAPANESE_DEVICE = "アイフォン・テスト機"


@pytest.fixture
def japanese_server(tmp_path):
    with open(os.path.join(ROOT, "Sources", "MotionCore", "Resources", "devices.json"), encoding="utf-8") as file:
        devices = json.load(file)
    base = next(device for device in devices if device["id"] == "iphone-x")
    devices.append({**base, "id": JAPANESE_DEVICE, "name": "試験用の端末「海」"})
    path = tmp_path / "devices.json"
    path.write_text(json.dumps(devices, ensure_ascii=False), encoding="utf-8")
    instance = Server("--devices", str(path)).start()
    yield instance
    instance.stop()


def api_frame(server, time, view):
    query = urllib.parse.urlencode({**view, "time": repr(time)})
    return json.load(urllib.request.urlopen(f"{server.url}/api/frame?{query}"))


def assert_same_state(shown, expected):
    assert set(shown) == set(expected)
    for key, value in expected.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            assert math.isclose(shown[key], value, abs_tol=1e-9), (key, shown[key], value)
        else:
            assert shown[key] == value, key


def shown_frame(dashboard):
    """The page's state and clock time once the session rests (the inspector keeps raw JSON)."""
    dashboard.wait_frame("f.animating === false")
    return dashboard.state(), dashboard.frame_info()["time"]


def test_a_deep_link_with_japanese_text_restores_the_same_frame(japanese_server, browser, artifacts):
    server = japanese_server
    view = {"scene": "template-tint", "device": JAPANESE_DEVICE, "orientation": "landscape",
            "renderingMode": "template", "tint": "#3a6ea5"}
    link = f"{server.url}/?{urllib.parse.urlencode({'session': 'default', **view, 'speed': '0.25'})}"
    first = open_dashboard(browser, link)
    try:
        first.wait_status("live")
        first.page.wait_for_function(
            "device => new URL(location.href).searchParams.get('device') === device"
            " && document.getElementById('device-picker').value === device", arg=JAPANESE_DEVICE, timeout=20000)
        first.wait_frame("f.size && f.size[0] > f.size[1]")
        session = session_object(server)
        assert session["device"] == JAPANESE_DEVICE and session["orientation"] == "landscape"
        assert session["params"] == {"renderingMode": "template", "tint": "#3a6ea5"}
        assert session["playback"]["speed"] == 0.25
        state, time = shown_frame(first)
        assert_same_state(state, api_frame(server, time, view)["state"])
        assert "試験用の端末「海」" in first.page.inner_text("#stage-caption")
        first.page.screenshot(path=f"{artifacts}/instrument-deeplink-japanese.png")
        # The page writes the whole view back into its address, Japanese intact.
        first.page.wait_for_function("() => new URL(location.href).searchParams.get('tint') === '#3a6ea5'",
                                     timeout=20000)
        written = first.page.url
        query = urllib.parse.parse_qs(urllib.parse.urlparse(written).query)
        assert query["device"] == [JAPANESE_DEVICE]
        assert query["speed"] == ["0.25"] and query["renderingMode"] == ["template"]
    finally:
        first.close()

    # Someone changes the session; opening the written address puts the same view back.
    token = json.load(urllib.request.urlopen(f"{server.url}/api/sessions/default/token"))["controlToken"]
    status, _ = post_input(server, "default", {"scene": "article", "device": "iphone-se", "playback": {"speed": 1}}, token)
    assert status == 202
    second = open_dashboard(browser, written)
    try:
        second.wait_status("live")
        second.page.wait_for_function("device => document.getElementById('device-picker').value === device",
                                      arg=JAPANESE_DEVICE, timeout=20000)
        second.page.wait_for_function("() => document.querySelector('[data-param=tint] input').value === '#3a6ea5'",
                                      timeout=20000)
        state, time = shown_frame(second)
        assert_same_state(state, api_frame(server, time, view)["state"])
        assert session_object(server)["playback"]["speed"] == 0.25
        assert second.errors == []
    finally:
        second.close()


ROUND_TRIP = """async params => {
    const { readUrlState, urlFor } = await import("/js/url-state.js");
    const state = {session: "共有-1", scene: "記事", device: "端末", orientation: "portrait", speed: 0.5, params};
    const url = new URL(urlFor(state, {pathname: "/", hash: "#control=abc"}), location.origin);
    return {href: url.href, back: readUrlState(url)};
}"""


def test_any_text_survives_the_address_round_trip(server, browser):
    """Values a future free-text parameter could hold: kana, kanji, full-width space, emoji, and
    the characters an address reserves (& = + # % ?)."""
    params = {"title": "海の見える風景", "spaced": "山　と　川", "symbols": "A&B=C+D#E%F?G", "emoji": "🌊🐟", "plain": "x"}
    dashboard = open_dashboard(browser, f"{server.url}/")
    try:
        dashboard.wait_status("live")
        result = dashboard.page.evaluate(ROUND_TRIP, params)
        back = result["back"]
        assert back["params"] == params
        assert (back["session"], back["scene"], back["device"], back["speed"]) == ("共有-1", "記事", "端末", 0.5)
        assert back["controlToken"] == "abc"
        assert "海" not in result["href"], "non-ASCII is percent-encoded in the address itself"
    finally:
        dashboard.close()


def test_reset_then_the_address_holds_the_defaults(server, browser):
    link = f"{server.url}/?session=default&scene=article&device=iphone-x&orientation=portrait&scrollY=200&speed=2"
    dashboard = open_dashboard(browser, link)
    try:
        dashboard.wait_status("live")
        # The address follows the session: it shows the restored values once they are applied.
        dashboard.page.wait_for_function("() => { const q = new URL(location.href).searchParams;"
                                         " return q.get('scrollY') === '200' && q.get('speed') === '2'; }", timeout=20000)
        dashboard.page.click("#parameters-reset")
        dashboard.page.wait_for_function("() => new URL(location.href).searchParams.get('scrollY') === '0'", timeout=20000)
        assert urllib.parse.parse_qs(urllib.parse.urlparse(dashboard.page.url).query)["speed"] == ["2"]
    finally:
        dashboard.close()
