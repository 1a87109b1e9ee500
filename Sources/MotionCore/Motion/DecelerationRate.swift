import Foundation

/// How fast a flung scroll view slows down: the fraction of its velocity kept per millisecond,
/// as `UIScrollView.DecelerationRate` gives it (docs/physics.md, "Scrolling").
public struct DecelerationRate: Hashable, Sendable {
    /// Velocity kept per millisecond, in (0, 1).
    public let perMillisecond: Double

    public init(perMillisecond: Double) throws(MotionValueError) {
        guard perMillisecond.isFinite, perMillisecond > 0, perMillisecond < 1 else {
            throw MotionValueError("a deceleration rate must lie strictly between 0 and 1")
        }
        self.perMillisecond = perMillisecond
    }

    private init(unchecked perMillisecond: Double) {
        self.perMillisecond = perMillisecond
    }

    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// 1000·ln d: the continuous decay constant in 1/s (negative), v(t) = v0·e^(λt).
    public var exponentPerSecond: Double { 1000 * log(perMillisecond) }
}
