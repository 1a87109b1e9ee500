import MotionScene

/// When each visible cell last came into view: the seed adds its fade-in in `willDisplay`, so
/// a cell fades in every time it enters the visible rect, timed from that moment.
struct FadeInHistory: Hashable, Sendable, TimeVarying {
    let durationSeconds: Double
    let delaySeconds: Double
    let curve: TimingCurve
    /// Cell index → session time it entered; only cells on screen are present.
    private(set) var appearances: [Int: Double] = [:]

    init(_ tuning: ParallaxListScene.Tuning) {
        durationSeconds = tuning.fadeDurationSeconds
        delaySeconds = tuning.fadeDelaySeconds
        curve = tuning.fadeCurve
    }

    /// Cells visible at `scrollY` that have no entry time get `time`; cells that are not lose
    /// theirs. Applied after every input, which moves the offset at one instant.
    mutating func refresh(layout: ParallaxLayout, scrollY: Double, at time: Double) {
        let rows = layout.visibleCells(scrollY: scrollY)
        // Most inputs leave the same rows on screen: nothing to drop or add.
        if appearances.count == rows.count, rows.allSatisfy({ appearances[$0] != nil }) { return }
        let visible = Set(rows)
        appearances = appearances.filter { visible.contains($0.key) }
        for index in visible where appearances[index] == nil { appearances[index] = time }
    }

    /// Replays the motion of `scroll` over (`start`, `end`]: every cell entering or leaving on
    /// the way is recorded at the exact time it crosses the table's edge.
    mutating func advance(layout: ParallaxLayout, scroll: ScrollDriver, from start: Double, through end: Double) {
        for crossing in scroll.crossings(of: layout.entryOffsets, from: start, through: end) {
            for transition in layout.entryTransitions[crossing.level] ?? [] {
                if transition.whenIncreasing == crossing.increasing {
                    appearances[transition.index] = crossing.time
                } else {
                    appearances[transition.index] = nil
                }
            }
        }
        refresh(layout: layout, scrollY: scroll.offset(at: end), at: end)
    }

    /// Opacity of cell `index` at `time`: 0 through the delay, then 0 → 1 ease-in.
    func opacity(of index: Int, at time: Double) -> Double {
        guard let start = appearances[index] else { return 0 }
        return Tween(from: 0, to: 1, beginTime: start, delay: delaySeconds, duration: durationSeconds, curve: curve)
            .value(at: time)
    }

    /// A cell is still fading in.
    func isAnimating(at time: Double) -> Bool {
        appearances.values.contains { time < $0 + delaySeconds + durationSeconds }
    }
}
