"""Helpers for the seeing tests (issue 7): opening a view at chosen values, reading downloads,
rasterising the server's SVG in Chromium, and comparing two pictures pixel by pixel in the
browser (no imaging library needed)."""
import base64
import json
import urllib.parse
import urllib.request

from page.driver import TIMEOUT_MS, open_dashboard

# A pixel differs when a channel differs by more than this (0…255): chosen above the ±1–2
# steps of colour rounding between two rasterisers, well below any real colour change.
CHANNEL_TOLERANCE = 48

COMPARE_JS = """
async ([a, b, tolerance]) => {
  const load = (src) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("cannot decode"));
    image.src = src;
  });
  const [first, second] = await Promise.all([load(a), load(b)]);
  if (first.width !== second.width || first.height !== second.height) {
    return {error: `sizes differ: ${first.width}x${first.height} vs ${second.width}x${second.height}`};
  }
  const pixels = (image) => {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height).data;
  };
  const p = pixels(first), q = pixels(second);
  const w = first.width, h = first.height;
  const close = (x, i, y, j) => Math.abs(x[i] - y[j]) <= tolerance && Math.abs(x[i + 1] - y[j + 1]) <= tolerance
    && Math.abs(x[i + 2] - y[j + 2]) <= tolerance;
  // Anti-aliasing aside: an edge drawn half a pixel apart shows the same colours one pixel over.
  const nearby = (x, i, y, col, row) => {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const c = col + dx, r = row + dy;
      if (c < 0 || r < 0 || c >= w || r >= h) continue;
      if (close(x, i, y, (r * w + c) * 4)) return true;
    }
    return false;
  };
  let different = 0;
  let exact = 0;
  const grid = new Array(64).fill(0);
  for (let row = 0; row < h; row++) for (let col = 0; col < w; col++) {
    const i = (row * w + col) * 4;
    if (close(p, i, q, i)) { exact++; continue; }
    if (nearby(p, i, q, col, row) && nearby(q, i, p, col, row)) continue;
    different++;
    grid[Math.min(7, Math.floor(row * 8 / h)) * 8 + Math.min(7, Math.floor(col * 8 / w))]++;
  }
  return {width: w, height: h, different, exact, fraction: different / (w * h), grid};
}
"""


def data_url(png_bytes):
    return "data:image/png;base64," + base64.b64encode(png_bytes).decode()


def compare_pictures(page, first_png, second_png):
    """{fraction, different, …}: the share of pixels that differ beyond anti-aliasing."""
    return page.evaluate(COMPARE_JS, [data_url(first_png), data_url(second_png), CHANNEL_TOLERANCE])


def get_json(server, path):
    return json.load(urllib.request.urlopen(server.url + path))


def post_json(server, path, body):
    request = urllib.request.Request(server.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    return json.load(urllib.request.urlopen(request))


def open_view(browser, server, scene, device, params=None, width=1400, height=900, scale=1, orientation="portrait"):
    """The dashboard on the default session showing `scene` on `device` with `params`, drawn."""
    query = {"scene": scene, "device": device, "orientation": orientation, **{k: str(v) for k, v in (params or {}).items()}}
    dashboard = open_dashboard(browser, f"{server.url}/?{urllib.parse.urlencode(query)}", width=width, height=height, scale=scale)
    dashboard.wait_status("live")
    dashboard.wait_frame(f"true && document.querySelector('#screen').dataset.seq !== undefined")
    wait_scene(dashboard, scene, device, params or {})
    return dashboard


def wait_scene(dashboard, scene, device, params):
    """Until the canvas has drawn the resting frame of `scene` on `device` with `params`, pictures loaded."""
    dashboard.page.wait_for_function(
        """([scene, device, params]) => {
            const canvas = document.getElementById("screen");
            const url = new URLSearchParams(location.search);
            if (url.get("scene") !== scene || url.get("device") !== device) return false;
            for (const [k, v] of Object.entries(params)) if (Number(url.get(k)) !== Number(v)) return false;
            const seq = document.querySelector('#frame-info dd[data-frame-key=seq]');
            // A scene still moving (parallax cells fading in after the restore) is not the
            // picture to compare yet: wait for its resting frame.
            const animating = document.querySelector('#frame-info dd[data-frame-key=animating]');
            return seq && canvas.dataset.seq === seq.dataset.raw && canvas.dataset.imagesPending === "0"
                && animating && animating.dataset.raw === "false";
        }""", arg=[scene, device, {k: v for k, v in params.items()}], timeout=TIMEOUT_MS)


def set_view(dashboard, name, on):
    """Sets a View toggle; True when it changed."""
    box = dashboard.page.locator(f'input[data-view="{name}"]')
    if box.is_checked() == on:
        return False
    box.click()
    return True


def screen_shot(dashboard):
    """The screen as composited on the page (bezel, corners, overlays included), PNG bytes."""
    dashboard.page.wait_for_function("() => document.getElementById('screen').dataset.imagesPending === '0'")
    return dashboard.page.locator("#device").screenshot()


def download(dashboard, selector):
    """Clicks `selector` and returns (bytes, url) of the download it starts."""
    with dashboard.page.expect_download(timeout=TIMEOUT_MS) as info:
        dashboard.page.click(selector)
    item = info.value
    with open(item.path(), "rb") as handle:
        return handle.read(), item.url


def rasterise_svg(browser, url, width, height, scale):
    """Chromium's picture of an SVG document at `scale` device pixels per point."""
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=scale)
    try:
        page = context.new_page()
        page.goto(url, wait_until="load")
        page.evaluate("() => document.fonts.ready.then(() => true)")
        return page.screenshot(clip={"x": 0, "y": 0, "width": width, "height": height})
    finally:
        context.close()
