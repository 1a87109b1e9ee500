/// One scroll axis as a state machine driven by time-stamped inputs: at rest, dragged by a
/// finger (rubber-banding past the edges), or released (decelerating, paging, snapping,
/// bouncing back). Its offset is a pure function of the time asked about.
public struct ScrollModel: Hashable, Sendable {
    public var axis: ScrollAxis
    private var phase: Phase

    private enum Phase: Hashable, Sendable {
        case resting(offset: Double)
        /// `origin` is the unconstrained offset at the touch, `startOffset` the displayed one.
        case dragging(origin: Double, startOffset: Double, distance: Double)
        case released(ScrollFling, at: Double)
    }

    /// At rest at `offset` (the lower bound when omitted).
    public init(axis: ScrollAxis, offset: Double? = nil) {
        self.axis = axis
        phase = .resting(offset: offset ?? axis.bounds.lowerBound)
    }

    /// Content offset at `time` (seconds on the session clock, not before the latest input).
    public func offset(at time: Double) -> Double {
        switch phase {
        case .resting(let offset): offset
        case .dragging(let origin, _, let distance):
            axis.rubberBand.offset(forUnconstrained: origin + distance, bounds: axis.bounds, dimension: axis.viewportLength)
        case .released(let fling, let releaseTime):
            // Settledness is judged on the session clock, as `isAnimating` judges it, so the
            // two agree to the last bit (time − release + release need not round back).
            time >= releaseTime + fling.settleTime ? fling.restingOffset : fling.offset(at: time - releaseTime)
        }
    }

    /// Content velocity in points per second at `time` (0 while dragging: the finger owns it).
    public func velocity(at time: Double) -> Double {
        guard case .released(let fling, let releaseTime) = phase, time < releaseTime + fling.settleTime else { return 0 }
        return fling.velocity(at: time - releaseTime)
    }

    /// True from a release until the content is at rest.
    public func isAnimating(at time: Double) -> Bool {
        guard case .released(let fling, let releaseTime) = phase else { return false }
        return time < releaseTime + fling.settleTime
    }

    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// The motion since the latest release, if the content was released.
    public var fling: ScrollFling? {
        guard case .released(let fling, _) = phase else { return nil }
        return fling
    }

    /// A finger touches down: any motion stops where it is presented at `time`, and a
    /// rubber-banded offset maps back to the finger position that shows it, so nothing jumps.
    public mutating func beginDrag(at time: Double) {
        let offset = offset(at: time)
        let origin = axis.rubberBand.unconstrained(forOffset: offset, bounds: axis.bounds, dimension: axis.viewportLength)
        phase = .dragging(origin: origin, startOffset: offset, distance: 0)
    }

    /// The finger has moved the content `distance` points since `beginDrag`, in the
    /// content-offset direction (the negative of a pan recognizer's translation). Starts a
    /// drag at the present offset if none is under way.
    public mutating func drag(distance: Double, at time: Double) {
        if !isDragging { beginDrag(at: time) }
        guard case .dragging(let origin, let startOffset, _) = phase else { return }
        phase = .dragging(origin: origin, startOffset: startOffset, distance: distance)
    }

    /// The finger lifts at `time` with `velocity` in points per second (content-offset
    /// direction). `target` lets the scene choose the resting offset (see `ScrollFling`).
    public mutating func release(velocity: Double, at time: Double, target: ScrollFling.TargetOffset? = nil) {
        let offset = offset(at: time)
        var dragStart: Double?
        if case .dragging(_, let startOffset, _) = phase { dragStart = startOffset }
        let fling = ScrollFling.release(on: axis, offset: offset, velocity: velocity, dragStartOffset: dragStart, target: target)
        phase = .released(fling, at: time)
    }

    /// Animates from the presented offset and velocity to `target` (clamped), as
    /// `setContentOffset(_:animated: true)` does, with the axis's snap animation.
    public mutating func scroll(to target: Double, at time: Double) {
        let fling = ScrollFling.animation(on: axis, from: offset(at: time), velocity: velocity(at: time), to: axis.clamped(target))
        phase = .released(fling, at: time)
    }

    /// Jumps to `offset` with no animation (a slider setting the offset directly).
    public mutating func set(offset: Double) {
        phase = .resting(offset: offset)
    }
}
