/// A damped harmonic oscillator's physical parameters: mass, stiffness and damping, the way
/// `CASpringAnimation` takes them. Every other parameterisation (damping ratio, SwiftUI's
/// response and damping fraction, duration and bounce, UIKit's duration and damping ratio)
/// converts to these three; formulas from docs/physics.md, "Springs".
public struct Spring: Hashable, Sendable {
    /// Mass (m); docs/physics.md's formulas take m = 1, the conversions below keep it general.
    public let mass: Double
    /// Stiffness k, in force per point of displacement.
    public let stiffness: Double
    /// Damping c, in force per point-per-second of velocity.
    public let damping: Double

    /// Mass, stiffness and damping as `CASpringAnimation` takes them. Mass and stiffness must
    /// be positive and damping not negative (an undamped spring never settles).
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(MotionValueError) {
        guard [mass, stiffness, damping].allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping > 0 else {
            throw MotionValueError("a spring needs positive mass, stiffness and damping")
        }
        self.init(unchecked: mass, stiffness, damping)
    }

    /// Damping from a damping ratio ζ: c = 2ζ√(km).
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) throws(MotionValueError) {
        guard dampingRatio.isFinite, dampingRatio > 0 else {
            throw MotionValueError("the damping ratio must be positive")
        }
        try self.init(mass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: k = (2π/T)², c = 4πζ/T (m = 1).
    public init(response: Double, dampingFraction: Double) throws(MotionValueError) {
        guard response.isFinite, response > 0 else {
            throw MotionValueError("the response must be a positive number of seconds")
        }
        guard dampingFraction.isFinite, dampingFraction > 0 else {
            throw MotionValueError("the damping fraction must be positive")
        }
        try self.init(mass: 1, stiffness: Self.square(2 * Double.pi / response), damping: 4 * Double.pi * dampingFraction / response)
    }

    /// SwiftUI's and UIKit's (iOS 17) `Spring(duration:bounce:)`: ζ = 1 − bounce for
    /// bounce ≥ 0, else 1/(1 + bounce); then as `init(response:dampingFraction:)`.
    /// `bounce` lies in (−1, 1): 1 would never settle, −1 would be infinitely damped.
    public init(duration: Double, bounce: Double) throws(MotionValueError) {
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw MotionValueError("bounce must lie strictly between -1 and 1")
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(response: duration, dampingFraction: ratio)
    }

    /// `UIView.animate(withDuration:usingSpringWithDamping:…)`. How UIKit turns the duration
    /// into a stiffness is undocumented [U]; we choose the same mapping as
    /// `Spring(duration:bounce:)` — k = (2π/duration)², c = 4πζ/duration — so a UIKit spring
    /// and a SwiftUI spring with equal duration and ratio agree.
    public init(uiKitDuration duration: Double, dampingRatio: Double) throws(MotionValueError) {
        try self.init(response: duration, dampingFraction: dampingRatio)
    }

    private init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `CASpringAnimation`'s defaults: m 1, k 100, c 10 (docs/physics.md).
    public static let caSpringAnimationDefault = Spring(unchecked: 1, 100, 10)
    /// The bounce back from overscroll: critically damped, k = 100. A common community choice;
    /// Apple does not document UIScrollView's bounce [U].
    public static let scrollBounce = Spring(unchecked: 1, 100, 20)
    /// Settling onto a page after a paging flick: critically damped with a 0.3 s response,
    /// the card carousel's spring in docs/scenes.md; UIScrollView's snap is undocumented [U].
    public static let pagingSnap = Spring(unchecked: 1, square(2 * Double.pi / 0.3), 4 * Double.pi / 0.3)

    /// ω0 = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    private static func square(_ value: Double) -> Double { value * value }
}
