/// A property as UIKit animates it: a model value that changes at once, and a presented value
/// that gets there through animations.
///
/// Animations are additive, as UIKit's have been since iOS 8: each one animates the change it
/// made (from the previous model value to the new one) and the presented value is the model
/// value plus what every running animation still has to go. So an animation started while
/// another runs starts from the presented value *and* keeps its velocity — the earlier motion
/// carries on underneath — and nothing jumps.
public struct AnimatedValue: Hashable, Sendable {
    /// The model value: where the property ends once every animation completes.
    public private(set) var restingValue: Double
    /// Running animations, oldest first; each is from the previous model value to its own.
    public private(set) var animations: [PropertyAnimation] = []

    public init(_ value: Double) {
        restingValue = value
    }

    /// The value the property ends at once its animations finish.
    public var targetValue: Double { restingValue }

    public func value(at time: Double) -> Double {
        animations.reduce(restingValue) { sum, animation in
            sum + (animation.presentedValue(at: time, model: animation.to) - animation.to)
        }
    }

    /// Units per second at `time`.
    public func velocity(at time: Double) -> Double {
        animations.reduce(0) { $0 + $1.velocity(at: time) }
    }

    /// True while any animation is in its delay or in motion.
    public func isAnimating(at time: Double) -> Bool {
        animations.contains { !$0.isFinished(at: time) }
    }

    /// When the last running animation completes (nil when none runs).
    public var completionTime: Double? {
        animations.map(\.endTime).max()
    }

    /// Animates from the value presented at `time` to `target` along `curve`; returns the
    /// exact session time it completes. A non-positive duration jumps (after the delay).
    @discardableResult
    public mutating func animate(
        to target: Double, at time: Double, duration: Double, delay: Double = 0, curve: TimingCurve = .easeInEaseOut
    ) -> Double {
        add(to: target, at: time, delay: delay, timing: .curve(curve, duration: duration))
    }

    /// Animates to `target` with a spring, as `UIView.animate(…usingSpringWithDamping:…)`
    /// does; `initialVelocity` (units per second) adds to the motion already under way.
    /// Returns the exact session time the spring settles within `threshold`.
    @discardableResult
    public mutating func animate(
        to target: Double, at time: Double, spring: Spring, delay: Double = 0, initialVelocity: Double = 0,
        threshold: SettleThreshold = .points(scale: 1)
    ) -> Double {
        add(to: target, at: time, delay: delay, timing: .spring(spring, initialVelocity: initialVelocity, threshold: threshold))
    }

    /// Jumps to `value` with no animation.
    public mutating func set(_ value: Double) {
        animations = []
        restingValue = value
    }

    private mutating func add(to target: Double, at time: Double, delay: Double, timing: PropertyAnimation.Timing) -> Double {
        // A finished animation presents its end exactly, adding nothing: dropping it is invisible.
        animations.removeAll { $0.isFinished(at: time) }
        let animation = PropertyAnimation(from: restingValue, to: target, beginTime: time, delay: delay, timing: timing, fillMode: .both)
        animations.append(animation)
        restingValue = target
        return animation.endTime
    }
}
