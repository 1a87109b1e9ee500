/// `first (relation) second × multiplier + constant` at a priority: NSLayoutConstraint as a
/// value. `second` is nil for a size given as a constant (`width == 120`).
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public typealias Relation = LinearConstraint.Relation

    public var identifier: String
    public let first: LayoutAnchor
    public let relation: Relation
    public let second: LayoutAnchor?
    public let multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    public init(
        _ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, identifier: String = ""
    ) {
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// The constraint with a name, to change or remove it later.
    public func named(_ identifier: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = identifier
        return copy
    }

    public func with(priority: LayoutPriority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// The solver's form: `first − (second × multiplier + constant) (relation) 0`.
    public var linearConstraint: LinearConstraint {
        let rhs = (second.map { $0.expression * multiplier } ?? LinearExpression()) + LinearExpression(constant: constant)
        return LinearConstraint(first.expression, relation, rhs, strength: priority.strength, identifier: identifier)
    }

    public var description: String {
        var rhs = second.map { multiplier == 1 ? "\($0)" : "\($0) × \(multiplier)" } ?? ""
        if constant != 0 || second == nil { rhs += rhs.isEmpty ? "\(constant)" : " + \(constant)" }
        return "\(identifier.isEmpty ? "" : "'\(identifier)': ")\(first) \(relation.rawValue) \(rhs) @\(priority)"
    }
}

extension LayoutAnchor {
    // The anchor API of UIKit (NSLayoutAnchor / NSLayoutDimension), returning values.

    public func constraint(equalTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(self, .equal, other, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(self, .greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo other: LayoutAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(self, .lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .equal, nil, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, nil, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, nil, constant: constant)
    }
}
