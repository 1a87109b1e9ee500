"""`dev` on a package written by `new`: a saved colour reaches every open page at the scroll
offset it showed; a broken save shows the compiler's file:line in every page while the old
server keeps serving; the mended save clears it — and, since it also renames a tunable, the
page keeps the offset and says it dropped the old name."""
import subprocess

from page.dev_process import DevProcess
from page.driver import open_dashboard

BAR = "#76b6e2"
NEW_BAR = "#d0452f"
# A debug rebuild on a busy 2-core machine can take minutes; the waits are for events, not delays.
BUILD_MS = 600_000

PIXEL_JS = """([x, y]) => {
    const canvas = document.getElementById("screen");
    const size = document.querySelector('#frame-info dd[data-frame-key="size"]');
    if (!size || !canvas.width) return null;
    const scale = canvas.width / JSON.parse(size.dataset.raw)[0];
    return Array.from(canvas.getContext("2d").getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data);
}"""


def bar_pixel(dashboard):
    # Left of the centred title, inside the 88-pt bar of an iPhone X.
    return dashboard.page.evaluate(PIXEL_JS, [30, 60])


def wait_bar_red(dashboard):
    dashboard.page.wait_for_function(
        f"() => {{ const p = ({PIXEL_JS})([30, 60]); return p && p[0] > 180 && p[2] < 100; }}", timeout=BUILD_MS)


def scroll_field(dashboard):
    return dashboard.page.input_value('[data-param="scrollY"] input[data-role="number"]')


def test_a_save_reloads_every_page_in_place(new_package, browser, artifacts, tmp_path):
    scene = new_package / "Sources" / "MyScenes" / "FadingBarScene.swift"
    original = scene.read_text()
    assert BAR in original
    # Every server dev starts stores sessions in the same folder, so each restores the page's session.
    dev = DevProcess(
        str(new_package / ".build" / "debug" / "MyScenes"), str(new_package), ["--data", str(tmp_path / "data")]).start()
    pages = []
    try:
        for _ in range(2):
            page = open_dashboard(browser, dev.url + "/?scrollY=300&tuning.fadeDistance=240")
            pages.append(page)
            page.wait_drawn()
            page.wait_state("barAlpha", "v === 1")
        first = pages[0]
        blue = bar_pixel(first)
        assert abs(blue[0] - 0x76) < 8 and abs(blue[2] - 0xe2) < 8, blue

        recoloured = original.replace(BAR, NEW_BAR)
        scene.write_text(recoloured)
        for page in pages:
            wait_bar_red(page)
            page.wait_state("barAlpha", "v === 1")
            assert scroll_field(page) == "300"
        first.page.wait_for_selector("#dev-build[data-save-to-frame-ms]", timeout=BUILD_MS)
        first.page.screenshot(path=f"{artifacts}/dev-reloaded.png")

        lines = recoloured.split("\n")
        broken_line = next(number for number, text in enumerate(lines, 1) if "let barHeight =" in text)
        lines[broken_line - 1] = lines[broken_line - 1].replace("let barHeight =", "let barHeight: Int =")
        scene.write_text("\n".join(lines))
        for page in pages:
            page.page.wait_for_selector("#dev-errors:not([hidden])", timeout=BUILD_MS)
            assert f"Sources/MyScenes/FadingBarScene.swift:{broken_line}:" in page.page.inner_text("#dev-errors ol")
        first.page.screenshot(path=f"{artifacts}/dev-build-failed.png")
        # The last good build still serves: the page is live and still red at the same offset.
        first.wait_status("live")
        wait_bar_red(first)
        assert scroll_field(first) == "300"

        scene.write_text(recoloured.replace("fadeDistance", "fadeLength"))
        for page in pages:
            page.page.wait_for_selector("#dev-errors", state="hidden", timeout=BUILD_MS)
            wait_bar_red(page)
            page.page.wait_for_function(
                "() => document.getElementById('messages').innerText.includes("
                "'fading-bar no longer takes tuning.fadeDistance; dropped')", timeout=BUILD_MS)
            assert scroll_field(page) == "300"
            # (Connection errors while the server swaps are expected console noise; no page errors.)
            assert not [error for error in page.errors if "ERR_CONNECTION" not in error and "Failed to load" not in error]
    finally:
        for page in pages:
            page.close()
        dev.stop()
        print(dev.output())
        # The package is shared with test_new_package: leave it built as `new` wrote it.
        scene.write_text(original)
        subprocess.run(["swift", "build", "--package-path", str(new_package), "--product", "MyScenes"],
                       capture_output=True, timeout=1800, check=True)
