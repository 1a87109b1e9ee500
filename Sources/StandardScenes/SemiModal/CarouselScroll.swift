import MotionScene

/// The carousel's content offset x in motion: at rest, held by a finger (rubber-banded past
/// either end), or springing onto a card after a release. The seed stops the scroll where
/// the finger lifts (`targetContentOffset.pointee = scrollView.contentOffset`) and animates
/// from there, so a release is a spring from the presented offset, never a deceleration.
struct CarouselScroll: Hashable, Sendable {
    /// Resting offsets: the first card to the last.
    let bounds: ClosedRange<Double>
    /// The collection view's width: the rubber band's dimension.
    let viewportWidth: Double
    let rubberBand = RubberBand.standard
    /// When the spring counts as settled (half a device pixel).
    let threshold: SettleThreshold
    private(set) var value: AnimatedValue
    /// Where the finger puts the content (unconstrained), while one holds it.
    private(set) var fingerOffset: Double?

    init(bounds: ClosedRange<Double>, viewportWidth: Double, scale: Double, offset: Double) {
        self.bounds = bounds
        self.viewportWidth = viewportWidth
        threshold = .points(scale: scale)
        value = AnimatedValue(offset)
    }

    func offset(at time: Double) -> Double {
        guard let fingerOffset else { return value.value(at: time) }
        return rubberBanded(fingerOffset)
    }

    /// True while a spring carries the content.
    func isMoving(at time: Double) -> Bool {
        fingerOffset == nil && value.isAnimating(at: time)
    }

    var isDragging: Bool { fingerOffset != nil }

    /// Where the content comes to rest.
    var restingOffset: Double { fingerOffset.map(rubberBanded) ?? value.targetValue }

    mutating func follow(finger unconstrained: Double) {
        fingerOffset = unconstrained
        value.set(rubberBanded(unconstrained))
    }

    /// Stops where the content is at `time` and springs to `target`, starting at `velocity`
    /// (points per second).
    mutating func spring(to target: Double, at time: Double, spring: Spring, velocity: Double) {
        let start = offset(at: time)
        fingerOffset = nil
        value.set(start)
        value.animate(to: target, at: time, spring: spring, initialVelocity: velocity, threshold: threshold)
    }

    /// Jumps to `offset` with nothing moving.
    mutating func place(_ offset: Double) {
        fingerOffset = nil
        value.set(offset)
    }

    private func rubberBanded(_ unconstrained: Double) -> Double {
        rubberBand.offset(forUnconstrained: unconstrained, bounds: bounds, dimension: viewportWidth)
    }
}
