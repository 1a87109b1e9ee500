"""Every scene the server offers gets its controls from its own description: switching scenes
in the picker rebuilds the parameter and event controls and draws the new scene."""
import json
import urllib.request

from page.driver import open_dashboard


def test_each_scene_builds_its_own_controls(server, browser, artifacts):
    scenes = json.load(urllib.request.urlopen(server.url + "/api/scenes?device=iphone-x&orientation=portrait"))
    assert len(scenes) >= 1
    dashboard = open_dashboard(browser, server.url + "/?device=iphone-x&orientation=portrait")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        for scene in scenes:
            dashboard.page.select_option("#scene-picker", scene["id"])
            dashboard.page.wait_for_function(
                f"() => new URL(location.href).searchParams.get('scene') === {json.dumps(scene['id'])}", timeout=20000)
            dashboard.page.wait_for_function(
                f"() => document.getElementById('scene-title').textContent === {json.dumps(scene['title'])}")
            shown = dashboard.page.eval_on_selector_all("[data-param]", "nodes => nodes.map(n => n.dataset.param)")
            assert shown == [spec["name"] for spec in scene["parameters"]]
            buttons = dashboard.page.eval_on_selector_all("[data-event]", "nodes => nodes.map(n => n.dataset.event)")
            assert buttons == [event["name"] for event in scene["events"]]
            for spec in scene["parameters"]:
                role = {"number": "slider", "integer": "slider", "choice": "choice", "color": "color"}[spec["kind"]]
                assert dashboard.page.locator(f'[data-param="{spec["name"]}"] [data-role="{role}"]').count() == 1
            dashboard.page.wait_for_function(
                "() => document.getElementById('screen').dataset.seq === "
                "String(JSON.parse(document.querySelector('#frame-info dd[data-frame-key=seq]').dataset.raw))")
            assert dashboard.pixels()["variance"] > 10, scene["id"]
            dashboard.page.screenshot(path=f"{artifacts}/page-scene-{scene['id']}.png")
        assert dashboard.errors == []
    finally:
        dashboard.close()
