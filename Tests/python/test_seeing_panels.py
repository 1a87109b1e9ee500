"""Seeing motion (issue 7): a plot's marker sits at the current value and follows it; a
filmstrip click moves the session; side by side shows two devices whose states are each
profile's own computation; the metrics overlay reports frames, server times and latency."""
import json

from page.seeing import get_json, open_view, post_json, set_view, wait_scene

MARKER_JS = """
() => {
  const canvas = document.querySelector('canvas[data-plot="chart"]');
  const ctx = canvas.getContext("2d");
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  // The marker's colour (#ff2d55); its dashed line is thin, the dot is the heaviest blob.
  let sumX = 0, sumY = 0, count = 0;
  const rows = new Map();
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - 255) < 8 && Math.abs(data[i + 1] - 45) < 30 && Math.abs(data[i + 2] - 85) < 30 && data[i + 3] > 200) {
      const p = i / 4, x = p % canvas.width, y = Math.floor(p / canvas.width);
      rows.set(y, (rows.get(y) || 0) + 1);
      sumX += x; count += 1;
    }
  }
  // The dot: rows with more marker pixels than the dashed line's one or two; their centroid.
  let rowSum = 0, rowCount = 0;
  for (const [row, n] of rows) if (n > 3) { rowSum += row * n; rowCount += n; }
  const bestRow = rowSum / rowCount;
  const ratio = canvas.width / canvas.clientWidth;
  const d = canvas.dataset;
  return {count, x: (sumX / count + 0.5) / ratio, y: (bestRow + 0.5) / ratio,
          xMin: +d.xMin, xMax: +d.xMax, yMin: +d.yMin, yMax: +d.yMax,
          left: +d.left, top: +d.top, width: +d.width, height: +d.height, samples: +d.samples,
          markerX: d.markerX, markerY: d.markerY, ratio};
}
"""


def marker_value(dashboard):
    m = dashboard.page.evaluate(MARKER_JS)
    assert m["count"] > 20, m
    x = m["xMin"] + (m["x"] - m["left"]) / m["width"] * (m["xMax"] - m["xMin"])
    y = m["yMin"] + (m["top"] + m["height"] - m["y"]) / m["height"] * (m["yMax"] - m["yMin"])
    # One CSS pixel of the plot, in each axis's units: how close the drawing can be read back.
    pixel = ((m["xMax"] - m["xMin"]) / m["width"], (m["yMax"] - m["yMin"]) / m["height"])
    return x, y, pixel, m


def choose_plot(dashboard, y, x):
    dashboard.page.select_option('select[data-plot="y"]', y)
    dashboard.page.select_option('select[data-plot="x"]', x)
    dashboard.page.wait_for_function(
        "([y, x]) => { const c = document.querySelector('canvas[data-plot=chart]');"
        " return c.dataset.y === y && c.dataset.x === x && Number(c.dataset.samples) > 10 && c.dataset.markerX !== ''; }",
        arg=[y, x])


def test_plot_marker_sits_at_the_current_value_and_moves_with_it(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", "iphone-x", {"scrollY": 60})
    try:
        choose_plot(dashboard, "navAlpha", "scrollY")
        for scroll in (60, 120):
            if scroll != 60:
                dashboard.set_number("scrollY", scroll)
                wait_scene(dashboard, "article", "iphone-x", {"scrollY": scroll})
                dashboard.page.wait_for_function(
                    f"() => Number(document.querySelector('canvas[data-plot=chart]').dataset.markerX) === {scroll}")
            state = dashboard.state()
            x, y, (px, py), _ = marker_value(dashboard)
            assert abs(x - scroll) <= 1.5 * px, (x, scroll, px)
            assert abs(y - state["navAlpha"]) <= 1.5 * py, (y, state["navAlpha"], py)
            dashboard.page.locator("#plot").screenshot(path=f"{artifacts}/seeing-plot-scroll{scroll}.png")
        # The curve is the server's: the sweep it plots answers navAlpha at each scrollY.
        sweep = post_json(server, "/api/frames", {"scene": "article", "device": "iphone-x",
                                                   "sweep": {"name": "scrollY", "count": 81}, "include": ["state"]})
        assert len(sweep["frames"]) == int(dashboard.page.get_attribute('canvas[data-plot="chart"]', "data-samples"))
    finally:
        dashboard.close()


def test_transition_time_plot_draws_the_timing_curve(server, browser, artifacts):
    dashboard = open_view(browser, server, "push-transition", "iphone-se", {"time": 0.12})
    try:
        choose_plot(dashboard, "easedProgress", "time")
        x, y, (px, py), m = marker_value(dashboard)
        assert abs(x - 0.12) <= 1.5 * px
        assert abs(y - dashboard.state()["easedProgress"]) <= 1.5 * py
        # Ease-in-out from 0 to 1 over the range: the samples span it.
        assert m["yMin"] < 0 < 1 < m["yMax"]
        dashboard.page.locator("#plot").screenshot(path=f"{artifacts}/seeing-plot-timing-curve.png")
        # Against session time: play the transition and plot what the session's scene does next.
        dashboard.page.select_option('select[data-plot="x"]', "@time")
        dashboard.page.click('button[data-event="play"]')
        dashboard.page.wait_for_function(
            "() => document.querySelector('canvas[data-plot=chart]').dataset.x === '@time'"
            " && Number(document.querySelector('canvas[data-plot=chart]').dataset.samples) > 10")
        dashboard.page.locator("#plot").screenshot(path=f"{artifacts}/seeing-plot-session-time.png")
    finally:
        dashboard.close()


def test_filmstrip_click_moves_the_session(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", "iphone-se", {"scrollY": 0})
    try:
        dashboard.page.wait_for_function("() => document.querySelectorAll('.film-frame').length === 7")
        dashboard.page.wait_for_function(
            "() => { const row = document.querySelector('[data-film=row]');"
            " return row.dataset.filmParam === 'scrollY' && row.dataset.device === 'iphone-se'; }")
        buttons = dashboard.page.locator(".film-frame")
        values = [float(buttons.nth(i).get_attribute("data-value")) for i in range(7)]
        spec = [s for s in get_json(server, "/api/scenes?device=iphone-se&orientation=portrait") if s["id"] == "article"][0]
        scroll = [p for p in spec["parameters"] if p["name"] == "scrollY"][0]
        step = (scroll["max"] - scroll["min"]) / 6
        assert all(abs(v - (scroll["min"] + i * step)) < 1e-6 for i, v in enumerate(values)), values
        dashboard.page.locator("#filmstrip").screenshot(path=f"{artifacts}/seeing-filmstrip.png")
        buttons.nth(4).click()
        dashboard.page.wait_for_function(
            f"() => Math.abs(Number(new URLSearchParams(location.search).get('scrollY')) - {values[4]}) < 1e-6")
        session = get_json(server, "/api/sessions/default/frame")
        assert abs(session["params"]["scrollY"] - values[4]) < 1e-9
        dashboard.page.wait_for_function("() => document.querySelectorAll('.film-frame')[4].getAttribute('aria-current') === 'true'")
    finally:
        dashboard.close()


def test_side_by_side_shows_each_profiles_own_state(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", "iphone-se", {"scrollY": 150}, width=1600, height=950)
    try:
        dashboard.page.select_option("select[data-compare-picker]", "iphone-15-pro-max")
        dashboard.page.click("button[data-compare-add]")
        view = 'canvas[data-compare="iphone-15-pro-max"]'
        dashboard.page.wait_for_function(f"() => document.querySelector('{view}') && document.querySelector('{view}').dataset.state")
        dashboard.page.wait_for_function(f"() => document.querySelector('{view}').dataset.imagesPending === '0'")
        other = json.loads(dashboard.page.get_attribute(view, "data-state"))
        time = json.loads(dashboard.page.get_attribute(view, "data-time"))
        expected_other = get_json(
            server, f"/api/frame?scene=article&device=iphone-15-pro-max&orientation=portrait&scrollY=150&time={time}")
        assert other == expected_other["state"]
        # At the time of the frame shown: the table fades in and the counters run on the session clock.
        shown_time = dashboard.frame_info()["time"]
        shown = dashboard.state()
        expected_main = get_json(
            server, f"/api/frame?scene=article&device=iphone-se&orientation=portrait&scrollY=150&time={shown_time}")
        for key, value in expected_main["state"].items():
            if key not in ("viewsShown", "likesShown"):  # counters run on the session clock
                assert shown[key] == value, key
        # Two profiles, two computations: the header's hidden height differs between them.
        assert other["navInvisibleHeight"] != shown["navInvisibleHeight"]
        # Moving the session moves the other device too.
        dashboard.set_number("scrollY", 40)
        dashboard.page.wait_for_function(f"() => JSON.parse(document.querySelector('{view}').dataset.params).scrollY === 40")
        # Each view draws what it was given on the next animation frame; then its pictures load.
        dashboard.page.evaluate("() => new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn)))")
        dashboard.page.wait_for_function(f"() => document.querySelector('{view}').dataset.imagesPending === '0'")
        dashboard.page.locator("#stage-fit").screenshot(path=f"{artifacts}/seeing-side-by-side.png")
        assert not dashboard.errors, dashboard.errors
    finally:
        dashboard.close()


def test_metrics_overlay_reports_rate_server_times_latency_and_skips(server, browser, artifacts):
    dashboard = open_view(browser, server, "article", "iphone-x", {"scrollY": 0})
    try:
        overlay = dashboard.page.locator("#metrics")
        assert overlay.is_hidden()
        set_view(dashboard, "metrics", True)
        assert overlay.is_visible()
        dashboard.drag_slider("scrollY", 400)
        dashboard.page.wait_for_function(
            "() => /latency \\d+ ms/.test(document.querySelector('[data-metric=latency]').textContent)")
        text = {row.get_attribute("data-metric"): row.inner_text() for row in overlay.locator("[data-metric]").all()}
        assert set(text) == {"fps", "compute", "encode", "latency", "skipped"}
        assert text["compute"].endswith(" ms") and text["encode"].endswith(" ms")
        assert int(text["skipped"].split()[1]) >= 0
        dashboard.page.locator(".stage").screenshot(path=f"{artifacts}/seeing-metrics.png")
        set_view(dashboard, "metrics", False)
        assert overlay.is_hidden()
    finally:
        dashboard.close()


def test_a_removed_compare_view_stops_drawing(server, browser):
    """Issue 16: a removed view lets go of its resize observer and picture listener; before, it
    kept drawing (its observer fires when it leaves the page, and on every picture that loads)."""
    dashboard = open_view(browser, server, "article", "iphone-se", {"scrollY": 0}, width=1600, height=950)
    try:
        dashboard.page.select_option("select[data-compare-picker]", "iphone-x")
        dashboard.page.click("button[data-compare-add]")
        view = 'canvas[data-compare="iphone-x"]'
        dashboard.page.wait_for_function(
            f"() => document.querySelector('{view}') && document.querySelector('{view}').dataset.imagesPending === '0'")
        dashboard.page.evaluate(f"() => {{ window.removedView = document.querySelector('{view}'); }}")
        before = dashboard.page.evaluate("() => Number(window.removedView.dataset.draws)")
        main_before = dashboard.page.evaluate("() => Number(document.getElementById('screen').dataset.draws)")
        dashboard.page.locator('[data-compare-device="iphone-x"] .compare-remove').dispatch_event("click")
        dashboard.page.wait_for_function(f"() => !document.querySelector('{view}')")
        # Counted events, not a pause: the main screen redraws after a resize and after a scene
        # whose pictures are new to the page has loaded them.
        dashboard.page.set_viewport_size({"width": 1500, "height": 900})
        dashboard.page.wait_for_function(
            f"() => Number(document.getElementById('screen').dataset.draws) > {main_before}")
        wait_scene_change = "() => new URLSearchParams(location.search).get('scene') === 'parallax-list'"
        dashboard.page.select_option("#scene-picker", "parallax-list")
        dashboard.page.wait_for_function(wait_scene_change)
        dashboard.page.wait_for_function("() => document.getElementById('screen').dataset.imagesPending === '0'")
        assert dashboard.page.evaluate("() => Number(window.removedView.dataset.draws)") == before
    finally:
        dashboard.close()


def test_a_scene_with_nothing_to_sweep_or_plot_shows_none_of_the_last_scenes(server, browser, artifacts):
    """template-tint has no numeric parameter and no number in its state: after a switch from the
    article, its filmstrip and plot must be empty, not the article's thumbnails and curve."""
    dashboard = open_view(browser, server, "article", "iphone-x", {"scrollY": 60})
    try:
        dashboard.page.wait_for_function("() => document.querySelectorAll('.film-frame').length === 7")
        dashboard.page.wait_for_function("() => Number(document.querySelector('canvas[data-plot=chart]').dataset.samples) > 10")
        dashboard.page.select_option("#scene-picker", "template-tint")
        wait_scene(dashboard, "template-tint", "iphone-x", {})
        dashboard.page.wait_for_function(
            "() => document.querySelectorAll('.film-frame').length === 0"
            " && document.querySelector('canvas[data-plot=chart]').dataset.samples === '0'"
            " && document.querySelector('[data-plot=note]').textContent.includes('no number to plot')")
        dashboard.page.locator("#plot").screenshot(path=f"{artifacts}/seeing-plot-nothing-to-plot.png")
        # Back to a scene with numbers: its strip and curve come again.
        dashboard.page.select_option("#scene-picker", "article")
        dashboard.page.wait_for_function(
            "() => document.querySelectorAll('.film-frame').length === 7"
            " && Number(document.querySelector('canvas[data-plot=chart]').dataset.samples) > 10")
    finally:
        dashboard.close()


THUMB_ROWS_JS = """
() => [...document.querySelectorAll('.film-frame canvas')].map((canvas) => {
  // Below the navigation bar and tabs, where parallax-list's rows are: luminance spread.
  const ctx = canvas.getContext("2d");
  const top = Math.round(canvas.height * 0.25);
  const data = ctx.getImageData(0, top, canvas.width, Math.round(canvas.height * 0.7)).data;
  let sum = 0, sumSq = 0, n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const l = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
    sum += l; sumSq += l * l; n += 1;
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
})
"""


def test_a_list_that_fades_its_rows_in_shows_them_in_its_filmstrip(server, browser, artifacts):
    """parallax-list fades each row in after its scene is built. The thumbnails are fresh scenes
    drawn at the session's time, so they show the rows as the session does; drawn at time 0
    they were blank white below the tabs."""
    dashboard = open_view(browser, server, "parallax-list", "iphone-x", {"scrollY": 0})
    try:
        dashboard.page.wait_for_function(
            "() => document.querySelectorAll('.film-frame').length === 7"
            " && document.querySelector('[data-film=row]').dataset.filmParam === 'scrollY'")
        # Until the session has settled and the strip drawn after it, which shows the rows whatever
        # time the first strip was asked for.
        dashboard.page.wait_for_function(
            "() => document.querySelector('#frame-info dd[data-frame-key=animating]').dataset.raw === 'false'")
        dashboard.page.wait_for_function(f"() => ({THUMB_ROWS_JS})().every((spread) => spread > 200)")
        dashboard.page.locator("#filmstrip").screenshot(path=f"{artifacts}/seeing-filmstrip-parallax.png")
        # The plot's sweep is drawn at the session's time too ("other parameters as now").
        dashboard.page.select_option('select[data-plot="x"]', "@time")
        with dashboard.page.expect_request(lambda r: r.url.endswith("/api/frames") and '"count":81' in (r.post_data or "")) as asked:
            dashboard.page.select_option('select[data-plot="x"]', "scrollY")
        sweep = json.loads(asked.value.post_data)["sweep"]
        shown = json.loads(dashboard.page.get_attribute("#frame-info dd[data-frame-key=time]", "data-raw"))
        assert sweep["name"] == "scrollY" and sweep.get("time") == shown and shown > 0, (sweep, shown)
        assert dashboard.errors == []
    finally:
        dashboard.close()
