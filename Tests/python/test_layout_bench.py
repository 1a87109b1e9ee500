"""Benchmark: adding N constraints and re-solving after a suggested value, N = 100 and 1,000,
for the core (`motion-preview solve --bench`) and kiwisolver on the same systems in the same
run. Prints figures (and writes artifacts/layout-bench.txt); asserts only that both solvers
end at the same values. Build the binary with `-c release` for figures worth quoting.

kiwi is timed on its solve loop, not on Python: constraint objects are built before the
clock starts, and the cost of one Python → C++ call (measured on `hasConstraint`, a lookup)
is reported beside it so it can be subtracted.
"""
import json
import os
import random
import time

import kiwisolver as kiwi

from conftest import BIN, run_cli

SUGGESTIONS = 200
REPEATS = 5


def form_system(count, seed=11):
    """A form of labelled fields, the shape of kiwi's own (enaml-like) benchmark: ten
    constraints per row (`count` in all, rounded down to whole rows) and a container whose
    width is an edit variable — re-solving is dragging the window's edge. Each row: label at
    the left margin, field 8 pt after the label and 10 pt from the right edge, field at least
    50 wide, label at its intrinsic width (medium, random weight: it gives way when the
    window is too narrow), rows stacked 8 pt apart, heights 24 (strong)."""
    rng = random.Random(seed)

    def add(name, terms, relation="==", constant=0.0, strength="required"):
        ops.append({"op": "add", "id": name, "terms": terms, "relation": relation, "constant": constant,
                    "strength": strength})

    ops = []
    above = None
    for i in range(count // 10):
        label, field = f"label{i}", f"field{i}"
        add(f"{i}.label.x", {f"{label}.x": 1}, constant=-10)
        add(f"{i}.label.w", {f"{label}.w": 1}, constant=-round(rng.uniform(40, 160), 3),
            strength=1e3 * rng.uniform(0.5, 2))
        add(f"{i}.label.w>=0", {f"{label}.w": 1}, ">=")
        add(f"{i}.field.x", {f"{field}.x": 1, f"{label}.x": -1, f"{label}.w": -1}, constant=-8)
        add(f"{i}.field.right", {f"{field}.x": 1, f"{field}.w": 1, "width": -1}, constant=10)
        add(f"{i}.field.w>=50", {f"{field}.w": 1}, ">=", constant=-50)
        if above is None:
            add(f"{i}.label.y", {f"{label}.y": 1}, constant=-10)
        else:
            add(f"{i}.label.y", {f"{label}.y": 1, f"{above}.y": -1, f"{above}.h": -1}, constant=-8)
        add(f"{i}.label.h", {f"{label}.h": 1}, constant=-24, strength="strong")
        add(f"{i}.field.y", {f"{field}.y": 1, f"{label}.y": -1})
        add(f"{i}.field.h", {f"{field}.h": 1, f"{label}.h": -1})
        above = label
    ops.append({"op": "edit", "variable": "width", "strength": "strong"})
    for _ in range(SUGGESTIONS):
        ops.append({"op": "suggest", "variable": "width", "value": round(rng.uniform(150, 900), 3)})
    ops.append({"op": "solve"})
    return {"name": f"form-{count}", "ops": ops}


def kiwi_timings(system):
    """Best-of-REPEATS seconds: adding every constraint (+ the edit variable), one suggestion
    with updateVariables, and one Python → C++ call."""
    names = sorted({v for op in system["ops"] for v in op.get("terms", {})})
    best_add = best_resolve = best_call = float("inf")
    values = None
    for _ in range(REPEATS):
        variables = {n: kiwi.Variable(n) for n in names}
        constraints = []
        for op in system["ops"]:
            if op["op"] != "add":
                continue
            expression = sum((c * variables[v] for v, c in op["terms"].items()), kiwi.Expression([], 0.0))
            expression = expression + op.get("constant", 0.0)
            relation = op.get("relation", "==")
            constraint = {"<=": expression <= 0, ">=": expression >= 0, "==": expression == 0}[relation]
            strength = op.get("strength", "required")
            constraints.append(constraint | (strength if isinstance(strength, str) else float(strength)))
        suggestions = [op["value"] for op in system["ops"] if op["op"] == "suggest"]
        solver = kiwi.Solver()
        start = time.perf_counter()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addEditVariable(variables["width"], "strong")
        best_add = min(best_add, time.perf_counter() - start)
        start = time.perf_counter()
        for value in suggestions:
            solver.suggestValue(variables["width"], value)
            solver.updateVariables()
        best_resolve = min(best_resolve, (time.perf_counter() - start) / len(suggestions))
        start = time.perf_counter()
        for constraint in constraints:
            solver.hasConstraint(constraint)
        best_call = min(best_call, (time.perf_counter() - start) / len(constraints))
        values = {n: variables[n].value() for n in names}
    return best_add, best_resolve, best_call, values


def test_layout_benchmark_beside_kiwi(artifacts):
    systems = [form_system(100), form_system(1000)]
    core = json.loads(run_cli("solve", "--bench", "--repeat", str(REPEATS), input_text=json.dumps(systems), timeout=600))
    core_values = json.loads(run_cli("solve", input_text=json.dumps(systems), timeout=600))["systems"]
    lines = [f"binary: {BIN}", "N      core add    kiwi add (call)          core re-solve   kiwi re-solve (call)"]
    for system, timing, solved in zip(systems, core["systems"], core_values):
        kiwi_add, kiwi_resolve, kiwi_call, kiwi_values = kiwi_timings(system)
        count = int(timing["constraints"])
        lines.append(
            f"{count:<6} {timing['addSeconds'] * 1e3:8.3f} ms  {kiwi_add * 1e3:8.3f} ms ({kiwi_call * count * 1e3:.3f})"
            f"     {timing['resolveSeconds'] * 1e6:8.2f} µs     {kiwi_resolve * 1e6:8.2f} µs ({kiwi_call * 2e6:.2f})")
        final = solved["solutions"][-1]
        for name, value in kiwi_values.items():
            assert abs(final[name] - value) <= 1e-6, (system["name"], name)
    report = "\n".join(lines)
    print("\n" + report)
    with open(os.path.join(artifacts, "layout-bench.txt"), "w", encoding="utf-8") as handle:
        handle.write(report + "\n")
