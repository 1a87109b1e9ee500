/// A constraint system as a script of solver operations, read from JSON — the format of
/// `motion-preview solve`, shared with the kiwisolver oracle so both replay the same steps.
///
/// ```
/// {"name": "s1", "ops": [
///   {"op": "add", "id": "c1", "terms": {"x": 1, "y": -1}, "constant": -10,
///    "relation": ">=", "strength": "strong"},          // x − y − 10 ≥ 0, strong
///   {"op": "edit", "variable": "x", "strength": "medium"},
///   {"op": "suggest", "variable": "x", "value": 42},
///   {"op": "solve"},                                    // record every variable's value
///   {"op": "constant", "id": "c1", "constant": -4},     // now x − y − 4 ≥ 0
///   {"op": "strength", "id": "c1", "strength": {"priority": 750}},
///   {"op": "remove", "id": "c1"},
///   {"op": "unedit", "variable": "x"}]}
/// ```
/// A constraint reads `Σ terms + constant (relation) 0`; `relation` is `<=`, `==` or `>=`
/// (default `==`), `constant` defaults to 0. `strength` (default `required`) is `required`,
/// `strong`, `medium`, `weak`, a number (a kiwi strength: `strength::create(a, b, c, w)`'s
/// value) or `{"priority": 1…1000, "weight": w}` (weight defaults to 1).
public struct ConstraintScript: Hashable, Sendable {
    public enum Operation: Hashable, Sendable {
        case add(id: String, LinearConstraint)
        case remove(id: String)
        case changeStrength(id: String, ConstraintStrength)
        case changeConstant(id: String, Double)
        case addEditVariable(LayoutVariable, ConstraintStrength)
        case removeEditVariable(LayoutVariable)
        case suggest(LayoutVariable, Double)
        /// Records the value of every variable of the script.
        case solve
    }

    public var name: String
    public var operations: [Operation]
    /// Every variable the script names, in order of first mention: the keys of a solution.
    public var variables: [LayoutVariable]

    public init(name: String, operations: [Operation]) {
        self.name = name
        self.operations = operations
        var seen = Set<LayoutVariable>()
        var ordered: [LayoutVariable] = []
        for operation in operations {
            for variable in operation.variables where seen.insert(variable).inserted { ordered.append(variable) }
        }
        self.variables = ordered
    }
}

extension ConstraintScript.Operation {
    var variables: [LayoutVariable] {
        switch self {
        case .add(_, let constraint): constraint.expression.variables
        case .addEditVariable(let variable, _), .removeEditVariable(let variable), .suggest(let variable, _):
            [variable]
        case .remove, .changeStrength, .changeConstant, .solve: []
        }
    }
}
