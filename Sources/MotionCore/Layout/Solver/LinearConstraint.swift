/// `expression (relation) 0` at a strength: the unit the solver adds and removes.
///
/// A constraint is a value: two constraints with the same identifier, reduced expression,
/// relation and strength are the same constraint, and adding it twice is a duplicate. Give
/// constraints identifiers when equal ones may be meant to coexist (kiwi tells constraints
/// apart by object identity; a value type needs a name for that).
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    public enum Relation: String, Hashable, Sendable, CaseIterable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// `lhs − rhs`, reduced.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: ConstraintStrength
    /// A name that tells apart constraints that are otherwise equal; may be empty.
    public let identifier: String

    /// `lhs (relation) constant`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ constant: Double,
        strength: ConstraintStrength = .required, identifier: String = ""
    ) {
        self.init(lhs, relation, LinearExpression(constant: constant), strength: strength, identifier: identifier)
    }

    /// `variable (relation) constant`.
    public init(
        _ variable: LayoutVariable, _ relation: Relation, _ constant: Double,
        strength: ConstraintStrength = .required, identifier: String = ""
    ) {
        self.init(LinearExpression(variable), relation, LinearExpression(constant: constant), strength: strength, identifier: identifier)
    }

    /// `lhs (relation) rhs`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
        strength: ConstraintStrength = .required, identifier: String = ""
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
    }

    /// `variable (relation) rhs`.
    public init(
        _ variable: LayoutVariable, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
        strength: ConstraintStrength = .required, identifier: String = ""
    ) {
        self.init(LinearExpression(variable), relation, rhs, strength: strength, identifier: identifier)
    }

    /// The same constraint at another strength.
    public func with(strength: ConstraintStrength) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// The same constraint with another constant in `expression (relation) 0`.
    public func with(constant: Double) -> LinearConstraint {
        LinearConstraint(
            LinearExpression(terms: expression.terms, constant: constant), relation, strength: strength,
            identifier: identifier)
    }

    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)·\($0.variable.name)" }.joined(separator: " + ")
        let name = identifier.isEmpty ? "" : "'\(identifier)': "
        return "\(name)\(terms) + \(expression.constant) \(relation.rawValue) 0 (\(strength))"
    }
}
