"""Tunables: a designer changes one in the Tuning panel, every viewer's frame follows, the
address carries it, and "Copy as Swift" gives an expression that compiles against the
scenes' module."""
import json
import os
import shutil
import subprocess
import urllib.request

from conftest import BIN, ROOT
from page.driver import TIMEOUT_MS, open_dashboard

NAME = "tuning.pressedScale"


def post_event(server, body):
    token = json.load(urllib.request.urlopen(server.url + "/api/sessions/default/token"))["controlToken"]
    request = urllib.request.Request(
        server.url + "/api/sessions/default/input", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    urllib.request.urlopen(request).read()


def field_value(dashboard, name):
    return dashboard.page.locator(f'[data-param="{name}"] input[data-role="number"]').input_value()


def typecheck(source, tmp_path):
    """Type-checks `source` against the built modules the binary was linked from."""
    modules = os.path.join(os.path.dirname(BIN), "Modules")
    path = tmp_path / "tuned.swift"
    path.write_text(source)
    harfbuzz = subprocess.run(["pkg-config", "--cflags-only-I", "harfbuzz"], capture_output=True, text=True).stdout.split()
    command = [shutil.which("swiftc") or "swiftc", "-typecheck", "-I", modules, "-I", os.path.join(ROOT, "Sources", "CHarfBuzz")]
    for flag in harfbuzz:
        command += ["-Xcc", flag]
    return subprocess.run(command + [str(path)], capture_output=True, text=True, timeout=120)


def test_tunable_reaches_every_viewer_the_address_and_swift(server, browser, artifacts, tmp_path):
    designer = open_dashboard(browser, server.url + "/")
    watcher = open_dashboard(browser, server.url + "/")
    try:
        for page in (designer, watcher):
            page.wait_status("live")
            page.wait_drawn()
        designer.wait_control()
        section = designer.page.locator("#tuning-section")
        assert section.is_visible(), "article has tunables: the Tuning panel shows"
        assert field_value(designer, NAME) == "0.94"

        designer.set_number(NAME, 0.8)
        watcher.page.wait_for_function(
            "name => document.querySelector(`[data-param=\"${name}\"] input[data-role=number]`).value === '0.8'",
            arg=NAME, timeout=TIMEOUT_MS)
        designer.page.wait_for_function("() => location.search.includes('tuning.pressedScale=0.8')", timeout=TIMEOUT_MS)

        # The tuned value is what the scene runs with, for everyone: press the story button.
        post_event(server, {"event": "pressStory", "args": {"phase": "down"}})
        for page in (designer, watcher):
            page.wait_state("storyButtonScale", "v === 0.8")

        designer.page.click("#tuning-copy")
        designer.page.wait_for_function("() => document.querySelector('#tuning-swift').value !== ''", timeout=TIMEOUT_MS)
        literal = designer.page.input_value("#tuning-swift")
        assert literal == "ArticleScene.Tuning().with { $0.pressedScale = 0.8 }"
        section.screenshot(path=f"{artifacts}/tuning-panel.png")
        assert designer.errors == [] and watcher.errors == []
    finally:
        designer.close()
        watcher.close()

    compiled = typecheck(f"import StandardScenes\nlet tuning: ArticleScene.Tuning = {literal}\n", tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    # The check can fail: a literal of the wrong type does not compile.
    wrong = typecheck("import StandardScenes\nlet tuning = ArticleScene.Tuning().with { $0.pressedScale = \"x\" }\n", tmp_path)
    assert wrong.returncode != 0


def test_opening_the_address_restores_the_tuning(server, browser):
    dashboard = open_dashboard(browser, server.url + "/?scene=article&device=iphone-x&tuning.pressDurationSeconds=0.5")
    try:
        dashboard.wait_status("live")
        dashboard.page.wait_for_function(
            "() => document.querySelector('[data-param=\"tuning.pressDurationSeconds\"] input[data-role=number]').value === '0.5'",
            timeout=TIMEOUT_MS)
        tuning = json.load(urllib.request.urlopen(server.url + "/api/sessions/default/tuning"))
        assert tuning["swift"] == "ArticleScene.Tuning().with { $0.pressDurationSeconds = 0.5 }"
        assert tuning["values"]["pressDurationSeconds"] == 0.5
    finally:
        dashboard.close()
