"""The core's Cassowary solver against kiwisolver on 1,000 random systems (mixed kiwi
strengths, inequalities, edit variables with suggested values, removals, strength and
constant changes) and 300 systems with Auto Layout priority levels. Every recorded solution
must agree within 1e-6, and both solvers must refuse the same operations."""
import json

from conftest import run_cli
from test_layout_generator import generate
from test_layout_kiwi import has_one_level, replay_with_kiwi, script_json

TOLERANCE = 1e-6


def solve_with_core(systems):
    output = json.loads(run_cli("solve", input_text=script_json(systems), timeout=300))
    return output["systems"]


def compare(systems, incremental):
    core = solve_with_core(systems)
    assert len(core) == len(systems)
    checked = 0
    worst = 0.0
    for system, mine in zip(systems, core):
        oracle = replay_with_kiwi(system, incremental=incremental and has_one_level(system))
        assert [e["op"] for e in mine["errors"]] == oracle["errors"], (system["name"], mine["errors"])
        assert len(mine["solutions"]) == len(oracle["solutions"]), system["name"]
        for index, (values, expected) in enumerate(zip(mine["solutions"], oracle["solutions"])):
            for name, value in expected.items():
                difference = abs(values[name] - value)
                worst = max(worst, difference)
                assert difference <= TOLERANCE, (system["name"], index, name, values[name], value)
            checked += 1
    return checked, worst


def test_core_agrees_with_kiwi_on_1000_systems():
    systems = generate(1000, seed=20250101)
    assert all(has_one_level(s) for s in systems)
    checked, worst = compare(systems, incremental=True)
    print(f"\n1000 kiwi-strength systems, {checked} checkpoints, largest difference {worst:.3g}")
    assert checked > 3000


def test_core_agrees_with_levelwise_kiwi_on_priority_systems():
    systems = generate(300, seed=20250102, priorities=True)
    checked, worst = compare(systems, incremental=False)
    print(f"\n300 priority systems, {checked} checkpoints, largest difference {worst:.3g}")
    assert checked > 900
