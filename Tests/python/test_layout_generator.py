"""Random constraint systems in the `motion-preview solve` format, for the solver oracle.

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
`test_layout_kiwi.test_generated_systems_have_one_optimum` confirms it empirically.
"""
import random

KIWI_LEVEL = 1  # the priority level kiwi's named strengths share in the core
NAMED = {"strong": 1e6, "medium": 1e3, "weak": 1.0}
AUTO_LAYOUT_PRIORITIES = [999, 750, 500, 300, 251, 250, 100, 2]


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



def test_generator_includes_every_operation():
    kinds = {op["op"] for system in generate(200, seed=3) for op in system["ops"]}
    assert kinds == {"add", "remove", "strength", "constant", "edit", "unedit", "suggest", "solve"}
