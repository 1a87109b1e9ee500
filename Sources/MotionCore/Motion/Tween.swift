/// A value animated from `from` to `to` along a timing curve: the basic `UIView.animate`.
public struct Tween: Hashable, Sendable {
    public var from: Double
    public var to: Double
    /// Session-clock seconds when the animation was added.
    public var beginTime: Double
    /// Seconds after `beginTime` before the value starts moving.
    public var delay: Double
    /// Seconds from the end of the delay to the end value.
    public var duration: Double
    public var curve: TimingCurve

    public init(
        from: Double, to: Double, beginTime: Double, delay: Double = 0, duration: Double,
        curve: TimingCurve = .easeInEaseOut
    ) {
        self.from = from
        self.to = to
        self.beginTime = beginTime
        self.delay = max(delay, 0)
        self.duration = max(duration, 0)
        self.curve = curve
    }

    /// When the value reaches `to`.
    public var endTime: Double { beginTime + delay + duration }

    /// Linear progress 0 … 1 at `time` (0 during the delay, 1 after the end).
    public func linearProgress(at time: Double) -> Double {
        guard duration > 0 else { return time >= beginTime + delay ? 1 : 0 }
        return clamp((time - beginTime - delay) / duration, 0, 1)
    }

    public func value(at time: Double) -> Double {
        lerp(from, to, curve.value(at: linearProgress(at: time)))
    }

    /// Points (or units) per second at `time`.
    public func velocity(at time: Double) -> Double {
        let progress = linearProgress(at: time)
        guard duration > 0, progress > 0, progress < 1 else { return 0 }
        return (to - from) * curve.slope(at: progress) / duration
    }

    public func isFinished(at time: Double) -> Bool { time >= endTime }
}
