/// One animation of one numeric property, as a Core Animation animation: from a value to a
/// value, added at `beginTime`, starting after `delay`, driven by a timing curve over a
/// duration or by a spring until it settles, with a fill mode for outside that interval.
public struct PropertyAnimation: Hashable, Sendable {
    public enum Timing: Hashable, Sendable {
        /// A curve over `duration` seconds.
        case curve(TimingCurve, duration: Double)
        /// A spring released with `initialVelocity` (units per second, absolute — see
        /// `Spring.absoluteVelocity` for UIKit's relative one); it lasts until it settles
        /// within `threshold`, and then presents `to` exactly.
        case spring(Spring, initialVelocity: Double, threshold: SettleThreshold)
    }

    private enum Motion: Hashable, Sendable {
        case tween(Tween)
        /// Starts at `startTime`.
        case spring(SpringMotion)
    }

    public let from: Double
    public let to: Double
    /// Session-clock seconds when the animation was added.
    public let beginTime: Double
    /// Seconds after `beginTime` before the value starts moving.
    public let delay: Double
    public let timing: Timing
    public let fillMode: FillMode
    /// Seconds from the start of motion to the end: the curve's duration or the spring's
    /// settling time.
    public let duration: Double
    private let motion: Motion

    public init(from: Double, to: Double, beginTime: Double, delay: Double = 0, timing: Timing, fillMode: FillMode = .both) {
        self.from = from
        self.to = to
        self.beginTime = beginTime
        self.delay = max(delay, 0)
        self.timing = timing
        self.fillMode = fillMode
        switch timing {
        case .curve(let curve, let duration):
            let tween = Tween(from: from, to: to, beginTime: beginTime, delay: delay, duration: duration, curve: curve)
            motion = .tween(tween)
            self.duration = tween.duration
        case .spring(let spring, let velocity, let threshold):
            let solution = SpringMotion(spring: spring, initialDisplacement: from - to, initialVelocity: velocity)
            motion = .spring(solution)
            duration = solution.settlingTime(threshold)
        }
    }

    /// When the value starts moving.
    public var startTime: Double { beginTime + delay }
    /// When the animation completes: exactly then, and from then on, it presents `to`.
    public var endTime: Double { startTime + duration }

    /// The value the animation presents at `time`, or nil where it presents nothing (outside
    /// its active interval without a fill that covers it, or before `beginTime`).
    public func value(at time: Double) -> Double? {
        if time < beginTime { return nil }
        if time < startTime { return fillMode.fillsBackwards ? from : nil }
        if time >= endTime { return fillMode.fillsForwards ? to : nil }
        switch motion {
        case .tween(let tween): return tween.value(at: time)
        case .spring(let solution): return to + solution.displacement(at: time - startTime)
        }
    }

    /// Units per second at `time` (0 outside the motion).
    public func velocity(at time: Double) -> Double {
        guard time >= startTime, time < endTime else { return 0 }
        switch motion {
        case .tween(let tween): return tween.velocity(at: time)
        case .spring(let solution): return solution.velocity(at: time - startTime)
        }
    }

    /// What shows at `time` with this animation over a property whose model value is `model`.
    public func presentedValue(at time: Double, model: Double) -> Double {
        value(at: time) ?? model
    }

    public func isFinished(at time: Double) -> Bool { time >= endTime }
}

extension Spring {
    /// UIKit's `initialSpringVelocity` is relative to the distance travelled:
    /// v_abs = v_rel·(target − start) (docs/physics.md).
    public static func absoluteVelocity(relative: Double, from start: Double, to target: Double) -> Double {
        relative * (target - start)
    }
}
