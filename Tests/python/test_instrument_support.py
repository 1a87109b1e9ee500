"""Helpers for the instrument's browser tests (test_instrument_*.py); no tests here.

Frames are read straight from the session's event stream by an EventSource the test opens in
the page (window.__frames), and inputs from the requests the page sends, so assertions rest on
what the server published and received, not on the page's own variables."""
import json
import urllib.parse
import urllib.request

from page.driver import TIMEOUT_MS, open_dashboard
from page.stored_sessions import default_token

DEVICE = {"device": "iphone-x", "orientation": "portrait"}


def address(server, scene, session="default", **params):
    query = {"session": session, "scene": scene, **DEVICE, **{k: str(v) for k, v in params.items()}}
    return f"{server.url}/?{urllib.parse.urlencode(query)}"


def scene_info(server, scene_id):
    scenes = json.load(urllib.request.urlopen(server.url + "/api/scenes?device=iphone-x&orientation=portrait"))
    return next(scene for scene in scenes if scene["id"] == scene_id)


def session_object(server, session="default"):
    return json.load(urllib.request.urlopen(f"{server.url}/api/sessions/{session}"))


def post_input(server, session, body, token=None):
    """POSTs an input; returns (status, decoded body)."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(f"{server.url}/api/sessions/{session}/input", data=json.dumps(body).encode(),
                                     headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def answered_seq(server, body, session="default", token=None):
    """POSTs an input with the session's control token (the default session's unless given) and
    returns the seq of the frame that shows it: a known later answer to wait for."""
    status, answer = post_input(server, session, body, token or default_token(server))
    assert status == 202, answer
    return answer["seq"]


def wait_shown(dashboard, seq):
    """Until the page shows the frame `seq` or a later one (its frame panel's seq)."""
    dashboard.wait_frame(f"f.seq >= {int(seq)}")


def create_session(server, body):
    request = urllib.request.Request(server.url + "/api/sessions", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    return json.load(urllib.request.urlopen(request))


def open_scene(browser, server, scene, **params):
    """The dashboard on the default session showing `scene` with `params`, once it does."""
    dashboard = open_dashboard(browser, address(server, scene, **params))
    dashboard.wait_status("live")
    wait_session_value(dashboard, "scene", scene)
    for name, value in params.items():
        wait_param(dashboard, name, value)
    dashboard.wait_drawn()
    return dashboard


def wait_session_value(dashboard, key, value):
    dashboard.page.wait_for_function(
        "([key, value]) => new URL(location.href).searchParams.get(key) === value", arg=[key, value], timeout=TIMEOUT_MS)


def wait_param(dashboard, name, value):
    """Until the parameter's number field shows `value` (a number)."""
    dashboard.page.wait_for_function(
        "([name, value]) => { const f = document.querySelector(`[data-param='${name}'] input[data-role=number]`);"
        " return f && Number(f.value) === value; }", arg=[name, value], timeout=TIMEOUT_MS)


def record_frames(dashboard, session="default"):
    """Starts recording every frame the session publishes (in the page, from its own stream)."""
    dashboard.page.evaluate(
        """session => new Promise(resolve => {
            window.__frames = [];
            const source = new EventSource(`/api/sessions/${encodeURIComponent(session)}/events?frames=full`);
            source.addEventListener("frame", event => {
                const f = JSON.parse(event.data);
                window.__frames.push({seq: f.seq, time: f.time, animating: f.animating, params: f.params,
                                      state: f.state, received: performance.now()});
            });
            source.addEventListener("open", () => resolve());
            window.__frameSource = source;
        })""", session)


def frames(dashboard):
    return dashboard.page.evaluate("() => window.__frames")


def wait_recorded(dashboard, seq):
    """Until the recorded frames reach `seq`; returns every recorded frame."""
    dashboard.page.wait_for_function(
        "seq => (window.__frames || []).some(f => f.seq >= seq)", arg=seq, timeout=TIMEOUT_MS)
    return frames(dashboard)


def wait_settled_after(dashboard, seq):
    """Until a recorded frame after `seq` is not animating; returns every recorded frame."""
    dashboard.page.wait_for_function(
        "seq => (window.__frames || []).some(f => f.seq > seq && !f.animating)", arg=seq, timeout=TIMEOUT_MS)
    return frames(dashboard)


class InputLog:
    """Every input body the page POSTs, with the seq the server answered."""

    def __init__(self, page):
        self.entries = []
        page.on("requestfinished", self._finished)

    def _finished(self, request):
        if request.method != "POST" or not request.url.endswith("/input"):
            return
        response = request.response()
        self.entries.append({"body": request.post_data_json, "url": request.url,
                             "status": response.status if response else None,
                             "answer": response.json() if response and response.ok else None})

    def events(self, name):
        return [entry for entry in self.entries if entry["body"].get("event") == name]

    def wait_for_event(self, page, name, count=1):
        """Until `count` inputs of event `name` have been answered; returns the last one."""
        for _ in range(TIMEOUT_MS // 50):
            if len(self.events(name)) >= count:
                return self.events(name)[-1]
            page.wait_for_timeout(50)
        raise AssertionError(f"no answered '{name}' input: {self.entries}")

    def wait_for_set(self, page, name):
        """Until an input that sets `name` has been answered; returns the latest such."""
        for _ in range(TIMEOUT_MS // 50):
            answered = [entry for entry in self.entries if name in entry["body"].get("set", {})]
            if answered:
                return answered[-1]
            page.wait_for_timeout(50)
        raise AssertionError(f"no answered input setting '{name}': {self.entries}")


class PostedInputs:
    """Every input body the page starts to POST, answered or not: attach it before the page
    loads, so a test can say the page sent none."""

    def __init__(self, page):
        self.bodies = []
        page.on("request", self._request)

    def _request(self, request):
        if request.method == "POST" and request.url.endswith("/input"):
            self.bodies.append(request.post_data_json)


def screen_centre(dashboard, fraction_y=0.5):
    box = dashboard.page.locator("#screen").bounding_box()
    return box, box["x"] + box["width"] / 2, box["y"] + box["height"] * fraction_y
