"""Dragging the device screen moves the value the scene's gesture names (`gestures` in its
description), the way a finger scrolls; releasing sends the scene's `release` event."""
import json
import urllib.request

from page.driver import open_dashboard


def draggable_scene(server):
    """The first scene whose description names a gesture (`gestures`: the value a finger moves
    and along which axis), with that value's parameter; the server decides, the test reads it."""
    scenes = json.load(urllib.request.urlopen(server.url + "/api/scenes?device=iphone-x&orientation=portrait"))
    for scene in scenes:
        for gesture in scene.get("gestures", []):
            spec = next(spec for spec in scene["parameters"] if spec["name"] == gesture["parameter"])
            return scene, {**spec, "axis": gesture["axis"]}
    return None, None


def test_dragging_the_screen_moves_the_offset(server, browser):
    scene, spec = draggable_scene(server)
    # The standard scenes have several (article's scrollY, tab-menu's pageX…): none is a fault.
    assert scene is not None, "no scene on this server describes a gesture"
    dashboard = open_dashboard(browser, f"{server.url}/?scene={scene['id']}&device=iphone-x&orientation=portrait")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        number = dashboard.page.locator(f'[data-param="{spec["name"]}"] input[data-role="number"]')
        dashboard.page.wait_for_function(
            "() => new URL(location.href).searchParams.get('scene') === " + json.dumps(scene["id"]), timeout=20000)
        before = float(number.input_value())
        box = dashboard.page.locator("#screen").bounding_box()
        centre_x = box["x"] + box["width"] / 2
        centre_y = box["y"] + box["height"] / 2
        # A drag of a quarter of the screen, finger moving up (or left): the content follows
        # the finger, so the offset grows; a fling after release only adds to it.
        mouse = dashboard.page.mouse
        mouse.move(centre_x, centre_y)
        mouse.down()
        if spec["axis"] == "y":
            mouse.move(centre_x, centre_y - box["height"] / 4, steps=20)
        else:
            mouse.move(centre_x - box["width"] / 4, centre_y, steps=20)
        mouse.up()
        dashboard.page.wait_for_function(
            f"() => Number(document.querySelector('[data-param={spec['name']}] input[data-role=number]').value) > {before + 20}",
            timeout=20000)
        assert dashboard.errors == []
    finally:
        dashboard.close()
