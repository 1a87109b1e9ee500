/// Auto Layout's `UILayoutPriority`, 1 … 1000: 1000 is required; anything lower is optional
/// and outranks every lower priority (`ConstraintStrength`).
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let rawValue: Int

    /// Clamped to 1 … 1000, as UIKit's valid range.
    public init(_ rawValue: Int) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    // UIKit's named priorities (UILayoutPriority).
    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { rawValue == 1000 }

    /// The solver strength: the priority is the level, weight 1.
    public var strength: ConstraintStrength { ConstraintStrength(priority: rawValue) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "\(rawValue)" }
}
