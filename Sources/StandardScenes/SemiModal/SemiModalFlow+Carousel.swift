import MotionScene

/// The carousel's gestures: horizontal paging, the inner list and the interactive dismiss.
extension SemiModalFlow {
    mutating func dragCarousel(_ offsetX: Double, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        try requireHorizontalScroll()
        if indexBeforeDragging == nil {
            // The seed's `scrollViewWillBeginDragging` remembers the major card. A flick still
            // springing is caught by the finger, and UIKit calls its completion then.
            _ = settle()
            indexBeforeDragging = paging.layout.majorIndex(offsetX: carousel.offsetX)
        }
        return [.followFinger(offsetX: offsetX)]
    }

    mutating func releaseCarousel(_ velocityX: Double, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        try requireHorizontalScroll()
        let before = indexBeforeDragging ?? paging.layout.majorIndex(offsetX: carousel.offsetX)
        let decision = paging.decide(offsetX: carousel.offsetX, velocityX: velocityX, indexBeforeDragging: before)
        indexBeforeDragging = nil
        // The seed selects the major card at once, a flicked-to neighbour in the spring's completion.
        if decision.isFlick {
            pendingSelection = decision.page
        } else {
            pendingSelection = nil
            selectedIndex = decision.page
        }
        return [.settleCarousel(decision)]
    }

    mutating func placeCarousel(_ offsetX: Double) throws(SceneError) -> [Action] {
        try requireHorizontalScroll()
        indexBeforeDragging = nil
        pendingSelection = nil
        selectedIndex = paging.layout.majorIndex(offsetX: offsetX)
        return [.placeCarousel(offsetX: offsetX)]
    }

    mutating func settle() -> [Action] {
        if let pendingSelection { selectedIndex = pendingSelection }
        pendingSelection = nil
        return []
    }

    mutating func scrollInnerList(_ y: Double, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        try requireListScrollable(field: "innerScrollY", carousel: carousel)
        return [.placeList(offsetY: y)] + setInnerScroll(y)
    }

    mutating func panDismiss(_ translationY: Double, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        try requireCarousel("the dismiss drag")
        // The seed: `if isScrollingCollectionView { return }`.
        guard indexBeforeDragging == nil, !carousel.isMoving else {
            throw SceneError(.notAllowedNow, "the carousel is scrolling sideways", field: "dismissDragY")
        }
        var actions: [Action] = []
        if dismissTranslationY == nil {
            actions += Self.cardActions(interactor.began(innerScrollY: innerScrollY))
        }
        dismissTranslationY = translationY
        actions += Self.cardActions(interactor.changed(translationY: translationY, innerScrollY: innerScrollY, velocityY: 0))
        return actions
    }

    mutating func releaseDismiss(_ velocityY: Double) throws(SceneError) -> [Action] {
        try requireCarousel("releasing the dismiss drag")
        var actions: [Action] = []
        // The release velocity stands for the last `.changed`'s, where the seed compares it.
        if let translationY = dismissTranslationY, interactor.isActive {
            actions += Self.cardActions(interactor.changed(translationY: translationY, innerScrollY: innerScrollY, velocityY: velocityY))
        }
        dismissTranslationY = nil
        switch interactor.ended() {
        case .finish:
            endGestures()
            enter(.dismissing)
            return actions + [.capturePose, .playTransition(.dismiss)]
        default:
            return actions + [.returnCards]
        }
    }

    private func requireHorizontalScroll() throws(SceneError) {
        try requireCarousel("paging the carousel")
        guard innerScrollY == 0 else {
            throw SceneError(
                .notAllowedNow, "paging is off while the card's list is scrolled (innerScrollY \(innerScrollY))",
                field: "carouselX")
        }
        guard !interactor.isActive else {
            throw SceneError(.notAllowedNow, "the cards follow the dismiss drag", field: "carouselX")
        }
    }

    private static func cardActions(_ action: DismissalInteractor.Action) -> [Action] {
        switch action {
        case .none, .finish: []
        case .follow(let offsetY): [.moveCards(offsetY: offsetY)]
        case .reset: [.returnCards]
        }
    }
}
