"""`motion-preview render --format svg` and the batch render of one state on every device
profile (issue 7, item 6)."""
import json
import os
import xml.etree.ElementTree as ElementTree

from conftest import run_cli

SVG = "{http://www.w3.org/2000/svg}"


def test_single_svg_embeds_font_and_pictures_and_matches_the_server(server, tmp_path):
    # A second in: the article's table has faded in (0.26 s), so its pictures are drawn.
    text = run_cli("render", "--format", "svg", "--scene", "article", "--device", "iphone-x", "--param", "scrollY=-100",
                   "--time", "1")
    root = ElementTree.fromstring(text.encode())
    assert root.tag == f"{SVG}svg" and root.get("width") == "375" and root.get("height") == "812"
    assert "src:url(\"data:font/ttf;base64," in text
    images = root.iter(f"{SVG}image")
    hrefs = [image.get("{http://www.w3.org/1999/xlink}href") for image in images]
    assert hrefs and all(href.startswith("data:image/svg+xml;base64,") for href in hrefs)
    # The same drawing as the server's, apart from where the font and pictures come from.
    import urllib.request
    served = urllib.request.urlopen(
        f"{server.url}/api/frame?scene=article&device=iphone-x&scrollY=-100&time=1&format=svg").read().decode()
    strip = lambda svg: [line for line in svg.replace("><", ">\n<").splitlines() if "@font-face" not in line and "<image" not in line]
    assert strip(text.strip()) == strip(served)


def test_all_devices_writes_one_file_per_profile_with_shared_assets(tmp_path):
    out = tmp_path / "svg"
    report = run_cli("render", "--all-devices", "--out", str(out), "--format", "svg", "--scene", "article", "--param", "scrollY=900")
    devices = json.loads(run_cli("devices"))
    assert f"wrote {len(devices)} of {len(devices)} devices" in report
    for device in devices:
        path = out / f"{device['id']}.svg"
        root = ElementTree.parse(path).getroot()
        assert root.get("width") == str(device["width"]).removesuffix(".0")
        hrefs = [image.get("{http://www.w3.org/1999/xlink}href") for image in root.iter(f"{SVG}image")]
        for href in hrefs:
            assert href.startswith("assets/") and (out / href).is_file(), href
    assert (out / "assets" / "ipag.ttf").stat().st_size > 1_000_000


def test_all_devices_json_is_each_profiles_frame_with_values_clamped(tmp_path):
    out = tmp_path / "json"
    run_cli("render", "--all-devices", "--out", str(out), "--scene", "article", "--param", "scrollY=900")
    for name in ("iphone-se", "ipad-pro-11"):
        written = json.loads((out / f"{name}.json").read_text())
        scenes = json.loads(run_cli("scenes", "--device", name))
        maximum = [p for s in scenes if s["id"] == "article" for p in s["parameters"] if p["name"] == "scrollY"][0]["max"]
        value = min(900, maximum)
        single = run_cli("render", "--scene", "article", "--device", name, "--param", f"scrollY={value}")
        assert written == json.loads(single)
    assert len(os.listdir(out)) == len(json.loads(run_cli("devices")))
