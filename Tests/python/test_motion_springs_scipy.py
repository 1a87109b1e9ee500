"""The core's closed-form springs against a numerical integration done here, independently,
with SciPy's solve_ivp (DOP853 at rtol/atol 1e-12): under-, critically and over-damped,
agreeing within 1e-6 at every sample. The settling time the core reports is checked against
the integrated motion too."""
import json

import numpy as np
import pytest
from scipy.integrate import solve_ivp

from conftest import run_cli

SAMPLES = 2001
TOLERANCE = 1e-6

# (label, mass, stiffness, damping, displacement, velocity, seconds)
CASES = [
    ("under: CASpringAnimation defaults", 1, 100, 10, 100, 0, 3),
    ("under: light, thrown back", 1, 300, 2 * 0.2 * 300 ** 0.5, -40, 900, 4),
    ("under: heavy mass", 2.5, 80, 6, 250, -400, 6),
    ("critical: scroll bounce", 1, 100, 20, 0, 1500, 2),
    ("critical: paging snap", 1, (2 * np.pi / 0.3) ** 2, 4 * np.pi / 0.3, 375, -2000, 1.5),
    ("over: zeta 3", 2, 80, 2 * 3 * (80 * 2) ** 0.5, 1, -30, 8),
    ("over: zeta 1.05", 1, 150, 2 * 1.05 * 150 ** 0.5, 50, 10, 3),
]


def core_spring(mass, stiffness, damping, displacement, velocity, *extra):
    # `--name=value` so negative values are not taken for options.
    return json.loads(run_cli(
        "curve", "--spring", f"--mass={mass!r}", f"--stiffness={stiffness!r}", f"--damping={damping!r}",
        f"--displacement={displacement!r}", f"--velocity={velocity!r}", *extra))


def integrate(mass, stiffness, damping, displacement, velocity, times):
    def field(_, state):
        x, v = state
        return [v, -(stiffness * x + damping * v) / mass]

    solution = solve_ivp(field, (0, times[-1]), [displacement, velocity], method="DOP853",
                         t_eval=times, rtol=1e-12, atol=1e-12)
    assert solution.success
    return solution.y


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_closed_form_matches_solve_ivp(case):
    _, mass, stiffness, damping, displacement, velocity, seconds = case
    core = core_spring(mass, stiffness, damping, displacement, velocity, f"--duration={seconds!r}", f"--samples={SAMPLES}")
    times = np.array(core["t"])
    x, v = integrate(mass, stiffness, damping, displacement, velocity, times)
    position_error = np.max(np.abs(np.array(core["x"]) - x))
    velocity_error = np.max(np.abs(np.array(core["v"]) - v))
    print(f"{case[0]}: max |x error| {position_error:.2g}, max |v error| {velocity_error:.2g}")
    assert position_error <= TOLERANCE
    assert velocity_error <= TOLERANCE


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_settling_time_is_when_the_integrated_motion_settles(case):
    """Half a point and 30 pt/s (scale 1): below both from the reported time on, not before."""
    _, mass, stiffness, damping, displacement, velocity, _ = case
    core = core_spring(mass, stiffness, damping, displacement, velocity, "--samples=2", "--scale=1")
    settle = core["settlingTime"]
    times = np.linspace(0, settle + 5, 200_001)
    x, v = integrate(mass, stiffness, damping, displacement, velocity, times)
    outside = (np.abs(x) >= 0.5) | (np.abs(v) >= 30)
    last_outside = times[outside].max() if outside.any() else 0.0
    step = times[1] - times[0]
    assert abs(last_outside - settle) <= step + 1e-9
