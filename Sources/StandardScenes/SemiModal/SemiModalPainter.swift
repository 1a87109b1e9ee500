import MotionScene

/// The display list of every phase: the grid always underneath, the dimming overlay, then
/// the carousel's cards and navigation bar, or the views flying between grid and carousel.
struct SemiModalPainter {
    let layout: CarouselLayout
    let fixed: SemiModalFixedNodes

    private var screen: Screen { layout.screen }
    private var configuration: SemiModalConfiguration { layout.configuration }

    /// The grid, built once (`SemiModalFixedNodes`).
    func gridNode() -> Node { fixed.grid }

    func overlay(alpha: Double) -> Node? {
        guard alpha > 0 else { return nil }
        return fixed.overlay.alpha(alpha)
    }

    /// The live carousel: every card on screen in `pose`, all moved down by `slideY` (the
    /// "Done" button's default modal dismissal). At rest, the one built once.
    func carousel(pose: CarouselPose, slideY: Double = 0) -> Node {
        if slideY == 0, let resting = fixed.restingCarousel(pose) { return resting }
        return Node.group("carousel", frame: screen.bounds.offsetBy(dx: 0, dy: slideY)) {
            for index in layout.visibleCards(pose: pose) {
                let frame = layout.cardFrame(index, pose: pose)
                let scroll = index == pose.selectedIndex ? pose.innerScrollY : 0
                card(index, frame: frame, content: frame.size, innerScrollY: scroll, clearHeader: false)
            }
        }
    }

    /// The navigation bar `shown` of the way down from above the screen; nil while hidden.
    /// Original (CollectionSemiModalViewController.swift): tinted with the card's colour, its
    /// title white, a white "Done" button on the left.
    func navigationBar(shown: Double, index: Int, slideY: Double = 0) -> Node? {
        guard shown > 0 else { return nil }
        let height = screen.statusBar + screen.navigationBar
        let top = -height * (1 - shown) + slideY
        let content = Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar)
        return Node.group("carousel.nav", frame: Rect(x: 0, y: top, width: screen.width, height: height), fill: SemiModalContent.color(index)) {
            Node.text("carousel.nav.title", frame: content, SemiModalContent.title(index), size: 17, weight: 600, color: "#ffffff", align: .center)
            Node.text(
                "carousel.nav.done", frame: Rect(x: 16, y: screen.statusBar, width: 80, height: screen.navigationBar), "Done",
                size: 17, weight: 600, color: "#ffffff")
        }
    }

    /// The present/dismiss views at `fraction` of the way from the grid to the carousel: a
    /// snapshot of each card (scaled, fading in) under the colour views.
    @NodeBuilder func flyingViews(_ flights: [SemiModalFlight], pose: CarouselPose, fraction: Double) -> [Node] {
        for flight in flights {
            let source = flight.cardFrame
            let target = flight.snapshotFrame
            // A snapshot is the card drawn at its own size and scaled about its centre into
            // the flying frame, as a resized snapshot view stretches its contents.
            let drawn = Rect(
                x: target.midX - source.width / 2, y: target.midY - source.height / 2, width: source.width,
                height: source.height)
            let scroll = flight.index == pose.selectedIndex ? pose.innerScrollY : 0
            card(flight.index, frame: drawn, content: source.size, innerScrollY: scroll, clearHeader: true, id: "transition.card.\(flight.index)")
                .alpha(fraction)
                .transform(AffineTransform(a: target.width / source.width, b: 0, c: 0, d: target.height / source.height, tx: 0, ty: 0))
        }
        for flight in flights {
            Node.rect("transition.color.\(flight.index)", frame: flight.colorFrame, fill: SemiModalContent.color(flight.index))
        }
    }

    /// A card: a transparent column, clipped, holding its list (`SemiModalCardContent`), the
    /// one built at rest when the card rests.
    private func card(
        _ index: Int, frame: Rect, content: Size, innerScrollY: Double, clearHeader: Bool, id: String? = nil
    ) -> Node {
        let children =
            fixed.cardContent(index, size: content, innerScrollY: innerScrollY, clearHeader: clearHeader)
            ?? SemiModalCardContent(index: index, configuration: configuration)
            .nodes(size: content, innerScrollY: innerScrollY, clearHeader: clearHeader)
        return Node.group(id ?? "card.\(index)", frame: frame, clip: true) { children }
    }
}
