import MotionScene

/// The semi-modal carousel's geometry (`docs/scenes.md` §6): card frames from a pose, with the
/// centred card widened by its inner scroll and its neighbours pushed aside.
struct CarouselLayout: Hashable, Sendable, HoldsNoMotion {
    let screen: Screen
    let configuration: SemiModalConfiguration

    var cardCount: Int { configuration.tileCount }
    /// `Wcard = W − 2 · 24`.
    var cardWidth: Double { screen.width - 2 * configuration.cardSideMargin }
    /// `pageWidth = Wcard + spacing`.
    var pageWidth: Double { cardWidth + configuration.cardSpacing }
    /// Original: the collection view is pinned to the screen's top and its cells are as tall as
    /// it (CollectionSemiModalViewController.storyboard, `CustomCollectionViewFlowLayout`): a
    /// card is a transparent column the height of the screen, its white part in its list.
    var cardTop: Double { 0 }
    var cardHeight: Double { screen.height }
    var maximumOffsetX: Double { Double(cardCount - 1) * pageWidth }

    /// Inner list at rest: the transparent header, the white square base of the title row
    /// (as wide as the card), then the numbered rows.
    var innerContentHeight: Double {
        configuration.cellHeaderHeight + cardWidth + Double(configuration.rowCount) * configuration.rowHeight
    }

    /// Largest inner scroll: the list's end at the screen's bottom.
    var maximumInnerScrollY: Double { max(innerContentHeight - cardHeight, configuration.targetHeight) }

    /// The seed's `indexOfMajorCell`: the card nearest the centre, `clamp(round(x / pageWidth))`.
    func majorIndex(offsetX: Double) -> Int {
        let index = (offsetX / pageWidth).rounded()
        return Int(clamp(index, 0, Double(cardCount - 1)))
    }

    /// Card `index`'s resting frame in content coordinates (the seed's `baseRect`): centred on
    /// the screen when the offset is `index · pageWidth`.
    func baseFrame(_ index: Int) -> Rect {
        Rect(
            x: configuration.cardSideMargin + Double(index) * pageWidth, y: cardTop, width: cardWidth, height: cardHeight)
    }

    /// The seed's `transformCell`: `p = clamp(innerScrollY / targetHeight, 0, 1)`.
    func widenProgress(innerScrollY: Double) -> Double {
        clamp(innerScrollY / configuration.targetHeight, 0, 1)
    }

    /// `transformX = (W − Wcard) · p`: how much wider the centred card is.
    func transformX(innerScrollY: Double) -> Double {
        (screen.width - cardWidth) * widenProgress(innerScrollY: innerScrollY)
    }

    /// Card `index`'s frame on screen in `pose`: the centred card grows by `transformX` about
    /// its centre, cards before it move left and cards after it right by half of that.
    func cardFrame(_ index: Int, pose: CarouselPose) -> Rect {
        let base = baseFrame(index).offsetBy(dx: -pose.offsetX, dy: pose.dismissOffsetY)
        let grow = transformX(innerScrollY: pose.innerScrollY)
        if index == pose.selectedIndex {
            return Rect(x: base.x - grow / 2, y: base.y, width: base.width + grow, height: base.height)
        }
        return base.offsetBy(dx: index < pose.selectedIndex ? -grow / 2 : grow / 2, dy: 0)
    }

    /// The coloured square inside card `index`, on screen: (Wcard − 48) wide, inset 24 in the
    /// white card that starts `cellHeaderHeight` below the card's top, scrolled with the list
    /// (TableViewTitleCell.xib: the colour view is inset 24 in a square base view).
    func colorSquareFrame(_ index: Int, pose: CarouselPose) -> Rect {
        let card = cardFrame(index, pose: pose)
        let scroll = index == pose.selectedIndex ? pose.innerScrollY : 0
        let inset = SemiModalCardContent.squareInset
        return Rect(
            x: card.x + inset, y: card.y + configuration.cellHeaderHeight + inset - scroll, width: card.width - 2 * inset,
            height: card.width - 2 * inset)
    }

    /// Cards that show on screen in `pose`, in index order.
    func visibleCards(pose: CarouselPose) -> [Int] {
        (0..<cardCount).filter { cardFrame($0, pose: pose).intersects(screen.bounds) }
    }
}
