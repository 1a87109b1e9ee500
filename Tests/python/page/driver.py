"""Drives the dashboard like a person and reads what it shows: the status, the inspector and
the canvas pixels. Everything is read from the DOM and the canvas, never from page globals."""
import json
import math

from page.csp import RECORD_VIOLATIONS

# Generous: a debug build on a shared 2-core machine can be slow to answer the first time.
TIMEOUT_MS = 20000


class Dashboard:
    def __init__(self, context, page):
        self.context = context
        self.page = page
        self.errors = []
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))

    def close(self):
        """Closes the page; fails if the server's Content-Security-Policy refused anything the
        page tried (every test that drives the page checks the policy this way)."""
        violations = self.csp_violations()
        self.context.close()
        assert violations == [], f"the page broke its Content-Security-Policy: {violations}"

    def csp_violations(self):
        try:
            return self.page.evaluate("window.__cspViolations || []")
        except Exception:
            return []

    def wait_status(self, status):
        self.page.wait_for_selector(f'#status[data-status="{status}"]', timeout=TIMEOUT_MS)

    def wait_drawn(self):
        """Until the canvas has drawn a frame (it marks each draw with the frame's seq)."""
        self.page.wait_for_selector("#screen[data-seq]", timeout=TIMEOUT_MS)

    def wait_control(self):
        """Until the page holds the session's control token and its controls take input (the
        token arrives after the stream opens; a drag before it is, rightly, ignored)."""
        self.page.wait_for_function(
            "() => document.querySelector('#parameters input:not([disabled])') !== null",
            timeout=TIMEOUT_MS)

    def draws(self):
        return int(self.page.get_attribute("#screen", "data-draws") or 0)

    def state(self):
        """The inspector's values, decoded (each row keeps the raw JSON it shows)."""
        raw = self.page.eval_on_selector_all(
            "#inspector dd[data-state-key]", "rows => rows.map(row => [row.dataset.stateKey, row.dataset.raw])")
        return {key: json.loads(value) for key, value in raw}

    def shown_state_text(self, key):
        return self.page.inner_text(f'#inspector dd[data-state-key="{key}"]')

    def frame_info(self):
        raw = self.page.eval_on_selector_all(
            "#frame-info dd[data-frame-key]", "rows => rows.map(row => [row.dataset.frameKey, row.dataset.raw])")
        return {key: json.loads(value) for key, value in raw}

    def wait_state(self, key, predicate_js):
        """Waits until the inspector's `key` satisfies `predicate_js` (a JS expression of `v`),
        then until the canvas has drawn that frame. The inspector shows a frame when it
        arrives and the canvas paints it on the next animation frame, so pixels read right
        after the state could be the frame before's (a CI run caught it). The seq comes back
        in an object because a seq of 0 is falsy and would keep the wait going."""
        shown_seq = self.page.wait_for_function(
            """([key, body]) => {
                const row = document.querySelector(`#inspector dd[data-state-key="${key}"]`);
                if (!row || row.dataset.raw === undefined) return false;
                const v = JSON.parse(row.dataset.raw);
                if (!Function("v", `return (${body});`)(v)) return false;
                const seqRow = document.querySelector('#frame-info dd[data-frame-key="seq"]');
                return { seq: seqRow ? JSON.parse(seqRow.dataset.raw) : -1 };
            }""",
            arg=[key, predicate_js], timeout=TIMEOUT_MS)
        self.wait_canvas_drawn(self.seq_from(shown_seq))

    def wait_canvas_drawn(self, seq):
        """Until the canvas has painted frame `seq` or a later one (a lower seq on the frame
        panel means a restarted server's stream, whose frames count again from the start)."""
        self.page.wait_for_function(
            """seq => {
                const drawn = Number(document.getElementById("screen").dataset.seq ?? -1);
                const seqRow = document.querySelector('#frame-info dd[data-frame-key="seq"]');
                const shown = seqRow ? JSON.parse(seqRow.dataset.raw) : seq;
                return drawn >= seq || shown < seq;
            }""",
            arg=seq, timeout=TIMEOUT_MS)

    def wait_frame(self, predicate_js):
        """Waits until the frame panel satisfies `predicate_js` over `f` (seq, size, …), then
        until the canvas has drawn that frame (see `wait_state`)."""
        shown_seq = self.page.wait_for_function(
            """body => {
                const f = {};
                for (const row of document.querySelectorAll("#frame-info dd[data-frame-key]")) {
                    f[row.dataset.frameKey] = JSON.parse(row.dataset.raw);
                }
                return Function("f", `return (${body});`)(f) ? { seq: f.seq ?? -1 } : false;
            }""",
            arg=predicate_js, timeout=TIMEOUT_MS)
        self.wait_canvas_drawn(self.seq_from(shown_seq))

    def seq_from(self, handle):
        """The seq a wait returned. Once in a full local run Playwright handed back a bare `true` for
        the object the predicate returns; the frame panel's seq then is as good (it is the
        frame that satisfied the wait, or a later one the canvas must draw too)."""
        value = handle.json_value()
        if isinstance(value, dict):
            return value["seq"]
        return self.page.evaluate(
            "() => { const row = document.querySelector('#frame-info dd[data-frame-key=\"seq\"]');"
            " return row ? JSON.parse(row.dataset.raw) : -1; }")

    def set_number(self, name, value):
        """Types a value into a parameter's number field and commits it with Enter."""
        field = self.page.locator(f'[data-param="{name}"] input[data-role="number"]')
        field.fill(str(value))
        field.press("Enter")

    def drag_slider(self, name, to_value, steps=12):
        """Drags a parameter's slider with the mouse from its thumb to about `to_value`."""
        slider = self.page.locator(f'[data-param="{name}"] input[data-role="slider"]')
        low = float(slider.get_attribute("min"))
        high = float(slider.get_attribute("max"))
        current = float(slider.input_value())
        box = slider.bounding_box()
        # Chromium's thumb travels the track minus its own width (16 px in the default style).
        thumb = 16

        def x_of(value):
            return box["x"] + thumb / 2 + (box["width"] - thumb) * (value - low) / (high - low)

        y = box["y"] + box["height"] / 2
        mouse = self.page.mouse
        mouse.move(x_of(current), y)
        mouse.down()
        mouse.move(x_of(to_value), y, steps=steps)
        mouse.up()

    def pixels(self, region_points=None):
        """Luminance statistics of the canvas, or of a region given in screen points
        (x, y, width, height): mean, variance, and a coarse 8×8 grid of block means."""
        return self.page.evaluate(
            """region => {
                const canvas = document.getElementById("screen");
                const sizeRow = document.querySelector('#frame-info dd[data-frame-key="size"]');
                const [width] = JSON.parse(sizeRow.dataset.raw);
                const scale = canvas.width / width;
                const [x, y, w, h] = region
                    ? region.map(v => Math.round(v * scale))
                    : [0, 0, canvas.width, canvas.height];
                const data = canvas.getContext("2d").getImageData(x, y, w, h).data;
                const grid = new Array(64).fill(0);
                const counts = new Array(64).fill(0);
                let sum = 0, sumSq = 0;
                for (let row = 0; row < h; row++) {
                    for (let col = 0; col < w; col++) {
                        const i = (row * w + col) * 4;
                        const lum = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
                        sum += lum; sumSq += lum * lum;
                        const cell = Math.min(7, Math.floor(row * 8 / h)) * 8 + Math.min(7, Math.floor(col * 8 / w));
                        grid[cell] += lum; counts[cell] += 1;
                    }
                }
                const n = w * h;
                const mean = sum / n;
                return {mean, variance: sumSq / n - mean * mean,
                        grid: grid.map((total, i) => total / Math.max(1, counts[i])), width: w, height: h};
            }""",
            region_points)


def canvas_digest(dashboard):
    """The canvas's exact pixels, as its size and a 32-bit FNV-1a hash of every RGBA byte: two
    digests are equal when the pixels are (barring a collision)."""
    return dashboard.page.evaluate(
        """() => {
            const canvas = document.getElementById("screen");
            const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
            let hash = 0x811c9dc5;
            for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 0x01000193) >>> 0;
            return {width: canvas.width, height: canvas.height, hash};
        }""")


def open_dashboard(browser, url, width=1280, height=800, scale=1, before_load=None):
    """The dashboard at `url`; `before_load(page)` runs before it loads (to watch its requests)."""
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.new_page()
    dashboard = Dashboard(context, page)
    if before_load:
        before_load(page)
    page.goto(url)
    return dashboard


def grid_difference(a, b):
    """Largest change of any block's mean luminance between two `pixels()` results (0…255)."""
    return max(abs(x - y) for x, y in zip(a["grid"], b["grid"]))


def close_to(a, b, tolerance):
    return math.isclose(a, b, abs_tol=tolerance)
