import Foundation

/// A flung scroll view coasting to rest: the *continuous* deceleration model of docs/physics.md,
/// v(t) = v0·d^(1000t), x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d).
///
/// Chosen over UIKit's per-millisecond step model because it answers any t in closed form
/// (a slider can scrub it) and its velocity is exactly the derivative of its position, so a
/// spring can take over at any instant without a kink. The two rest 0.1 % apart (499.4998 pt
/// against 499.0 pt for 1000 pt/s at 0.998).
public struct Decay: Hashable, Sendable {
    /// Offset at release, in points.
    public let initialPosition: Double
    /// Velocity at release, in points per second.
    public let initialVelocity: Double
    public let rate: DecelerationRate

    public init(position: Double, velocity: Double, rate: DecelerationRate = .normal) {
        initialPosition = position
        initialVelocity = velocity
        self.rate = rate
    }

    /// Offset `time` seconds after release (the release offset before it).
    public func position(at time: Double) -> Double {
        guard time > 0 else { return initialPosition }
        let lambda = rate.exponentPerSecond
        // expm1 keeps d^(1000t) − 1 exact for small t, where the subtraction would cancel.
        return initialPosition + initialVelocity * expm1(lambda * time) / lambda
    }

    /// Velocity in points per second `time` seconds after release.
    public func velocity(at time: Double) -> Double {
        guard time > 0 else { return initialVelocity }
        return initialVelocity * exp(rate.exponentPerSecond * time)
    }

    /// Where it comes to rest: x0 − v0/(1000·ln d).
    public var restingPosition: Double {
        initialPosition - initialVelocity / rate.exponentPerSecond
    }

    /// Seconds until the offset is within `tolerance` points of rest (0 if it already is):
    /// t = ln(−1000·ln d·ε/|v0|)/(1000·ln d). Physics.md's ε is 0.5 pt.
    public func timeToRest(within tolerance: Double = 0.5) -> Double {
        let lambda = rate.exponentPerSecond
        let remaining = abs(initialVelocity / lambda)
        guard remaining > tolerance, tolerance > 0 else { return 0 }
        return log(tolerance / remaining) / lambda
    }

    /// The first time the offset reaches `position`, or nil if it never does (behind the
    /// release point, or beyond the resting point).
    public func time(toReach position: Double) -> Double? {
        let lambda = rate.exponentPerSecond
        guard initialVelocity != 0 else { return position == initialPosition ? 0 : nil }
        // d^(1000t) = 1 + (x − x0)·λ/v0 must lie in (0, 1].
        let remainingFraction = 1 + (position - initialPosition) * lambda / initialVelocity
        guard remainingFraction > 0, remainingFraction <= 1 else { return nil }
        return log(remainingFraction) / lambda
    }
}
