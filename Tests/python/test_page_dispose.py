"""Every page module that listens to something it did not create (the page's canvas, `window`,
`document`, placeholder loads) releases it on `dispose()` (docs/architecture.md, "The page"):
of two instances on the same target, the disposed one hears nothing more while the other still
does — so the trigger is shown to reach listeners, and the test cannot pass by firing nothing."""
import pytest

from page.driver import TIMEOUT_MS

# Fires once a placeholder picture not loaded before has loaded; listeners run in the order they
# were added, so by then the modules' own listeners have run.
PLACEHOLDER_LOADED = """await new Promise(loaded => {
        const stop = placeholder.onPlaceholderLoaded(() => { stop(); loaded(); });
        placeholder.placeholderImage("forest-2");
    });"""

CASES = [
    # module, one instance, the method its listener calls, what fires the listener
    ("filmstrip.js", 'new m.Filmstrip(document.createElement("div"), () => {}, () => {})', "paintAll",
     PLACEHOLDER_LOADED),
    ("stage.js", "new m.Stage(canvas, document.body)", "invalidate", PLACEHOLDER_LOADED),
    ("parameter-panel.js", 'new m.ParameterPanel(document.createElement("div"), () => {})', "endDrag",
     'window.dispatchEvent(new PointerEvent("pointerup"));'),
    ("timeline.js", 'new m.Timeline(document.createElement("div"), () => {})', "shortcut",
     'document.body.dispatchEvent(new KeyboardEvent("keydown", {key: "k", bubbles: true}));'),
    ("canvas-drag.js", "new m.CanvasDrag(canvas, () => 1, () => 0, () => {})", "down",
     'canvas.dispatchEvent(new PointerEvent("pointerdown"));'),
    ("canvas-keys.js", "new m.CanvasKeys(canvas, () => 0, () => 100, () => {})", "keydown",
     'canvas.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowDown"}));'),
    ("canvas-wheel.js", "new m.CanvasWheel(canvas, () => 0, () => {})", "wheel",
     'canvas.dispatchEvent(new WheelEvent("wheel", {deltaY: 10}));'),
    ("node-hover.js", 'new m.NodeHover({canvas, view: {}, frame: null}, document.createElement("div"))', "move",
     'canvas.dispatchEvent(new PointerEvent("pointermove"));'),
]

SCRIPT = """async () => {{
    const m = await import("/js/{module}");
    const placeholder = await import("/js/placeholder.js");
    const canvas = document.body.appendChild(document.createElement("canvas"));
    const make = () => {make};
    const kept = make();
    const disposed = make();
    const calls = {{kept: 0, disposed: 0}};
    kept.{method} = () => {{ calls.kept += 1; }};
    disposed.{method} = () => {{ calls.disposed += 1; }};
    disposed.dispose();
    {fire}
    return calls;
}}"""


@pytest.mark.parametrize("module, make, method, fire", CASES, ids=[case[0] for case in CASES])
def test_a_disposed_module_hears_nothing_more(server, browser, module, make, method, fire):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        # A page of the server's origin without the dashboard: only the instances made here listen.
        page.goto(server.url + "/healthz")
        calls = page.evaluate(SCRIPT.format(module=module, make=make, method=method, fire=fire))
        assert calls["kept"] >= 1, f"the trigger never reached {module}'s listener"
        assert calls["disposed"] == 0, f"{module} still listens after dispose()"
    finally:
        context.close()
