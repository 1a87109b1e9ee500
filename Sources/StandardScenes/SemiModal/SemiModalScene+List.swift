import MotionScene

/// The centred card's list on the session clock: its scroll driver, and what its own motion
/// decides between inputs — the navigation bar at the instant a fling crosses its threshold,
/// and the return to the header when a fling comes to rest above it.
extension SemiModalScene {
    /// The list's scroll axis: from its top to its end, a screen tall.
    static func listAxis(_ layout: CarouselLayout) -> ScrollAxis {
        ScrollAxis(
            bounds: 0...layout.maximumInnerScrollY, viewportLength: layout.cardHeight,
            restThreshold: .points(scale: layout.screen.device.scale))
    }

    mutating func performList(_ action: SemiModalFlow.Action, at time: Double) {
        switch action {
        case .placeList(let y): innerList.set(offset: y)
        case .followListFinger(let y): innerList.drag(to: y, at: time)
        case .flingList(let velocity): innerList.release(velocity: velocity, at: time)
        case .returnListToHeader: innerList.scroll(to: 0, at: time, animation: .spring(configuration.listReturnSpring))
        default: break
        }
    }

    /// Replays the list's own motion from where it was last brought up to `time`, in order:
    /// each crossing of the bar's threshold and each settling is fed to the flow at its instant.
    mutating func advanceList(to time: Double) {
        let target = configuration.targetHeight
        var cursor = listCursor
        // Each pass handles one crossing or one settling; a fling crosses the threshold at most
        // twice and settles once, and a return settles once: the bound (chosen) is never reached.
        for _ in 0..<16 {
            guard flow.phase == .carousel, !innerList.isDragging, let settle = innerList.settleTime, settle != listSettleHandled
            else { break }
            let limit = min(time, settle)
            if let crossing = innerList.crossings(of: [target, -target], from: cursor, through: limit).first {
                let visible = (crossing.level > 0) == crossing.increasing
                let level = crossing.level
                let y = visible ? level : (level > 0 ? level.nextDown : level.nextUp)
                feedList(.listMoved(y: y), at: crossing.time)
                cursor = crossing.time
                continue
            }
            guard settle <= time else { break }
            listSettleHandled = settle
            cursor = settle
            feedList(.listSettled(y: innerList.offset(at: settle)), at: settle)
        }
        listCursor = max(listCursor, time)
        feedList(.listMoved(y: innerList.offset(at: time)), at: time)
    }

    /// An input the list's own motion makes; it never throws (the flow ignores it off the carousel).
    private mutating func feedList(_ input: SemiModalFlow.Input, at time: Double) {
        try? apply(input, at: time)
    }
}
