/// Where the carousel goes when the finger lifts: the seed's `scrollViewWillEndDragging`
/// (after hershalle's CollectionViewWithPaging), as a pure function.
///
/// The scroll stops where it is; the card nearest the centre is the *major* card. A drag that
/// ended on the card it started from but was flicked faster than the threshold goes to the
/// neighbour in the flick's direction (if there is one) with the flick's velocity; anything
/// else settles on the major card — so a slow drag past half a page changes card, a short
/// fast flick moves exactly one, and a flick at either end stays.
struct CarouselPaging: Hashable, Sendable {
    let layout: CarouselLayout

    struct Decision: Hashable, Sendable {
        /// The card to settle on.
        let page: Int
        /// True when the flick rule chose the neighbour (the seed's `didSwipeToSkipCell`).
        let isFlick: Bool
        /// The spring's initial velocity, points per second in the content-offset direction.
        let springVelocity: Double
    }

    /// UIScrollView hands `scrollViewWillEndDragging` points per millisecond; springs take
    /// points per second. The one place the two units meet.
    static let millisecondsPerSecond = 1000.0

    /// - Parameters:
    ///   - offsetX: the content offset where the finger lifted (the scroll stops there)
    ///   - velocityX: release velocity in points per millisecond, content-offset direction
    ///   - indexBeforeDragging: the major card when the drag began
    func decide(offsetX: Double, velocityX: Double, indexBeforeDragging: Int) -> Decision {
        let configuration = layout.configuration
        let threshold = configuration.swipeVelocityThreshold
        let major = layout.majorIndex(offsetX: offsetX)
        let toNext = indexBeforeDragging + 1 < layout.cardCount && velocityX > threshold
        let toPrevious = indexBeforeDragging - 1 >= 0 && velocityX < -threshold
        guard major == indexBeforeDragging, toNext || toPrevious else {
            return Decision(page: major, isFlick: false, springVelocity: 0)
        }
        let page = indexBeforeDragging + (toNext ? 1 : -1)
        let distance = Double(page) * layout.pageWidth - offsetX
        let velocity: Double
        switch configuration.flickHandoff {
        case .absolute: velocity = velocityX * Self.millisecondsPerSecond
        case .seedRelative: velocity = velocityX * distance
        }
        return Decision(page: page, isFlick: true, springVelocity: velocity)
    }
}
