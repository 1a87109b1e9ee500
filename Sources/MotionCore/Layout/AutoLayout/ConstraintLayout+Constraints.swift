/// Activating, deactivating and changing constraints — what an iOS developer does to
/// `NSLayoutConstraint`s at run time, `isActive`, `priority` and `constant` included.
extension ConstraintLayout {
    /// Installs a constraint; returns its identifier (generated when it has none).
    @discardableResult
    public mutating func add(_ constraint: LayoutConstraint) throws(LayoutError) -> String {
        try check(constraint)
        return try install(constraint)
    }

    /// Adds a constraint to the solver without Auto Layout's anchor checks.
    @discardableResult
    mutating func install(_ constraint: LayoutConstraint) throws(LayoutError) -> String {
        var named = constraint
        if named.identifier.isEmpty { named.identifier = nextUnnamedIdentifier(for: constraint) }
        guard installed[named.identifier] == nil else {
            throw LayoutError(.duplicateIdentifier, "a constraint '\(named.identifier)' is already installed")
        }
        let linear = named.linearConstraint
        do {
            try solver.add(linear)
        } catch {
            throw LayoutError(error)
        }
        installed[named.identifier] = (named, linear)
        return named.identifier
    }

    /// Installs several constraints, all or none (`NSLayoutConstraint.activate`).
    public mutating func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var changed = self
        for constraint in constraints { try changed.add(constraint) }
        self = changed
    }

    public mutating func remove(_ identifier: String) throws(LayoutError) {
        let entry = try entry(identifier)
        do {
            try solver.remove(entry.linear)
        } catch {
            throw LayoutError(error)
        }
        installed[identifier] = nil
    }

    /// Changes a constraint's priority. Between optional priorities the solver re-weighs the
    /// constraint in place; to or from required (which UIKit refuses on an installed
    /// constraint) the new form is added before the old one is removed, so the solution moves
    /// only if the new priority strictly prefers another one — the tie rule holds there too.
    public mutating func setPriority(_ priority: LayoutPriority, for identifier: String) throws(LayoutError) {
        let entry = try entry(identifier)
        guard priority != entry.layout.priority else { return }
        let updated = entry.layout.with(priority: priority)
        do {
            if priority.isRequired == entry.layout.priority.isRequired {
                let linear = try solver.changeStrength(of: entry.linear, to: priority.strength)
                installed[identifier] = (updated, linear)
            } else {
                var changed = solver
                try changed.add(updated.linearConstraint)
                try changed.remove(entry.linear)
                solver = changed
                installed[identifier] = (updated, updated.linearConstraint)
            }
        } catch {
            throw LayoutError(error)
        }
    }

    /// Changes a constraint's constant in place (the dual simplex re-solves from the current
    /// solution); a required constraint whose new constant contradicts the others is refused.
    public mutating func setConstant(_ constant: Double, for identifier: String) throws(LayoutError) {
        let entry = try entry(identifier)
        var updated = entry.layout
        updated.constant = constant
        // The solver's constant is −constant: first − (second × m + constant) (relation) 0.
        let solverConstant = updated.linearConstraint.expression.constant
        do {
            let linear = try solver.changeConstant(of: entry.linear, to: solverConstant)
            installed[identifier] = (updated, linear)
        } catch {
            throw LayoutError(error)
        }
    }

    private func entry(_ identifier: String) throws(LayoutError) -> (layout: LayoutConstraint, linear: LinearConstraint) {
        guard let entry = installed[identifier] else {
            throw LayoutError(.unknownIdentifier, "no constraint '\(identifier)' is installed")
        }
        return entry
    }

    /// Auto Layout's rules for what may be related to what.
    private func check(_ constraint: LayoutConstraint) throws(LayoutError) {
        for anchor in [constraint.first, constraint.second].compactMap({ $0 }) where !items.contains(anchor.item.id) {
            throw LayoutError(.unknownItem, "'\(anchor.item.id)' is not a view or guide of this layout")
        }
        if let second = constraint.second {
            guard second.attribute.kind == constraint.first.attribute.kind else {
                throw LayoutError(
                    .incompatibleAnchors, "\(constraint.first) and \(second) are not on the same axis or not both sizes")
            }
        } else if constraint.first.attribute.kind != .dimension {
            throw LayoutError(
                .incompatibleAnchors, "\(constraint.first) is a position: relate it to another anchor, not a constant")
        }
    }
}
