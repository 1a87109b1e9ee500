"""The address carries scene, device, orientation and parameters; opening it restores them."""
import json
import math
import urllib.parse
import urllib.request

from page.driver import open_dashboard

# Frames carry full doubles; the inspector keeps the raw values, so they agree to rounding.
TOLERANCE = 1e-9


def frame_for(server, **query):
    url = f"{server.url}/api/frame?{urllib.parse.urlencode(query)}"
    return json.load(urllib.request.urlopen(url))


def assert_same_state(shown, expected):
    assert set(shown) == set(expected["state"])
    for key, value in expected["state"].items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            assert math.isclose(shown[key], value, abs_tol=TOLERANCE), (key, shown[key], value)
        else:
            assert shown[key] == value, key


def test_opening_an_address_restores_scene_device_and_values(server, browser):
    query = {"session": "default", "scene": "article", "device": "iphone-se", "orientation": "portrait",
             "scrollY": "120"}
    dashboard = open_dashboard(browser, f"{server.url}/?{urllib.parse.urlencode(query)}")
    try:
        dashboard.wait_status("live")
        dashboard.wait_frame("f.size && f.size[0] === 320")
        dashboard.page.wait_for_function(
            "() => document.querySelector('[data-param=scrollY] input[data-role=number]').value === '120'",
            timeout=20000)
        # The pickers fill from the scene and device lists, which may arrive after the frame.
        dashboard.page.wait_for_function(
            "() => document.querySelector('#scene-picker').value === 'article'"
            " && document.querySelector('#device-picker').value === 'iphone-se'", timeout=20000)
        assert dashboard.page.get_attribute("#orientation-portrait", "aria-pressed") == "true"
        # Counters animate on the session clock; compare once the session is at rest, with a
        # sessionless frame computed at the same clock time.
        dashboard.wait_frame("f.animating === false")
        shown_time = dashboard.frame_info()["time"]
        expected = frame_for(server, scene="article", device="iphone-se", orientation="portrait", scrollY=120,
                             time=shown_time)
        assert_same_state(dashboard.state(), expected)
        assert dashboard.errors == []
    finally:
        dashboard.close()


def test_address_follows_the_session(server, browser):
    dashboard = open_dashboard(browser, f"{server.url}/")
    try:
        dashboard.wait_status("live")
        dashboard.set_number("scrollY", 33)
        dashboard.page.wait_for_function(
            "() => new URL(location.href).searchParams.get('scrollY') === '33'", timeout=20000)
        query = urllib.parse.parse_qs(urllib.parse.urlparse(dashboard.page.url).query)
        assert query["session"] == ["default"]
        assert query["scene"] == ["article"]
        assert query["orientation"] == ["portrait"]
        assert query["device"] == [dashboard.page.input_value("#device-picker")]

        dashboard.page.click("#orientation-landscape")
        dashboard.page.wait_for_function(
            "() => new URL(location.href).searchParams.get('orientation') === 'landscape'", timeout=20000)
        dashboard.wait_frame("f.size && f.size[0] > f.size[1]")
    finally:
        dashboard.close()
