/// A variable of a constraint system, known by its name (`card.height`). Two variables with
/// the same name are the same variable.
public struct LayoutVariable: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.name < rhs.name }

    public var description: String { name }
}

/// `coefficient · variable`.
public struct LinearTerm: Hashable, Sendable {
    public let variable: LayoutVariable
    public let coefficient: Double

    public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient · variable + constant`, kept reduced: one term per variable, sorted by
/// name, no zero coefficients — so equal expressions compare equal however they were built.
/// Deliberately not expressible by number literals: with the `*` overloads below, that would make
/// plain arithmetic such as `20 * x.squareRoot()` ambiguous in every module that imports the core.
public struct LinearExpression: Hashable, Sendable {
    public private(set) var terms: [LinearTerm]
    public private(set) var constant: Double

    public init(terms: [LinearTerm] = [], constant: Double = 0) {
        var sums: [LayoutVariable: Double] = [:]
        for term in terms { sums[term.variable, default: 0] += term.coefficient }
        self.terms = sums.filter { $0.value != 0 }.map { LinearTerm($0.key, $0.value) }
            .sorted { $0.variable < $1.variable }
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) {
        self.init(terms: [LinearTerm(variable)])
    }

    public var variables: [LayoutVariable] { terms.map(\.variable) }

    /// The value of the expression for the given variable values (missing ones count as 0).
    public func value(_ values: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values($1.variable) }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { LinearTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }
}

extension LayoutVariable {
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(rhs, lhs)])
    }

    public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        rhs * lhs
    }
}

/// Constants combine with expressions and variables explicitly, instead of through literal
/// conformance (see `LinearExpression`).
extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: -rhs)
    }
}

extension LayoutVariable {
    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}
