"""The core's timing curves against a second oracle no one here wrote: Chromium's Web
Animations API, which evaluates CSS cubic-bezier() easing.

Precision: `getComputedTiming().progress` is the eased progress as a JavaScript double (no
float32 rounding, unlike computed `opacity`, and not clamped to [0, 1], so overshooting
curves work). The animation lasts 999 s and is sampled at whole seconds, so every sampled
time is exact and x = i/999 is the same double on both sides. What remains is Chromium's own
solver tolerance (it stops Newton/bisection at |x error| ≈ 1e-7, cc::CubicBezier's epsilon),
which shows up as differences of order 1e-7 times the curve's slope; the worst difference
is printed and written to artifacts/motion_curves_browser.json.
"""
import json
import os
import random

from conftest import run_cli

SAMPLES = 1000
TOLERANCE = 1e-5
NAMED = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

# Evaluates the easing at every whole second of a paused 999 s animation.
SAMPLER = """([easing, samples]) => {
  const element = document.getElementById('probe');
  const animation = element.animate([{opacity: 0}, {opacity: 1}],
      {duration: (samples - 1) * 1000, easing, fill: 'both'});
  animation.pause();
  const progress = [];
  for (let i = 0; i < samples; i++) {
    animation.currentTime = i * 1000;
    progress.push(animation.effect.getComputedTiming().progress);
  }
  animation.cancel();
  return progress;
}"""


def random_curves(count):
    """Fixed seed: the same 20 curves every run; y outside [0, 1] to cover overshoot."""
    generator = random.Random(20240611)
    return [
        (generator.random(), generator.uniform(-1, 2), generator.random(), generator.uniform(-1, 2))
        for _ in range(count)
    ]


def css_easing(document):
    return "cubic-bezier({p1x!r},{p1y!r},{p2x!r},{p2y!r})".format(**document)


def test_core_curves_agree_with_chromium(browser, artifacts):
    cases = [("named", ["--named", name]) for name in NAMED]
    cases += [("random", ["--bezier", ",".join(repr(v) for v in curve)]) for curve in random_curves(20)]
    page = browser.new_page()
    page.set_content("<div id='probe'></div>")
    report = []
    for kind, arguments in cases:
        core = json.loads(run_cli("curve", *arguments, "--samples", str(SAMPLES)))
        chromium = page.evaluate(SAMPLER, [css_easing(core), SAMPLES])
        assert len(chromium) == len(core["y"]) == SAMPLES
        errors = [abs(a - b) for a, b in zip(core["y"], chromium)]
        worst = max(range(SAMPLES), key=errors.__getitem__)
        report.append({"kind": kind, "easing": css_easing(core), "maxError": errors[worst], "atX": core["x"][worst]})
    page.close()
    with open(os.path.join(artifacts, "motion_curves_browser.json"), "w") as handle:
        json.dump(report, handle, indent=1)
    overall = max(entry["maxError"] for entry in report)
    print(f"curves vs Chromium: {len(report)} curves x {SAMPLES} samples, worst |difference| {overall:.3g}")
    failures = [entry for entry in report if entry["maxError"] > TOLERANCE]
    assert not failures, failures
