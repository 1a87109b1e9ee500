/// Changing an installed constraint in place, as Auto Layout changes `priority` and
/// `constant`: the tableau is updated and re-optimised from the current solution, so nothing
/// moves unless the change makes a strictly better solution (the tie rule of
/// `ConstraintStrength`).
extension ConstraintSolver {
    /// Re-weighs an optional constraint; returns the constraint as it now is in the solver.
    @discardableResult
    public mutating func changeStrength(of constraint: LinearConstraint, to strength: ConstraintStrength)
        throws(ConstraintSolverError) -> LinearConstraint
    {
        guard let tag = constraints[constraint] else {
            throw ConstraintSolverError(.unknownConstraint, "the constraint \(constraint) is not in the solver")
        }
        guard constraint.strength.isRequired == strength.isRequired else {
            throw ConstraintSolverError(
                .requiredStrengthChange, "a constraint cannot change between required and optional while installed")
        }
        let updated = constraint.with(strength: strength)
        guard updated != constraint else { return constraint }
        guard constraints[updated] == nil else {
            throw ConstraintSolverError(.duplicateConstraint, "the constraint \(updated) is already in the solver")
        }
        addErrorCosts(tag, strength: constraint.strength, sign: -1)
        addErrorCosts(tag, strength: strength, sign: 1)
        try optimizeObjective()
        constraints[constraint] = nil
        constraints[updated] = tag
        return updated
    }

    /// Gives a constraint a new constant (in `expression (relation) 0`) and re-solves with
    /// the dual simplex; returns the constraint as it now is in the solver. A required
    /// constraint whose new constant contradicts the others is refused.
    @discardableResult
    public mutating func changeConstant(of constraint: LinearConstraint, to constant: Double)
        throws(ConstraintSolverError) -> LinearConstraint
    {
        guard let tag = constraints[constraint] else {
            throw ConstraintSolverError(.unknownConstraint, "the constraint \(constraint) is not in the solver")
        }
        let updated = constraint.with(constant: constant)
        guard updated != constraint else { return constraint }
        guard constraints[updated] == nil else {
            throw ConstraintSolverError(.duplicateConstraint, "the constraint \(updated) is already in the solver")
        }
        let delta = constant - constraint.expression.constant
        let sign = Self.markerSign(constraint)
        if constraint.strength.isRequired {
            // A basic dummy marks a required equality implied by the others: it cannot move.
            if tag.marker.kind == .dummy, rows[Int(tag.marker.id)] != nil, !Row.isNearZero(delta) {
                throw ConstraintSolverError(
                    .unsatisfiable, "the new constant of \(constraint) contradicts the required constraints")
            }
            beginUndo(symbolMark: symbolKinds.count)
            shiftConstant(tag, markerSign: sign, by: delta)
            do {
                try dualOptimize()
            } catch {
                rollBack()
                throw ConstraintSolverError(
                    .unsatisfiable, "the new constant of \(constraint) contradicts the required constraints")
            }
            endUndo()
        } else {
            shiftConstant(tag, markerSign: sign, by: delta)
            try dualOptimize()
        }
        constraints[constraint] = nil
        constraints[updated] = tag
        return updated
    }
}
