/// Edit variables and suggested values: the interactive half of Cassowary. A suggestion
/// changes only the constant of the variable's edit constraint, so the dual simplex resumes
/// from the current optimum instead of solving again.
extension ConstraintSolver {
    /// Lets `variable` follow suggested values at `strength` (optional; required is refused).
    /// Until the first suggestion the variable is pulled towards 0, as in kiwi.
    public mutating func addEditVariable(_ variable: LayoutVariable, strength: ConstraintStrength)
        throws(ConstraintSolverError)
    {
        guard edits[variable] == nil else {
            throw ConstraintSolverError(.duplicateEditVariable, "'\(variable)' is already an edit variable")
        }
        guard !strength.isRequired else {
            throw ConstraintSolverError(.requiredEditStrength, "the edit variable '\(variable)' cannot be required")
        }
        let tag = try insert(LinearConstraint(LinearExpression(variable), .equal, strength: strength))
        edits[variable] = EditInfo(tag: tag, strength: strength, constant: 0)
    }

    public mutating func removeEditVariable(_ variable: LayoutVariable) throws(ConstraintSolverError) {
        guard let info = edits[variable] else {
            throw ConstraintSolverError(.unknownEditVariable, "'\(variable)' is not an edit variable")
        }
        try erase(info.tag, strength: info.strength)
        edits[variable] = nil
    }

    /// Asks for `variable == value` at the edit's strength and re-solves.
    public mutating func suggestValue(_ value: Double, for variable: LayoutVariable) throws(ConstraintSolverError) {
        guard var info = edits[variable] else {
            throw ConstraintSolverError(.unknownEditVariable, "'\(variable)' is not an edit variable")
        }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        // The edit constraint reads `variable − value == 0`: its constant moves by −delta.
        shiftConstant(info.tag, markerSign: -1, by: -delta)
        try dualOptimize()
    }

    /// Moves the constant of a constraint's row by `delta` in place: the marker symbol is the
    /// constraint's own column, so shifting it (or the basic error that absorbs it) is the
    /// whole change. `markerSign` is `markerSign(_:)` of the constraint.
    mutating func shiftConstant(_ tag: Tag, markerSign: Double, by delta: Double) {
        let shift = markerSign * delta
        let markerID = Int(tag.marker.id)
        if rows[markerID] != nil {
            updateRow(markerID) { $0.addToConstant(-shift) }
            if let constant = rows[markerID]?.constant, constant < 0 { infeasibleRows.append(tag.marker) }
            return
        }
        if let other = tag.other, rows[Int(other.id)] != nil {
            updateRow(Int(other.id)) { $0.addToConstant(shift) }
            if let constant = rows[Int(other.id)]?.constant, constant < 0 { infeasibleRows.append(other) }
            return
        }
        for id in rows.indices {
            guard let coefficient = rows[id]?.coefficient(for: tag.marker), coefficient != 0 else { continue }
            updateRow(id) { $0.addToConstant(coefficient * shift) }
            if symbolKinds[id] != .external, let constant = rows[id]?.constant, constant < 0 {
                infeasibleRows.append(Symbol(id: Int32(id), kind: symbolKinds[id]))
            }
        }
    }
}
