"""`motion-preview new` writes a package that depends on this checkout, builds, passes its own
test, renders its scene and serves the dashboard from any folder."""
import json
import os
import subprocess
import urllib.request

from conftest import BIN, Server
from page.driver import open_dashboard


def binary(package):
    return str(package / ".build" / "debug" / "MyScenes")


def run(package, *args, cwd="/"):
    result = subprocess.run([binary(package), *args], capture_output=True, text=True, timeout=60, cwd=cwd)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_new_refuses_a_folder_that_holds_something(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    result = subprocess.run([BIN, "new", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "already exists and is not empty" in result.stderr
    assert os.listdir(tmp_path) == ["notes.txt"]


def test_the_new_package_passes_its_own_test(new_package):
    result = subprocess.run(
        ["swift", "test", "--skip-build", "--package-path", str(new_package)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    assert "Suite FadingBarSceneTests passed" in result.stdout + result.stderr


def test_render_prints_a_frame_of_the_new_scene(new_package):
    scenes = json.loads(run(new_package, "scenes"))
    assert [scene["id"] for scene in scenes] == ["fading-bar"]
    frame = json.loads(run(new_package, "render", "--scene", "fading-bar", "--param", "scrollY=60"))
    assert frame["state"]["barAlpha"] == 0.5
    bar = next(node for node in frame["nodes"] if node["id"] == "bar")
    assert bar["fill"] == "#76b6e2"
    tuned = json.loads(run(new_package, "render", "--scene", "fading-bar", "--param", "scrollY=60",
                           "--param", "tuning.fadeDistance=240"))
    assert tuned["state"]["barAlpha"] == 0.25


def test_the_new_package_serves_the_dashboard_from_anywhere(new_package, browser, artifacts):
    server = Server(binary=binary(new_package), cwd="/").start()
    try:
        assert "<canvas" in urllib.request.urlopen(server.url + "/").read().decode()
        dashboard = open_dashboard(browser, server.url + "/")
        try:
            dashboard.wait_status("live")
            dashboard.wait_drawn()
            dashboard.set_number("scrollY", 120)
            dashboard.wait_state("barAlpha", "v === 1")
            dashboard.page.screenshot(path=f"{artifacts}/new-package.png")
            assert dashboard.errors == []
        finally:
            dashboard.close()
    finally:
        server.stop()
