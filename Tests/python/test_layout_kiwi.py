"""Replaying `motion-preview solve` scripts with kiwisolver (PyPI; its C++ core is kiwi,
written by neither this project nor its authors).

Priorities (`{"priority": p, "weight": w}`) are lexicographic levels in the core. kiwi has
one scalar objective, so for systems with several levels the oracle solves level by level
(highest first), each time fixing the optimum of the levels above with a required
constraint on their weighted error sum — the definition of the lexicographic optimum, with
kiwi doing every solve. Systems with kiwi's strengths only (one level) are replayed on one
kiwi solver, operation by operation, exactly as the core replays them.
"""
import json

import kiwisolver as kiwi

from test_layout_generator import KIWI_LEVEL, NAMED, generate


def level_and_weight(strength):
    """(level, weight) of a strength in the script format; level 1000 means required."""
    if strength is None or strength == "required":
        return 1000, 1.0
    if isinstance(strength, str):
        return KIWI_LEVEL, NAMED[strength]
    if isinstance(strength, (int, float)):
        return (1000, 1.0) if strength >= kiwi.strength.required else (KIWI_LEVEL, float(strength))
    priority = int(strength["priority"])
    return (1000, 1.0) if priority >= 1000 else (priority, float(strength.get("weight", 1.0)))


class _Model:
    """The logical state of a script: active constraints and edits, in insertion order."""

    def __init__(self):
        self.constraints = {}  # id -> (terms, constant, relation, strength)
        self.edits = {}  # variable -> [strength, value]


def _kiwi_constraint(variables, terms, constant, relation, weight):
    expression = sum((c * variables[v] for v, c in terms.items()), kiwi.Expression([], 0.0)) + constant
    constraint = {"<=": expression <= 0, ">=": expression >= 0, "==": expression == 0}[relation]
    return constraint if weight is None else constraint | weight


def _weighted_error(values, terms, constant, relation):
    value = sum(c * values[v] for v, c in terms.items()) + constant
    return {"<=": max(value, 0.0), ">=": max(-value, 0.0), "==": abs(value)}[relation]


def solve_from_scratch(model, names, reverse=False):
    """The (lexicographic) optimum of the model's state, solved level by level with kiwi."""
    variables = {n: kiwi.Variable(n) for n in names}
    items = [(terms, constant, relation, strength) for terms, constant, relation, strength in model.constraints.values()]
    items += [({v: 1.0}, -value, "==", strength) for v, (strength, value) in model.edits.items()]
    if reverse:
        items.reverse()
    required = [i for i in items if level_and_weight(i[3])[0] == 1000]
    levels = sorted({level_and_weight(i[3])[0] for i in items} - {1000}, reverse=True)
    fixed = []  # (items of a level above, its optimal weighted error)
    values = {n: 0.0 for n in names}
    for level in levels or [None]:
        solver = kiwi.Solver()
        for terms, constant, relation, _ in required:
            solver.addConstraint(_kiwi_constraint(variables, terms, constant, relation, None))
        for above, optimum in fixed:
            _fix_level(solver, variables, above, optimum)
        current = [i for i in items if level is not None and level_and_weight(i[3])[0] == level]
        for terms, constant, relation, strength in current:
            weight = level_and_weight(strength)[1]
            solver.addConstraint(_kiwi_constraint(variables, terms, constant, relation, weight))
        solver.updateVariables()
        values = {n: variables[n].value() for n in names}
        optimum = sum(level_and_weight(s)[1] * _weighted_error(values, t, k, r) for t, k, r, s in current)
        fixed.append((current, optimum))
    return values


def _fix_level(solver, variables, items, optimum):
    """Required: the level's weighted error sum stays at its optimum (plus rounding room)."""
    total = kiwi.Expression([], 0.0)
    for index, (terms, constant, relation, strength) in enumerate(items):
        weight = level_and_weight(strength)[1]
        expression = sum((c * variables[v] for v, c in terms.items()), kiwi.Expression([], 0.0)) + constant
        if relation == "==":
            plus, minus = kiwi.Variable(f"e+{index}"), kiwi.Variable(f"e-{index}")
            solver.addConstraint(expression == plus - minus)
            solver.addConstraint(plus >= 0)
            solver.addConstraint(minus >= 0)
            total = total + weight * (plus + minus)
        else:
            error = kiwi.Variable(f"e{index}")
            solver.addConstraint((expression <= error) if relation == "<=" else (-expression <= error))
            solver.addConstraint(error >= 0)
            total = total + weight * error
    # 1e-13 relative room: kiwi's required rows must stay satisfiable despite rounding; the
    # levels below may spend the room, which moves a variable by about room / slope (1e-9
    # here, measured: with 1e-11 the largest difference from the core was 4e-7, with 1e-13
    # it is 4e-9), far below the 1e-6 the comparison allows.
    solver.addConstraint(total <= optimum + 1e-13 * (1 + optimum))


def replay_with_kiwi(system, incremental=True):
    """Replays a script: kiwi incrementally (one solver through every op, as the core does)
    when `incremental` and the system has one level, else from scratch at each checkpoint.
    Returns {"solutions": [...], "errors": [op indices refused]}."""
    names = []
    for op in system["ops"]:
        for v in list(op.get("terms", {})) + ([op["variable"]] if "variable" in op else []):
            if v not in names:
                names.append(v)
    model = _Model()
    variables = {n: kiwi.Variable(n) for n in names}
    solver = kiwi.Solver()
    live = {}  # id -> kiwi constraint
    edits_live = {}

    def rebuild():
        nonlocal solver, live, edits_live
        solver, live, edits_live = kiwi.Solver(), {}, {}
        for cid, (terms, constant, relation, strength) in model.constraints.items():
            live[cid] = _kiwi_constraint(variables, terms, constant, relation, _kiwi_weight(strength))
            solver.addConstraint(live[cid])
        for v, (strength, value) in model.edits.items():
            solver.addEditVariable(variables[v], _kiwi_weight(strength))
            solver.suggestValue(variables[v], value)

    solutions, errors = [], []
    for index, op in enumerate(system["ops"]):
        kind = op["op"]
        try:
            if kind == "add":
                if op["id"] in model.constraints:
                    raise kiwi.DuplicateConstraint(op["id"])
                entry = (op["terms"], op.get("constant", 0.0), op.get("relation", "=="), op.get("strength"))
                if incremental:
                    candidate = _kiwi_constraint(variables, entry[0], entry[1], entry[2], _kiwi_weight(entry[3]))
                    try:
                        solver.addConstraint(candidate)
                    except kiwi.UnsatisfiableConstraint:
                        rebuild()  # kiwi's state after a refusal is not guaranteed: start over
                        raise
                    live[op["id"]] = candidate
                elif not _satisfiable(model, names, entry):
                    raise kiwi.UnsatisfiableConstraint(op["id"])
                model.constraints[op["id"]] = entry
            elif kind == "remove":
                model.constraints.pop(op["id"])
                if incremental:
                    solver.removeConstraint(live.pop(op["id"]))
            elif kind in ("strength", "constant"):
                terms, constant, relation, strength = model.constraints[op["id"]]
                entry = (terms, op["constant"], relation, strength) if kind == "constant" else (
                    terms, constant, relation, op["strength"])
                old = model.constraints[op["id"]]
                model.constraints[op["id"]] = entry
                if incremental:
                    try:
                        solver.removeConstraint(live.pop(op["id"]))
                        live[op["id"]] = _kiwi_constraint(variables, entry[0], entry[1], entry[2], _kiwi_weight(entry[3]))
                        solver.addConstraint(live[op["id"]])
                    except kiwi.UnsatisfiableConstraint:
                        model.constraints[op["id"]] = old
                        rebuild()
                        raise
                elif not _satisfiable(model, names, None):
                    model.constraints[op["id"]] = old
                    raise kiwi.UnsatisfiableConstraint(op["id"])
            elif kind == "edit":
                model.edits[op["variable"]] = [op["strength"], 0.0]
                if incremental:
                    solver.addEditVariable(variables[op["variable"]], _kiwi_weight(op["strength"]))
            elif kind == "unedit":
                del model.edits[op["variable"]]
                if incremental:
                    solver.removeEditVariable(variables[op["variable"]])
            elif kind == "suggest":
                model.edits[op["variable"]][1] = op["value"]
                if incremental:
                    solver.suggestValue(variables[op["variable"]], op["value"])
            elif kind == "solve":
                if incremental:
                    solver.updateVariables()
                    solutions.append({n: variables[n].value() for n in names})
                else:
                    solutions.append(solve_from_scratch(model, names))
        except (kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint):
            errors.append(index)
    return {"solutions": solutions, "errors": errors, "model": model, "names": names}


def _kiwi_weight(strength):
    level, weight = level_and_weight(strength)
    if level == 1000:
        return kiwi.strength.required
    assert level == KIWI_LEVEL, "incremental kiwi replay handles one level only"
    return weight


def _satisfiable(model, names, extra):
    """Whether the required constraints (plus `extra`) have a solution, asked of kiwi."""
    variables = {n: kiwi.Variable(n) for n in names}
    solver = kiwi.Solver()
    entries = list(model.constraints.values()) + ([extra] if extra else [])
    try:
        for terms, constant, relation, strength in entries:
            if level_and_weight(strength)[0] == 1000:
                solver.addConstraint(_kiwi_constraint(variables, terms, constant, relation, None))
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def has_one_level(system):
    levels = set()
    for op in system["ops"]:
        if "strength" in op:
            levels.add(level_and_weight(op["strength"])[0])
    return levels <= {1000, KIWI_LEVEL}


def script_json(systems):
    return json.dumps({"systems": systems})



def test_generated_systems_have_one_optimum():
    """kiwi reaches the same values whether it adds the constraints forwards or backwards."""
    for system in generate(60, seed=7) + generate(30, seed=8, priorities=True):
        replay = replay_with_kiwi(system, incremental=has_one_level(system))
        final = replay["solutions"][-1]
        backwards = solve_from_scratch(replay["model"], replay["names"], reverse=True)
        for name in replay["names"]:
            assert abs(final[name] - backwards[name]) <= 1e-6 * max(1.0, abs(final[name])), (system["name"], name)
