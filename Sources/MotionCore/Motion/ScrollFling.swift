import Foundation

/// The motion of a scroll axis after the finger lifts: at most two segments (a deceleration or
/// an animation onto a target, then a bounce back from the edge it crossed), each a closed form,
/// so the offset at any time since release is answered directly — a slider can scrub a fling.
public struct ScrollFling: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case decay(Decay)
        /// A spring settling on `target`.
        case spring(target: Double, SpringMotion)
        /// A timing curve from `Tween.from` to `Tween.to`, begun at 0.
        case tween(Tween)
    }

    let first: Segment
    /// The segment that takes over from `first`, with the position and velocity `first` has
    /// at that instant.
    let handoff: Handoff?
    /// Where the content comes to rest.
    public let restingOffset: Double
    /// Seconds after release when the content is within the axis's rest threshold for good;
    /// from then on it is presented exactly at `restingOffset`.
    public let settleTime: Double

    struct Handoff: Hashable, Sendable {
        /// Seconds since release.
        let time: Double
        let second: Segment
    }

    init(first: Segment, handoff: Handoff?, restingOffset: Double, threshold: SettleThreshold) {
        self.first = first
        self.handoff = handoff
        self.restingOffset = restingOffset
        if let handoff {
            settleTime = handoff.time + Self.settleTime(of: handoff.second, threshold)
        } else {
            settleTime = Self.settleTime(of: first, threshold)
        }
    }

    /// Content offset `elapsed` seconds after release.
    public func offset(at elapsed: Double) -> Double {
        if elapsed >= settleTime { return restingOffset }
        if let handoff, elapsed >= handoff.time { return Self.position(of: handoff.second, at: elapsed - handoff.time) }
        return Self.position(of: first, at: elapsed)
    }

    /// Content velocity in points per second `elapsed` seconds after release.
    public func velocity(at elapsed: Double) -> Double {
        if elapsed >= settleTime { return 0 }
        if let handoff, elapsed >= handoff.time { return Self.velocity(of: handoff.second, at: elapsed - handoff.time) }
        return Self.velocity(of: first, at: elapsed)
    }

    static func position(of segment: Segment, at time: Double) -> Double {
        switch segment {
        case .decay(let decay): decay.position(at: time)
        case .spring(let target, let motion): target + motion.displacement(at: time)
        case .tween(let tween): tween.value(at: time)
        }
    }

    static func velocity(of segment: Segment, at time: Double) -> Double {
        switch segment {
        case .decay(let decay): decay.velocity(at: time)
        case .spring(_, let motion): motion.velocity(at: time)
        case .tween(let tween): tween.velocity(at: time)
        }
    }

    private static func settleTime(of segment: Segment, _ threshold: SettleThreshold) -> Double {
        switch segment {
        case .decay(let decay):
            // Both bounds: within `displacement` of rest, and |v0|·e^(λt) below `velocity`.
            let speed = abs(decay.initialVelocity)
            let speedTime = speed > threshold.velocity ? log(threshold.velocity / speed) / decay.rate.exponentPerSecond : 0
            return max(decay.timeToRest(within: threshold.displacement), speedTime)
        case .spring(_, let motion): return motion.settlingTime(threshold)
        case .tween(let tween): return tween.endTime
        }
    }
}
