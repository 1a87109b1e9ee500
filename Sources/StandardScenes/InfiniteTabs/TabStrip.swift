import MotionScene

/// The infinite tab strip's offset: a scroll driver plus the jumps the wrap has made. The
/// driver keeps moving as if nothing jumped (a fling's deceleration does not notice the
/// wrap); what is presented is its offset plus `shift`.
struct TabStrip: Hashable, Sendable {
    /// Bounds far beyond any motion: the strip wraps long before it could reach an edge, so it
    /// never rubber-bands (chosen: ±10⁷ pt, a fling of 20000 pt/s travels 10⁴ pt).
    static let unbounded = -1e7...1e7

    var driver: ScrollDriver
    /// Presented offset − driver offset.
    private(set) var shift = 0.0
    /// `shift` when the current drag began: the page's drag offsets are relative to it.
    private var gestureShift = 0.0

    init(offset: Double, screen: Screen) {
        driver = ScrollDriver(
            axis: ScrollAxis(bounds: Self.unbounded, viewportLength: screen.width, restThreshold: .points(scale: screen.device.scale)),
            offset: offset)
    }

    func offset(at time: Double) -> Double { driver.offset(at: time) + shift }

    /// Where the motion under way ends, in presented offsets before any wrap still to come.
    func restingOffset(at time: Double) -> Double { driver.restingOffset(at: time) + shift }

    /// A slider puts the strip at `x` (before any wrap).
    mutating func set(offset x: Double) {
        shift = 0
        driver.set(offset: x)
    }

    /// The page's drag offset `x`, in the strip's offsets as they were when the gesture began.
    mutating func drag(to x: Double, at time: Double) {
        if !driver.isDragging { gestureShift = shift }
        driver.drag(to: x - gestureShift, at: time)
    }

    /// Lets go with `velocity`; the resting offset snaps as the seed's layout does.
    mutating func release(velocity: Double, at time: Double, layout: InfiniteTabsLayout) {
        let shift = self.shift
        driver.release(velocity: velocity, at: time) { proposed, _ in layout.snapped(proposed + shift) - shift }
    }

    /// Animates to the presented offset `x` (`scrollToItem(…, animated: true)`).
    mutating func scroll(to x: Double, at time: Double) {
        driver.scroll(to: x - shift, at: time)
    }

    /// Applies the wrap to the offset presented at `time`, if it is outside (total, 3·total].
    mutating func wrap(_ mode: StripWrap, layout: InfiniteTabsLayout, at time: Double) {
        let presented = offset(at: time)
        if let wrapped = mode.wrapped(presented, total: layout.total, period: layout.period) { shift += wrapped - presented }
    }

    /// The moving strip passing an end of (total, 3·total]: when, and which way.
    struct Exit: Hashable, Sendable {
        var time: Double
        var upward: Bool
    }

    /// The first time in (`start`, `end`] the moving strip leaves (total, 3·total].
    func nextExit(total: Double, from start: Double, through end: Double) -> Exit? {
        let lower = total - shift
        let upper = 3 * total - shift
        return driver.crossings(of: [lower, upper], from: start, through: end)
            .first { ($0.level == lower && !$0.increasing) || ($0.level == upper && $0.increasing) }
            .map { Exit(time: $0.time, upward: $0.increasing) }
    }

    /// The wrap at the instant of an exit, when the offset is exactly on the end it passed.
    mutating func wrap(_ mode: StripWrap, layout: InfiniteTabsLayout, exit: Exit) {
        switch mode {
        case .seed: shift += 2 * layout.total - offset(at: exit.time)
        case .periodic: shift += exit.upward ? -layout.period : layout.period
        }
    }
}
