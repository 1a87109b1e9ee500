"""A package outside this one depends on MotionPreview by path, declares one scene and serves
it: the products are usable from outside, and the dashboard is found without running from
this repository."""
import json
import os
import shutil
import subprocess
import urllib.request

import pytest

from conftest import ROOT, Server
from page.driver import open_dashboard

FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "ExternalScenes")


def repository_files():
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [name for name in listed.stdout.decode().split("\0") if name and os.path.isfile(os.path.join(ROOT, name))]


@pytest.fixture(scope="module")
def external_binary(tmp_path_factory):
    """Copies the repository as `MotionPreview` beside the fixture package, as a user's checkout
    would sit, and builds the fixture (a first build of everything: a few minutes)."""
    work = tmp_path_factory.mktemp("user")
    for name in repository_files():
        target = work / "MotionPreview" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(os.path.join(ROOT, name), target)
    package = work / "ExternalScenes"
    shutil.copytree(FIXTURE, package)
    build = subprocess.run(["swift", "build", "--package-path", str(package)], capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    return str(package / ".build" / "debug" / "ExternalScenes"), work


def run(binary, *args, cwd):
    result = subprocess.run([binary, *args], capture_output=True, text=True, timeout=60, cwd=cwd)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_users_scene_is_the_catalog(external_binary):
    binary, work = external_binary
    scenes = json.loads(run(binary, "scenes", cwd=work))
    assert [scene["id"] for scene in scenes] == ["fading-bar"]
    parameters = {spec["name"]: spec for spec in scenes[0]["parameters"]}
    assert parameters["scrollY"]["axis"] == "y"
    assert parameters["tuning.fadeDistance"]["group"] == "tuning"
    frame = json.loads(run(binary, "render", "--scene", "fading-bar", "--param", "scrollY=60", cwd=work))
    assert frame["state"]["barAlpha"] == 0.5
    tuned = json.loads(run(
        binary, "render", "--scene", "fading-bar", "--param", "scrollY=60", "--param", "tuning.fadeDistance=240", cwd=work))
    assert tuned["state"]["barAlpha"] == 0.25


def test_the_users_executable_serves_the_dashboard_from_anywhere(external_binary, browser, artifacts):
    binary, work = external_binary
    server = Server(binary=binary, cwd="/").start()
    try:
        page = urllib.request.urlopen(server.url + "/").read().decode()
        assert "<canvas" in page
        dashboard = open_dashboard(browser, server.url + "/")
        try:
            dashboard.wait_status("live")
            dashboard.wait_drawn()
            dashboard.set_number("scrollY", 120)
            dashboard.wait_state("barAlpha", "v === 1")
            dashboard.page.screenshot(path=f"{artifacts}/external-package.png")
            assert dashboard.errors == []
        finally:
            dashboard.close()
    finally:
        server.stop()
