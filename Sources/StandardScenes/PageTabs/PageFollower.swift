import MotionScene

/// The menu strip following the content's page: the sliding label and the strip's offset move
/// each time `lround(pageX / W)` changes, animated from where they are.
struct PageFollower: Hashable, Sendable, TimeVarying {
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

    /// The label, the strip, or the content a tap set sliding moves. Answered directly: the
    /// motion search reflected on this value's fields every frame (27k instructions a frame
    /// with the rest of the scene, callgrind).
    func isAnimating(at time: Double) -> Bool {
        labelX.isAnimating(at: time) || menuOffsetX.isAnimating(at: time) || heldPager?.isAnimating(at: time) == true
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
        for crossing in unheldCrossings(of: boundaries, pager: pager, from: start, through: end) {
            if let heldUntil, crossing.time <= heldUntil { continue }
            guard let index = boundaries.firstIndex(of: crossing.level) else { continue }
            follow(page: crossing.increasing ? index + 1 : index, layout: layout, at: crossing.time)
        }
        if let heldUntil, end <= heldUntil { return }
        follow(page: layout.page(pageX: pager.offset(at: end)), layout: layout, at: end)
    }

    /// The pager's crossings of `levels` over (`start`, `end`], or none when the hold outlasts
    /// them all: crossings up to the hold's end are ignored and the pager moves only until it
    /// settles, so a tapped tab's slide (which ends with its hold) needs no search. Each frame
    /// after a tap replays the motion from the tap, and the search cost 120k instructions a
    /// frame (callgrind, `bench frames` script).
    private func unheldCrossings(of levels: [Double], pager: ScrollDriver, from start: Double, through end: Double) -> [OffsetCrossing] {
        if let heldUntil, heldUntil >= min(end, pager.settleTime ?? end) { return [] }
        return pager.crossings(of: levels, from: start, through: end)
    }
}
