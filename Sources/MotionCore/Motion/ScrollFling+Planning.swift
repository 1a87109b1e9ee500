import Foundation

extension ScrollFling {
    /// The scene's say in where a fling ends, as `scrollViewWillEndDragging(_:withVelocity:
    /// targetContentOffset:)` has it: given the proposed resting offset and the release
    /// velocity in points per *millisecond* (UIKit's unit there), return the offset to rest at.
    public typealias TargetOffset = (_ proposed: Double, _ velocityPointsPerMillisecond: Double) -> Double

    /// Plans the motion after a release at `offset` with `velocity` (points per second, in the
    /// content-offset direction). `dragStartOffset` is where the drag began: a paging axis
    /// moves at most one page from the page there. `target`, when given, picks the resting
    /// offset (clamped to the bounds) in place of the deceleration's own.
    public static func release(
        on axis: ScrollAxis, offset: Double, velocity: Double, dragStartOffset: Double? = nil,
        target: TargetOffset? = nil
    ) -> ScrollFling {
        // Beyond an edge the content only springs back, carrying the finger's velocity.
        if let edge = axis.edge(beyond: offset) {
            return toward(edge, on: axis, from: offset, velocity: velocity, using: .spring(axis.bounceSpring))
        }
        let decay = Decay(position: offset, velocity: velocity, rate: axis.decelerationRate)
        if let target {
            let chosen = axis.clamped(target(decay.restingPosition, velocity / millisecondsPerSecond))
            return decelerating(to: chosen, on: axis, from: offset, velocity: velocity)
        }
        if let page = axis.pageLength {
            let origin = axis.bounds.lowerBound
            let startPage = ((dragStartOffset.map(axis.clamped) ?? offset) - origin) / page
            let projectedPage = ((decay.restingPosition - origin) / page).rounded()
            // At most one page per flick, the common behaviour [U].
            let chosenPage = clamp(projectedPage, startPage.rounded() - 1, startPage.rounded() + 1)
            let chosen = axis.clamped(origin + chosenPage * page)
            return toward(chosen, on: axis, from: offset, velocity: velocity, using: axis.snapAnimation)
        }
        return coasting(decay, on: axis)
    }

    /// Travel from `offset` to `target` with the axis's snap animation (a programmatic scroll).
    public static func animation(on axis: ScrollAxis, from offset: Double, velocity: Double, to target: Double) -> ScrollFling {
        toward(target, on: axis, from: offset, velocity: velocity, using: axis.snapAnimation)
    }

    /// UIKit hands scenes velocities in points per millisecond; the model keeps points per second.
    static let millisecondsPerSecond = 1000.0

    /// A free deceleration; if it would come to rest beyond an edge, the bounce spring takes
    /// over at the exact instant it crosses that edge, with the velocity it has there.
    private static func coasting(_ decay: Decay, on axis: ScrollAxis) -> ScrollFling {
        guard let edge = axis.edge(beyond: decay.restingPosition), let crossing = decay.time(toReach: edge) else {
            return ScrollFling(first: .decay(decay), handoff: nil, restingOffset: decay.restingPosition, threshold: axis.restThreshold)
        }
        let bounce = SpringMotion(spring: axis.bounceSpring, initialDisplacement: 0, initialVelocity: decay.velocity(at: crossing))
        return ScrollFling(
            first: .decay(decay), handoff: Handoff(time: crossing, second: .spring(target: edge, bounce)),
            restingOffset: edge, threshold: axis.restThreshold)
    }

    /// Decelerates onto a chosen target with the release velocity, as UIKit does after
    /// `targetContentOffset` changes: the same exponential decay with its rate rescaled so the
    /// rest lands on the target, ln d′ = −v0/(1000·(target − x0)). A target behind the motion,
    /// or a release without velocity, has no such rate; the snap animation goes there instead.
    private static func decelerating(to target: Double, on axis: ScrollAxis, from offset: Double, velocity: Double) -> ScrollFling {
        let distance = target - offset
        if distance * velocity > 0, let rate = try? DecelerationRate(perMillisecond: exp(-velocity / (millisecondsPerSecond * distance))) {
            let decay = Decay(position: offset, velocity: velocity, rate: rate)
            return ScrollFling(first: .decay(decay), handoff: nil, restingOffset: target, threshold: axis.restThreshold)
        }
        return toward(target, on: axis, from: offset, velocity: velocity, using: axis.snapAnimation)
    }

    private static func toward(
        _ target: Double, on axis: ScrollAxis, from offset: Double, velocity: Double, using animation: ScrollAxis.SnapAnimation
    ) -> ScrollFling {
        let segment: Segment
        switch animation {
        case .spring(let spring):
            segment = .spring(target: target, SpringMotion(spring: spring, initialDisplacement: offset - target, initialVelocity: velocity))
        case .curve(let curve, let duration):
            segment = .tween(Tween(from: offset, to: target, beginTime: 0, duration: duration, curve: curve))
        }
        return ScrollFling(first: segment, handoff: nil, restingOffset: target, threshold: axis.restThreshold)
    }
}
