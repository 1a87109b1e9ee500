import MotionScene

/// Present, dismiss and the transition slider.
extension SemiModalFlow {
    mutating func tapTile(_ index: Int) throws(SceneError) -> [Action] {
        guard phase == .grid else {
            throw SceneError(.notAllowedNow, "tiles take taps only on the grid; the scene is \(phase.rawValue)", field: "index")
        }
        guard index >= 0, index < paging.layout.cardCount else {
            throw SceneError(.outOfRange, "there is no tile \(index)", field: "index")
        }
        selectedIndex = index
        resetCarousel()
        enter(.presenting)
        return [.restCarousel(on: index), .playTransition(.present)]
    }

    /// The card's "x" button: the original calls `dismiss(isInteractive: true)`, so the
    /// reverse flight plays (CollectionSemiModalViewController.swift).
    mutating func dismiss() throws(SceneError) -> [Action] {
        try requireCarousel("dismiss")
        return startDismiss(playing: true, seconds: 0)
    }

    /// The navigation bar's "Done" button: `dismiss(isInteractive: false)`, for which the
    /// transitioning delegate returns no animator, so the modal slides down as UIKit's default.
    mutating func done() throws(SceneError) -> [Action] {
        try requireCarousel("done")
        guard navigationBarVisible else {
            throw SceneError(.notAllowedNow, "the Done button is on the navigation bar, which is hidden")
        }
        endGestures()
        enter(.dismissing)
        return [.capturePose, .playTransition(.slideDown)]
    }

    mutating func finishTransition() -> [Action] {
        switch phase {
        case .presenting: enter(.carousel)
        case .dismissing: enter(.grid)
        case .grid, .carousel: break
        }
        return []
    }

    /// The slider moves along the grid-to-carousel clock: up from the grid it presents the
    /// selected tile, down from the carousel it dismisses from where the carousel stands, and
    /// in between it holds the transition under way. Reaching either end completes it.
    mutating func scrub(to seconds: Double) -> [Action] {
        let end = configuration.transitionDurationSeconds
        switch phase {
        case .grid:
            guard seconds > 0 else { return [] }
            resetCarousel()
            enter(seconds >= end ? .carousel : .presenting)
            return seconds >= end
                ? [.restCarousel(on: selectedIndex)]
                : [.restCarousel(on: selectedIndex), .holdTransition(.present, seconds: seconds)]
        case .presenting:
            if seconds <= 0 { enter(.grid) } else if seconds >= end { enter(.carousel) }
            return phase == .presenting ? [.holdTransition(.present, seconds: seconds)] : []
        case .carousel:
            guard seconds < end else { return [] }
            let actions = startDismiss(playing: false, seconds: seconds)
            if seconds <= 0 { enter(.grid) }
            return actions
        case .dismissing:
            if seconds <= 0 {
                enter(.grid)
                return []
            }
            guard seconds >= end else { return [.holdTransition(.dismiss, seconds: seconds)] }
            // Scrubbed back to the carousel: the dismiss is cancelled, as an interactive
            // transition that did not finish, and the cards return from where the drag left them.
            enter(.carousel)
            return [.returnCards]
        }
    }

    private mutating func startDismiss(playing: Bool, seconds: Double) -> [Action] {
        endGestures()
        enter(.dismissing)
        return [.capturePose, playing ? .playTransition(.dismiss) : .holdTransition(.dismiss, seconds: seconds)]
    }
}
