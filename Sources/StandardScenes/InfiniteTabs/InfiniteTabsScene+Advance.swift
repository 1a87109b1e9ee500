import MotionScene

extension InfiniteTabsScene {
    /// Replays the strip's own motion from `start` up to `context.time`, in order: each time it
    /// leaves (total, 3·total] it wraps at that exact instant, and when a release settles the
    /// centred cell is selected (the seed's `scrollViewDidEndDecelerating`).
    mutating func replay(from start: Double, _ context: SceneContext<Self>) {
        let time = context.time
        let wrap = context.parameters.wrapMode
        var cursor = start
        // Each pass handles one wrap or the settling; a 20000 pt/s fling wraps about a dozen
        // times, so the bound (chosen) is never reached by a real motion.
        for _ in 0..<10_000 {
            let settle = settlePending ? strip.driver.settleTime ?? cursor : nil
            let limit = min(time, settle ?? time)
            if let exit = strip.nextExit(total: layout.total, from: cursor, through: limit) {
                strip.wrap(wrap, layout: layout, exit: exit)
                cursor = exit.time
                continue
            }
            if let settle, settle <= time {
                settlePending = false
                settleFling(at: settle, context.tuning)
                cursor = settle
                continue
            }
            break
        }
    }

    /// The fling has come to rest: the centred cell is selected and the page view shows its
    /// category at once (the seed calls `setViewControllers(…, animated: false)` there).
    private mutating func settleFling(at time: Double, _ tuning: Tuning) {
        let cell = layout.centredCell(at: strip.offset(at: time))
        select(layout.normalized(cell), at: time, tuning)
        let category = Double(layout.category(ofCell: cell))
        let current = content.value(at: time)
        let count = Double(layout.count)
        // The representative of the category nearest to the page shown, so the page does not spin.
        let turns = ((current - category) / count).rounded()
        content.set(category + turns * count)
    }
}
