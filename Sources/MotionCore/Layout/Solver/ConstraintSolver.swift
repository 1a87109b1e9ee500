/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), organised as kiwi organises it: a
/// simplex tableau in restricted/unrestricted form, rows solved for basic symbols, primal
/// simplex after each addition or removal, dual simplex after a suggested value or a changed
/// constant. Priorities are symbolic weights (see `ConstraintStrength`).
///
/// A value type: copying a solver copies the system (cheaply, arrays are copy-on-write),
/// which is how a scene keeps its layout in its own value. Every method either succeeds or
/// throws and leaves the solver exactly as it was.
public struct ConstraintSolver: Sendable {
    /// The symbols a constraint owns in the tableau (kiwi's `Tag`).
    struct Tag: Hashable, Sendable {
        /// The slack (inequality), positive error (optional equality) or dummy (required
        /// equality) that identifies the constraint's row.
        var marker: Symbol
        /// The error of an optional inequality or the negative error of an optional equality.
        var other: Symbol?
    }

    struct EditInfo: Sendable {
        var tag: Tag
        var strength: ConstraintStrength
        /// The value last suggested.
        var constant: Double
    }

    var constraints: [LinearConstraint: Tag] = [:]
    var edits: [LayoutVariable: EditInfo] = [:]
    var variableSymbols: [LayoutVariable: Symbol] = [:]
    /// Kind of every symbol ever created, by id.
    var symbolKinds: [Symbol.Kind] = []
    /// The row of every basic symbol, by id; nil for parametric symbols.
    var rows: [Row?] = []
    var objective = Objective()
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Rows whose constant went negative under a changed constant, for the dual simplex.
    var infeasibleRows: [Symbol] = []
    /// Saved state while a change that may fail is applied; nil otherwise.
    var undo: UndoLog?

    public init() {}

    public var constraintCount: Int { constraints.count }

    public func contains(_ constraint: LinearConstraint) -> Bool {
        constraints[constraint] != nil
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[variable] != nil
    }

    /// The variable's value in the current solution; 0 for a variable the solver has not seen.
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return rows[Int(symbol.id)]?.constant ?? 0
    }

    /// Visits every variable with its value, without a lookup per variable (what kiwi's
    /// `updateVariables` does: one pass over the variables).
    public func forEachValue(_ body: (LayoutVariable, Double) -> Void) {
        for (variable, symbol) in variableSymbols {
            body(variable, rows[Int(symbol.id)]?.constant ?? 0)
        }
    }

    /// Every variable the solver has seen, sorted by name.
    public var variables: [LayoutVariable] {
        variableSymbols.keys.sorted()
    }

    public mutating func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
        guard constraints[constraint] == nil else {
            throw ConstraintSolverError(.duplicateConstraint, "the constraint \(constraint) is already in the solver")
        }
        let tag = try insert(constraint)
        constraints[constraint] = tag
    }

    public mutating func remove(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
        guard let tag = constraints[constraint] else {
            throw ConstraintSolverError(.unknownConstraint, "the constraint \(constraint) is not in the solver")
        }
        try erase(tag, strength: constraint.strength)
        constraints[constraint] = nil
    }

    /// Adds a constraint's row to the tableau and re-optimises; throws `unsatisfiable` when a
    /// required constraint contradicts the others.
    mutating func insert(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> Tag {
        let mark = symbolKinds.count
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.hasOnlyDummies {
            guard Row.isNearZero(row.constant) else {
                forgetSymbols(from: mark)
                throw unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else if constraint.strength.isRequired {
            // Only a required constraint can fail phase one; record what it changes.
            beginUndo(symbolMark: mark)
            guard addWithArtificialVariable(row) else {
                rollBack()
                throw unsatisfiable(constraint)
            }
            endUndo()
        } else {
            _ = addWithArtificialVariable(row)
        }
        try optimizeObjective()
        return tag
    }

    /// Removes a constraint's row from the tableau and re-optimises (kiwi's removeConstraint).
    mutating func erase(_ tag: Tag, strength: ConstraintStrength) throws(ConstraintSolverError) {
        removeErrorCosts(tag, strength: strength)
        if rows[Int(tag.marker.id)] != nil {
            setRow(tag.marker, nil)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker), var row = rows[Int(leaving.id)] else {
                throw ConstraintSolverError(.internalFailure, "no row can take the removed constraint's marker")
            }
            setRow(leaving, nil)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimizeObjective()
    }

    private func unsatisfiable(_ constraint: LinearConstraint) -> ConstraintSolverError {
        ConstraintSolverError(
            .unsatisfiable, "the required constraint \(constraint) contradicts the required constraints already added")
    }
}
