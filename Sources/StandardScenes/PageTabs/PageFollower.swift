import MotionScene

/// The menu strip following the content's page: the sliding label and the strip's offset move
/// each time `lround(pageX / W)` changes, animated from where they are.
struct PageFollower: Hashable, Sendable {
    private(set) var page: Int
    private(set) var labelX: AnimatedValue
    private(set) var menuOffsetX: AnimatedValue
    let durationSeconds: Double
    let curve: TimingCurve
    /// While a tapped tab's content slide runs, the strip already shows the tapped page: the
    /// original animates `contentOffset` in one `UIView.animate`, so `scrollViewDidScroll`
    /// sees only the final offset and the pages passed on the way do not move the label.
    private(set) var heldUntil: Double?
    /// The content as the tap left it: a slider or a finger that moves it ends the hold.
    private(set) var heldPager: ScrollDriver?

    init(page: Int, layout: PageTabsLayout, tuning: PageTabsScene.Tuning) {
        self.page = page
        labelX = AnimatedValue(layout.labelX(page: page))
        menuOffsetX = AnimatedValue(layout.menuOffsetX(page: page))
        durationSeconds = tuning.slideDurationSeconds
        curve = tuning.slideCurve
    }

    mutating func follow(page newPage: Int, layout: PageTabsLayout, at time: Double) {
        guard newPage != page else { return }
        page = newPage
        labelX.animate(to: layout.labelX(page: newPage), at: time, duration: durationSeconds, curve: curve)
        menuOffsetX.animate(to: layout.menuOffsetX(page: newPage), at: time, duration: durationSeconds, curve: curve)
    }

    /// A tapped tab: the label and strip go to `newPage` now and ignore the content's slide.
    mutating func jump(to newPage: Int, layout: PageTabsLayout, at time: Double, holdingUntil end: Double, pager: ScrollDriver) {
        follow(page: newPage, layout: layout, at: time)
        heldUntil = end
        heldPager = pager
    }

    /// Ends the hold when something else has moved the content since the tap.
    mutating func releaseHold(unless pager: ScrollDriver) {
        guard heldPager != pager else { return }
        heldUntil = nil
        heldPager = nil
    }

    /// Replays the content's own motion over (`start`, `end`]: the page changes at the exact
    /// times the offset passes a half page.
    mutating func advance(layout: PageTabsLayout, pager: ScrollDriver, from start: Double, through end: Double) {
        let boundaries = layout.pageBoundaries
        for crossing in pager.crossings(of: boundaries, from: start, through: end) {
            if let heldUntil, crossing.time <= heldUntil { continue }
            guard let index = boundaries.firstIndex(of: crossing.level) else { continue }
            follow(page: crossing.increasing ? index + 1 : index, layout: layout, at: crossing.time)
        }
        if let heldUntil, end <= heldUntil { return }
        follow(page: layout.page(pageX: pager.offset(at: end)), layout: layout, at: end)
    }
}
