import MotionScene

/// The centred card's list as a finger and its fling move it (CollectionSemiModalViewCell.swift):
/// dragged, released into a deceleration, and scrolled back to its header when it comes to rest
/// above it. The scene's scroll driver carries the motion; the flow decides.
extension SemiModalFlow {
    /// The finger puts the list at `offsetY` (unconstrained; the driver rubber-bands it).
    mutating func dragList(_ offsetY: Double, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        try requireListScrollable(field: "offset", carousel: carousel)
        return [.followListFinger(offsetY: offsetY)]
    }

    /// The finger lifts. The original's `scrollViewDidEndDragging` calls `scrollToTopIfNeeded`
    /// with the offset where it lifted: above the header the list scrolls back to it at once,
    /// fling or not; anywhere else it decelerates.
    mutating func releaseList(_ velocityY: Double, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        try requireListScrollable(field: "velocityY", carousel: carousel)
        return returnsToHeader(innerScrollY) ? [.returnListToHeader] : [.flingList(velocityY: velocityY)]
    }

    /// The list moved by itself (a fling, a return): the card widens with it and the
    /// navigation bar follows its threshold, as `scrollViewDidScroll` → `transformCell` does.
    mutating func listMoved(_ y: Double) -> [Action] {
        guard phase == .carousel else { return [] }
        return setInnerScroll(y)
    }

    /// A fling came to rest at `y`. The original's `scrollViewDidEndDecelerating` scrolls a
    /// list that stopped above its header back to it.
    mutating func listSettled(_ y: Double) -> [Action] {
        guard phase == .carousel else { return [] }
        return setInnerScroll(y) + (returnsToHeader(y) ? [.returnListToHeader] : [])
    }

    /// Between the list's top and the white card's top: `0 < y < cellHeaderHeight` (the
    /// original's `offsetY < headerHeight`; at or below 0 the bounce already returns it).
    func returnsToHeader(_ y: Double) -> Bool {
        y > 0 && y < configuration.cellHeaderHeight
    }

    /// Throws unless the centred card's list may scroll now.
    func requireListScrollable(field: String, carousel: CarouselStatus) throws(SceneError) {
        try requireCarousel("the card's list")
        guard indexBeforeDragging == nil, !carousel.isMoving else {
            throw SceneError(.notAllowedNow, "the carousel is moving; its card's list scrolls once it rests", field: field)
        }
        guard !interactor.isActive else {
            throw SceneError(.notAllowedNow, "the cards follow the dismiss drag; the list is held until it ends", field: field)
        }
    }
}
