import MotionScene

extension InfiniteTabsScene {
    /// A tap on a visible cell: it is centred, selected, and the page view slides to its
    /// category in the seed's direction.
    mutating func tap(cell: Int, _ context: SceneContext<Self>) throws(SceneError) {
        let time = context.time
        guard layout.visibleCells(at: strip.offset(at: time)).contains(cell) else {
            throw SceneError(.notAllowedNow, "cell \(cell) is not on screen", field: "cellIndex")
        }
        let forward = layout.movesForward(selecting: cell, from: selectedCellIndex)
        strip.scroll(to: layout.centredOffset(ofCell: cell), at: time)
        settlePending = false
        select(layout.normalized(cell), at: time, context.tuning)
        slideContent(toCategory: layout.category(ofCell: cell), forward: forward, at: time, context.tuning)
    }

    /// A completed page swipe: the strip moves one category along.
    mutating func swipe(forward: Bool, _ context: SceneContext<Self>) {
        let time = context.time
        let tuning = context.tuning
        let target: Int
        switch context.parameters.wrapMode {
        case .seed:
            // The seed steps its index and scrolls to that cell, wherever it is.
            target = layout.stepped(selectedCellIndex, forward: forward)
        case .periodic:
            // One cell along from the centred cell; the wrap keeps the index in range.
            let centred = layout.centredCell(at: strip.restingOffset(at: time))
            target = centred + (forward ? 1 : -1)
        }
        strip.scroll(to: layout.centredOffset(ofCell: target), at: time)
        settlePending = false
        select(layout.normalized(target), at: time, tuning)
        content.animate(
            to: content.targetValue.rounded() + (forward ? 1 : -1), at: time, duration: tuning.pageDurationSeconds,
            curve: tuning.pageCurve)
    }

    /// Selects `cell` at `time`: the haptic ticks and the underline takes the title's width.
    mutating func select(_ cell: Int, at time: Double, _ tuning: Tuning) {
        selectedCellIndex = cell
        hapticCount += 1
        let width = titleWidth(ofCategory: layout.category(ofCell: cell))
        if underlineWidth.targetValue != width {
            underlineWidth.animate(to: width, at: time, duration: tuning.underlineDurationSeconds, curve: tuning.underlineCurve)
        }
    }

    /// The page view shows `category`, sliding forward or back from the page it rests on.
    private mutating func slideContent(toCategory category: Int, forward: Bool, at time: Double, _ tuning: Tuning) {
        let current = content.targetValue.rounded()
        let count = Double(layout.count)
        let ahead = (Double(category) - current).truncatingRemainder(dividingBy: count)
        let forwardSteps = ahead < 0 ? ahead + count : ahead
        guard forwardSteps != 0 else { return }
        let target = current + (forward ? forwardSteps : forwardSteps - count)
        content.animate(to: target, at: time, duration: tuning.pageDurationSeconds, curve: tuning.pageCurve)
    }
}
