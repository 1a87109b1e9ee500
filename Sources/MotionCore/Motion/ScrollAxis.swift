/// One axis of a scroll view: how far it scrolls and how it behaves at and between its edges.
public struct ScrollAxis: Hashable, Sendable {
    /// Smallest and largest content offset at rest, in points.
    public var bounds: ClosedRange<Double>
    /// The scroll view's length on this axis, in points: the rubber band's d.
    public var viewportLength: Double
    /// Page length in points when the axis pages (pages start at `bounds.lowerBound`).
    public var pageLength: Double?
    public var decelerationRate: DecelerationRate
    public var rubberBand: RubberBand
    /// Pulls an overscrolled offset back to the edge.
    public var bounceSpring: Spring
    /// Moves onto a page, a scene's snap target, or an offset scrolled to programmatically.
    public var snapAnimation: SnapAnimation
    /// When the content counts as at rest (points, points per second).
    public var restThreshold: SettleThreshold

    public init(
        bounds: ClosedRange<Double>,
        viewportLength: Double,
        pageLength: Double? = nil,
        decelerationRate: DecelerationRate = .normal,
        rubberBand: RubberBand = .standard,
        bounceSpring: Spring = .scrollBounce,
        snapAnimation: SnapAnimation = .spring(.pagingSnap),
        restThreshold: SettleThreshold = .points(scale: 1)
    ) {
        self.bounds = bounds
        self.viewportLength = viewportLength
        self.pageLength = pageLength.flatMap { $0 > 0 ? $0 : nil }
        self.decelerationRate = decelerationRate
        self.rubberBand = rubberBand
        self.bounceSpring = bounceSpring
        self.snapAnimation = snapAnimation
        self.restThreshold = restThreshold
    }

    /// How the content travels to a chosen offset.
    public enum SnapAnimation: Hashable, Sendable {
        /// A spring, which starts with the content's current velocity (no kink).
        case spring(Spring)
        /// A timing curve over a fixed duration in seconds, starting from rest.
        case curve(TimingCurve, duration: Double)
    }

    /// `offset` limited to the bounds.
    public func clamped(_ offset: Double) -> Double {
        clamp(offset, bounds.lowerBound, bounds.upperBound)
    }

    /// The edge an offset lies beyond, if it lies beyond one.
    func edge(beyond offset: Double) -> Double? {
        if offset < bounds.lowerBound { return bounds.lowerBound }
        if offset > bounds.upperBound { return bounds.upperBound }
        return nil
    }
}
