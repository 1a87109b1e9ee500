import MotionScene

extension InfiniteTabsScene {
    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        advance(to: time)
        parameters.merge(changes) { $1 }
        if let x = changes["tabX"]?.number {
            // A scrub moves the strip without ending a drag or fling: nothing gets selected.
            strip.set(offset: x)
            settlePending = false
        }
        if let page = changes["contentPage"]?.number { content.set(page) }
        strip.wrap(wrapMode, period: layout.period, at: time)
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        if case .failure(let error) = titleWidths { throw SceneError(.notAllowedNow, error.description) }
        advance(to: time)
        switch event.name {
        case "tapTab": try tap(cell: Int(event.number("cellIndex")), at: time)
        case "swipeContent": swipe(forward: event.text("direction") != "reverse", at: time)
        case "drag":
            strip.drag(to: event.number("offset"), at: time)
            strip.wrap(wrapMode, period: layout.period, at: time)
            settlePending = false
        case "release":
            strip.release(velocity: event.number("velocityX"), at: time, layout: layout)
            settlePending = true
            advance(to: time)
        default:
            throw SceneError(.unknownName, "infinite-tabs has no event '\(event.name)'", field: "event")
        }
        parameters["tabX"] = .number(strip.offset(at: time))
    }

    /// A tap on a visible cell: it is centred, selected, and the page view slides to its
    /// category in the seed's direction.
    private mutating func tap(cell: Int, at time: Double) throws(SceneError) {
        guard layout.visibleCells(at: strip.offset(at: time)).contains(cell) else {
            throw SceneError(.notAllowedNow, "cell \(cell) is not on screen", field: "cellIndex")
        }
        let forward = layout.movesForward(selecting: cell, from: selectedCellIndex)
        strip.scroll(to: layout.centredOffset(ofCell: cell), at: time)
        settlePending = false
        select(layout.normalized(cell), at: time)
        slideContent(toCategory: layout.category(ofCell: cell), forward: forward, at: time)
    }

    /// A completed page swipe: the strip moves one category along.
    private mutating func swipe(forward: Bool, at time: Double) {
        let target: Int
        switch wrapMode {
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
        select(layout.normalized(target), at: time)
        content.animate(
            to: content.targetValue.rounded() + (forward ? 1 : -1), at: time, duration: Self.pageDurationSeconds,
            curve: .easeInEaseOut)
    }

    /// Selects `cell` at `time`: the haptic ticks and the underline takes the title's width.
    mutating func select(_ cell: Int, at time: Double) {
        selectedCellIndex = cell
        hapticCount += 1
        let width = titleWidth(ofCategory: layout.category(ofCell: cell))
        if underlineWidth.targetValue != width {
            underlineWidth.animate(to: width, at: time, duration: Self.underlineDurationSeconds, curve: .easeInEaseOut)
        }
    }

    /// The page view shows `category`, sliding forward or back from the page it rests on.
    private mutating func slideContent(toCategory category: Int, forward: Bool, at time: Double) {
        let current = content.targetValue.rounded()
        let count = Double(layout.count)
        let ahead = (Double(category) - current).truncatingRemainder(dividingBy: count)
        let forwardSteps = ahead < 0 ? ahead + count : ahead
        guard forwardSteps != 0 else { return }
        let target = current + (forward ? forwardSteps : forwardSteps - count)
        content.animate(to: target, at: time, duration: Self.pageDurationSeconds, curve: .easeInEaseOut)
    }
}
