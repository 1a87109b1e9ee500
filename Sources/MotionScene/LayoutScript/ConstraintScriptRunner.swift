/// Replays a script's operations on a solver, one at a time (the benchmark times them), or
/// all at once with `ConstraintScript.run()`.
public struct ConstraintScriptRunner: Sendable {
    public private(set) var solver = ConstraintSolver()
    /// The constraints added by id, as they now are (strength and constant changes included).
    private var constraintsByID: [String: LinearConstraint] = [:]

    public init() {}

    /// Applies one operation. A refused operation changes nothing and throws the solver's error.
    public mutating func apply(_ operation: ConstraintScript.Operation) throws(ConstraintSolverError) {
        switch operation {
        case .add(let id, let constraint):
            guard constraintsByID[id] == nil else {
                throw ConstraintSolverError(.duplicateConstraint, "a constraint with id '\(id)' is already added")
            }
            try solver.add(constraint)
            constraintsByID[id] = constraint
        case .remove(let id):
            try solver.remove(try installed(id))
            constraintsByID[id] = nil
        case .changeStrength(let id, let strength):
            constraintsByID[id] = try solver.changeStrength(of: try installed(id), to: strength)
        case .changeConstant(let id, let constant):
            constraintsByID[id] = try solver.changeConstant(of: try installed(id), to: constant)
        case .addEditVariable(let variable, let strength):
            try solver.addEditVariable(variable, strength: strength)
        case .removeEditVariable(let variable):
            try solver.removeEditVariable(variable)
        case .suggest(let variable, let value):
            try solver.suggestValue(value, for: variable)
        case .solve:
            break
        }
    }

    /// A variable's current value; reads in place (going through `solver` from another module
    /// would copy the solver value for every read).
    public func value(of variable: LayoutVariable) -> Double {
        solver.value(of: variable)
    }

    /// Every variable the solver knows with its value, in one pass.
    public func forEachValue(_ body: (LayoutVariable, Double) -> Void) {
        solver.forEachValue(body)
    }

    private func installed(_ id: String) throws(ConstraintSolverError) -> LinearConstraint {
        guard let constraint = constraintsByID[id] else {
            throw ConstraintSolverError(.unknownConstraint, "no constraint with id '\(id)' is in the solver")
        }
        return constraint
    }
}

/// What replaying a script gave: the values at each `solve` and the refused operations.
public struct ConstraintScriptResult: Sendable {
    public var name: String
    public var variables: [LayoutVariable]
    /// One array per `solve`, values in the order of `variables`.
    public var solutions: [[Double]]
    public var errors: [(operation: Int, error: ConstraintSolverError)]

    /// `{"name", "solutions": [{variable: value, …}, …], "errors": [{"op", "kind", "message"}]}`.
    public var json: JSONValue {
        let solutionsJSON = solutions.map { values in
            JSONValue.object(JSONObject(entries: zip(variables, values).map { ($0.name, JSONValue.number($1)) }))
        }
        let errorsJSON = errors.map { entry -> JSONValue in
            [
                "op": .number(Double(entry.operation)), "kind": .string(entry.error.kind.rawValue),
                "message": .string(entry.error.message),
            ]
        }
        return ["name": .string(name), "solutions": .array(solutionsJSON), "errors": .array(errorsJSON)]
    }
}

extension ConstraintScript {
    /// Replays every operation; refused ones are recorded and the replay goes on.
    public func run() -> ConstraintScriptResult {
        var runner = ConstraintScriptRunner()
        var result = ConstraintScriptResult(name: name, variables: variables, solutions: [], errors: [])
        for (index, operation) in operations.enumerated() {
            do {
                try runner.apply(operation)
            } catch {
                result.errors.append((index, error))
            }
            if operation == .solve {
                result.solutions.append(variables.map { runner.value(of: $0) })
            }
        }
        return result
    }
}
