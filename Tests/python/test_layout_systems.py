"""Random constraint systems in the `motion-preview solve` format, and their replay with
kiwisolver (PyPI; its C++ core is kiwi, written by neither this project nor its authors).

Well-posedness: an L1 (weighted sum of |error|) objective easily has many optima — `x == 10`
and `x == 20`, both weak, are equally happy anywhere in between — and two correct solvers may
then return different points. So every generated system is built to have one optimum:
  * every variable gets a *stay* (`v == s`, an optional equality at the lowest level) whose
    weight is drawn from a continuous range, so every direction in which any variable moves
    changes the objective by a sum of random weights, which is zero with probability 0;
  * stays are never removed, so the property holds after every operation;
  * required constraints are built around a hidden point `p` that satisfies them all, so
    the required part is feasible; deliberate contradictions are added only as explicit
    "refuse me" steps that both solvers must reject.
The check `test_generated_systems_have_one_optimum` confirms it empirically: kiwi replaying
the constraints in reverse order reaches the same values at every checkpoint.

Priorities (`{"priority": p, "weight": w}`) are lexicographic levels in the core. kiwi has
one scalar objective, so for systems with several levels the oracle solves level by level
(highest first), each time fixing the optimum of the levels above with a required
constraint on their weighted error sum — the definition of the lexicographic optimum, with
kiwi doing every solve.
"""
import json
import random

import kiwisolver as kiwi

KIWI_LEVEL = 1  # the priority level kiwi's named strengths share in the core
NAMED = {"strong": 1e6, "medium": 1e3, "weak": 1.0}
AUTO_LAYOUT_PRIORITIES = [999, 750, 500, 300, 251, 250, 100, 2]


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


# ----------------------------------------------------------------------------- generator


class _Generator:
    def __init__(self, rng, name, priorities):
        self.rng = rng
        self.name = name
        self.priorities = priorities
        self.n = rng.randint(2, 8)
        self.vars = [f"v{i}" for i in range(self.n)]
        self.point = {v: round(rng.uniform(-100, 100), 3) for v in self.vars}
        self.ops = []
        self.active = {}  # id -> op (current form)
        self.edits = set()
        self.counter = 0

    def new_id(self, prefix="c"):
        self.counter += 1
        return f"{prefix}{self.counter}"

    def terms(self):
        chosen = self.rng.sample(self.vars, self.rng.randint(1, min(3, self.n)))
        coefficients = [c for c in (-3, -2, -1, -0.5, 0.5, 1, 1.5, 2, 3)]
        return {v: self.rng.choice(coefficients) for v in chosen}

    def optional_strength(self):
        rng = self.rng
        if self.priorities and rng.random() < 0.7:
            weight = 1.0 if rng.random() < 0.5 else round(rng.uniform(0.5, 2.0), 4)
            return {"priority": rng.choice(AUTO_LAYOUT_PRIORITIES), "weight": weight}
        if rng.random() < 0.4:
            return rng.choice(list(NAMED))
        return rng.choice([1e6, 1e3, 1.0]) * round(rng.uniform(0.5, 2.0), 4)

    def at_point(self, terms):
        return sum(c * self.point[v] for v, c in terms.items())

    def required_op(self, relation=None):
        terms = self.terms()
        relation = relation or self.rng.choice(["<=", ">=", "<=", ">=", "=="])
        value = self.at_point(terms)
        margin = 0.0 if self.rng.random() < 0.3 else round(self.rng.uniform(0, 30), 3)
        constant = {"<=": -value - margin, ">=": -value + margin, "==": -value}[relation]
        return {"op": "add", "id": self.new_id("r"), "terms": terms, "constant": constant,
                "relation": relation, "strength": "required"}

    def optional_op(self):
        return {"op": "add", "id": self.new_id("o"), "terms": self.terms(),
                "constant": round(self.rng.uniform(-200, 200), 3),
                "relation": self.rng.choice(["<=", ">=", "=="]), "strength": self.optional_strength()}

    def stay_op(self, variable):
        weight = round(self.rng.uniform(0.5, 2.0), 6)
        strength = weight if not self.priorities else {"priority": KIWI_LEVEL, "weight": weight}
        return {"op": "add", "id": f"stay-{variable}", "terms": {variable: 1},
                "constant": -round(self.rng.uniform(-150, 150), 3), "relation": "==", "strength": strength}

    def emit(self, op):
        self.ops.append(op)
        if op["op"] == "add":
            self.active[op["id"]] = op

    def edit_strength(self):
        if self.priorities and self.rng.random() < 0.6:
            return {"priority": self.rng.choice([999, 750, 500]), "weight": 1.0}
        return self.rng.choice(["strong", "medium", 1e6 * round(self.rng.uniform(0.5, 2), 4)])

    def contradiction(self):
        """A required constraint that contradicts an active required one (both must refuse)."""
        required = [op for op in self.active.values() if op["strength"] == "required"]
        if not required:
            return None
        base = self.rng.choice(required)
        delta = round(self.rng.uniform(1, 20), 3)
        relation = {"<=": ">=", ">=": "<=", "==": self.rng.choice(["<=", ">="])}[base["relation"]]
        # base: T + k (rel) 0. For base <= (T <= -k) ask T >= -k + delta: T + (k - delta) >= 0.
        shift = -delta if relation == ">=" else delta
        return {"op": "add", "id": self.new_id("x"), "terms": dict(base["terms"]),
                "constant": base["constant"] + shift, "relation": relation, "strength": "required"}

    def round_of_changes(self):
        rng = self.rng
        for _ in range(rng.randint(1, 4)):
            roll = rng.random()
            removable = [i for i in self.active if not i.startswith("stay-")]
            optional = [i for i in removable if self.active[i]["strength"] != "required"]
            if roll < 0.25 and self.edits:
                self.emit({"op": "suggest", "variable": rng.choice(sorted(self.edits)),
                           "value": round(rng.uniform(-150, 150), 3)})
            elif roll < 0.37 and removable:
                victim = rng.choice(removable)
                self.emit({"op": "remove", "id": victim})
                del self.active[victim]
            elif roll < 0.52:
                self.emit(self.optional_op() if rng.random() < 0.6 else self.required_op())
            elif roll < 0.62 and optional:
                target = rng.choice(optional)
                strength = self.optional_strength()
                self.emit({"op": "strength", "id": target, "strength": strength})
                self.active[target] = dict(self.active[target], strength=strength)
            elif roll < 0.74 and removable:
                target = rng.choice(removable)
                op = self.active[target]
                if op["strength"] == "required":
                    value = self.at_point(op["terms"])
                    margin = round(rng.uniform(0, 30), 3)
                    constant = {"<=": -value - margin, ">=": -value + margin, "==": -value}[op["relation"]]
                else:
                    constant = round(rng.uniform(-200, 200), 3)
                self.emit({"op": "constant", "id": target, "constant": constant})
                self.active[target] = dict(op, constant=constant)
            elif roll < 0.82:
                candidates = [v for v in self.vars if v not in self.edits]
                if candidates:
                    variable = rng.choice(candidates)
                    self.emit({"op": "edit", "variable": variable, "strength": self.edit_strength()})
                    self.edits.add(variable)
            elif roll < 0.88 and self.edits:
                variable = rng.choice(sorted(self.edits))
                self.emit({"op": "unedit", "variable": variable})
                self.edits.discard(variable)
            elif roll < 0.96:
                bad = self.contradiction()
                if bad:
                    self.ops.append(bad)  # refused: never becomes active
            elif removable:
                self.ops.append(dict(self.active[rng.choice(removable)]))  # a duplicate id

    def build(self):
        rng = self.rng
        initial = [self.stay_op(v) for v in self.vars]
        initial += [self.required_op() for _ in range(rng.randint(0, self.n))]
        initial += [self.optional_op() for _ in range(rng.randint(1, 2 * self.n))]
        rng.shuffle(initial)
        for op in initial:
            self.emit(op)
        for variable in rng.sample(self.vars, rng.randint(0, min(2, self.n))):
            self.emit({"op": "edit", "variable": variable, "strength": self.edit_strength()})
            self.edits.add(variable)
            self.emit({"op": "suggest", "variable": variable, "value": round(rng.uniform(-150, 150), 3)})
        self.emit({"op": "solve"})
        for _ in range(rng.randint(2, 5)):
            self.round_of_changes()
            self.emit({"op": "solve"})
        return {"name": self.name, "ops": self.ops}


def generate(count, seed, priorities=False):
    """`count` well-posed systems; with `priorities`, mostly Auto Layout priority levels."""
    rng = random.Random(seed)
    prefix = "priority" if priorities else "kiwi"
    return [_Generator(rng, f"{prefix}-{i}", priorities).build() for i in range(count)]


# ----------------------------------------------------------------------------- kiwi replay


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


# ----------------------------------------------------------------------------- self-checks


def test_generated_systems_have_one_optimum():
    """kiwi reaches the same values whether it adds the constraints forwards or backwards."""
    for system in generate(60, seed=7) + generate(30, seed=8, priorities=True):
        replay = replay_with_kiwi(system, incremental=has_one_level(system))
        final = replay["solutions"][-1]
        backwards = solve_from_scratch(replay["model"], replay["names"], reverse=True)
        for name in replay["names"]:
            assert abs(final[name] - backwards[name]) <= 1e-6 * max(1.0, abs(final[name])), (system["name"], name)


def test_generator_includes_every_operation():
    kinds = {op["op"] for system in generate(200, seed=3) for op in system["ops"]}
    assert kinds == {"add", "remove", "strength", "constant", "edit", "unedit", "suggest", "solve"}
