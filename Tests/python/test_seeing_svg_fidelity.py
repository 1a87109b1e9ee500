"""SVG fidelity (issue 7, item 6): for every scene on two profiles, the server's SVG of the
session's frame, rasterised by Chromium, and the page's canvas drawing of the same frame (its
PNG export without the device frame) differ in fewer than 1 % of pixels, anti-aliasing aside.
Both are drawn at the device's own scale; both use IPAGothic and the server's placeholder
pictures."""
import json
import os
import urllib.parse
import urllib.request

import pytest

from page.driver import open_dashboard
from page.seeing import compare_pictures, download, get_json, open_view, rasterise_svg, set_view, wait_scene

PROFILES = ["iphone-se", "iphone-15-pro-max"]
# Shares of each numeric range the parameters are set to (chosen: off the defaults, so headers
# move, transitions are half-way and alphas are between 0 and 1).
POSITION = 0.4


def interesting_params(scene):
    params = {}
    for spec in scene["parameters"]:
        if spec["kind"] not in ("number", "integer"):
            continue
        value = spec["min"] + (spec["max"] - spec["min"]) * POSITION
        step = spec.get("step") or 0
        if spec["kind"] == "integer" or step >= 1:
            value = round(value)
        params[spec["name"]] = round(value, 2)
    return params


def presented_params(server, scene, device):
    """`interesting_params` as the scene presents them when it starts there — what /api/frame
    and a deep link's restore both build. A scene may settle a combination the shares above
    make up (infinite-tabs selects the category its strip offset centres, whatever page was
    asked for), and the page shows the settled values, so those are the ones to wait for."""
    params = interesting_params(scene)
    query = urllib.parse.urlencode({"scene": scene["id"], "device": device, **params})
    with urllib.request.urlopen(f"{server.url}/api/frame?{query}") as response:
        presented = json.load(response)["params"]
    return {name: presented[name] for name in params}


def scenes(server, device):
    return get_json(server, f"/api/scenes?device={device}&orientation=portrait")


def export_and_compare(dashboard, server, browser, artifacts, name):
    """Exports the shown view as PNG and SVG (guides off, no device frame), rasterises the SVG
    at the frame's scale and compares the two; saves all three. Returns (result, png, frame)."""
    for guide in ("safeArea", "bars", "outlines"):
        set_view(dashboard, guide, False)
    box = dashboard.page.locator("input[data-export-frame]")
    if box.is_checked():
        box.click()
    png, _ = download(dashboard, 'button[data-export="png"]')
    svg, svg_url = download(dashboard, 'button[data-export="svg"]')
    assert svg.startswith(b"<?xml") and b"<svg" in svg[:400]
    frame = get_json(server, "/api/sessions/default/frame")
    width, height = frame["size"]
    picture = rasterise_svg(browser, svg_url, width, height, frame["scale"])
    result = compare_pictures(dashboard.page, png, picture)
    assert "error" not in result, result
    for suffix, data in (("canvas.png", png), ("svg.png", picture), ("svg", svg)):
        with open(f"{artifacts}/{name}-{suffix}", "wb") as handle:
            handle.write(data)
    return result, png, frame, svg


@pytest.mark.parametrize("device", PROFILES)
def test_svg_matches_canvas_for_every_scene(server, browser, artifacts, device):
    results = {}
    for scene in scenes(server, device):
        params = presented_params(server, scene, device)
        dashboard = open_view(browser, server, scene["id"], device, params)
        try:
            result, png, frame, _ = export_and_compare(
                dashboard, server, browser, artifacts, f"svg-fidelity-{scene['id']}-{device}")
            width, height = frame["size"]
            results[scene["id"]] = result["fraction"]
            if scene["id"] == "article":
                # The comparison can fail: another scroll offset's SVG is far from this canvas.
                other = f"{server.url}/api/frame?scene=article&device={device}&scrollY=-200&format=svg"
                control = compare_pictures(dashboard.page, png, rasterise_svg(browser, other, width, height, frame["scale"]))
                assert control["fraction"] > 0.05, control
        finally:
            dashboard.close()
    print(f"\nSVG vs canvas, share of differing pixels on {device}:", {k: f"{v:.4%}" for k, v in results.items()})
    for scene_id, fraction in results.items():
        assert fraction < 0.01, f"{scene_id} on {device}: {fraction:.3%} of pixels differ"
    assert len(results) >= 5


# The page-view variant of page-tabs curls its pages with path nodes (docs/protocol-notes.md,
# "Path nodes"): a quarter, half and three quarters of the turn from page 3 to page 4.
CURL_FRACTIONS = [0.25, 0.5, 0.75]


@pytest.mark.parametrize("device", PROFILES)
def test_svg_matches_canvas_for_page_curl(server, browser, artifacts, device):
    width = get_json(server, f"/api/frame?scene=page-tabs&device={device}")["size"][0]
    results = {}
    for fraction in CURL_FRACTIONS:
        params = {"pageX": round((2 + fraction) * width, 2)}
        # open_view waits on numeric parameters only, so the variant rides in the address.
        query = urllib.parse.urlencode({"scene": "page-tabs", "device": device, "orientation": "portrait", "variant": "pageView", **params})
        dashboard = open_dashboard(browser, f"{server.url}/?{query}", width=1400, height=900, scale=1)
        try:
            dashboard.wait_status("live")
            wait_scene(dashboard, "page-tabs", device, params)
            result, png, frame, svg = export_and_compare(
                dashboard, server, browser, artifacts, f"svg-fidelity-page-curl-{fraction}-{device}")
            assert b"<polygon" in svg, "the curl is drawn with polygons"
            assert frame["params"]["variant"] == "pageView"
            w, h = frame["size"]
            results[fraction] = result["fraction"]
            # The comparison can fail: the flat page (no curl) is far from this canvas.
            flat = f"{server.url}/api/frame?scene=page-tabs&device={device}&variant=pageView&pageX={2 * width}&format=svg"
            control = compare_pictures(dashboard.page, png, rasterise_svg(browser, flat, w, h, frame["scale"]))
            assert control["fraction"] > 0.05, control
        finally:
            dashboard.close()
    print(f"\nPage curl SVG vs canvas on {device}:", {k: f"{v:.4%}" for k, v in results.items()})
    for fraction, share in results.items():
        assert share < 0.01, f"curl at {fraction} on {device}: {share:.3%} of pixels differ"
