import MotionScene

/// The nodes that depend only on the screen and the configuration, built once for every
/// session on that screen with that configuration (`shared`) and reused by every frame: the
/// grid, the overlay, each card's list at rest and the carousel resting on each card. A frame
/// only places them; the delta then skips their children by storage identity. Rebuilt per
/// frame, a resting carousel's three cards cost 484k instructions (callgrind, iphone-x), a
/// third of the frame and its delta.
struct SemiModalFixedNodes: Sendable, HoldsNoMotion {
    /// The presenting screen: label and tiles, never moved.
    let grid: Node
    /// The dimming overlay at full strength; a frame sets its alpha.
    let overlay: Node
    /// The size a card's content is drawn at while its list rests: the card's resting frame.
    let restingSize: Size
    /// Card `i`'s content at rest (list at its top, not widened), header square shown.
    let restingCards: [[Node]]
    /// The same without the coloured square: the transition's snapshot of card `i`, over
    /// which a separate colour view flies.
    let restingSnapshots: [[Node]]
    /// The carousel at rest on card `i` (`CarouselPose.resting`), as most frames of the carousel show it.
    private(set) var restingCarousels: [Node] = []
    private let pageWidth: Double

    /// The nodes every session with `grid` and `layout` shares (`SharedLayouts`): built for
    /// the first, read by the rest.
    static func shared(grid: SemiModalGridLayout, layout: CarouselLayout) -> SemiModalFixedNodes {
        SharedLayouts.value(for: grid, layout) { SemiModalFixedNodes(grid: grid, layout: layout) }
    }

    init(grid gridLayout: SemiModalGridLayout, layout: CarouselLayout) {
        grid = Self.gridNode(gridLayout)
        overlay = Node.rect("overlay", frame: layout.screen.bounds, fill: "#000000")
        let size = layout.baseFrame(0).size
        restingSize = size
        pageWidth = layout.pageWidth
        let contents = (0..<layout.cardCount).map { SemiModalCardContent(index: $0, configuration: layout.configuration) }
        restingCards = contents.map { $0.nodes(size: size, innerScrollY: 0, clearHeader: false) }
        // A snapshot is the resting list less its coloured square: taken from it, not built
        // again, which halves what building a scene value costs (4.0M → 2.2M instructions, callgrind).
        restingSnapshots = zip(contents, restingCards).map { content, nodes in
            nodes.filter { $0.id != content.colorSquareID }
        }
        // Built from the resting cards above, by the painter every other pose goes through.
        let painter = SemiModalPainter(layout: layout, fixed: self)
        restingCarousels = (0..<layout.cardCount).map {
            painter.carousel(pose: .resting(on: $0, pageWidth: layout.pageWidth))
        }
    }

    /// The carousel built at rest when `pose` is a resting one; nil for any other pose.
    func restingCarousel(_ pose: CarouselPose) -> Node? {
        guard restingCarousels.indices.contains(pose.selectedIndex),
            pose == .resting(on: pose.selectedIndex, pageWidth: pageWidth)
        else { return nil }
        return restingCarousels[pose.selectedIndex]
    }

    /// Card `index`'s content when `size`, `innerScrollY` and `clearHeader` are a resting card's;
    /// nil when the card is widened or its list scrolled, which a frame builds afresh.
    func cardContent(_ index: Int, size: Size, innerScrollY: Double, clearHeader: Bool) -> [Node]? {
        guard innerScrollY == 0, size == restingSize, restingCards.indices.contains(index) else { return nil }
        return clearHeader ? restingSnapshots[index] : restingCards[index]
    }

    private static func gridNode(_ grid: SemiModalGridLayout) -> Node {
        Node.group("grid", frame: grid.screen.bounds, fill: "#ffffff", clip: true) {
            Node.text(
                "grid.label", frame: grid.labelFrame, SemiModalGridLayout.label, size: SemiModalGridLayout.labelFontSize,
                weight: 700, color: SemiModalGridLayout.labelColor, align: .center)
            // The original's grid cells are plain colour views: no corners, no text.
            for index in 0..<grid.tileCount {
                Node.rect("grid.tile.\(index)", frame: grid.tileFrame(index), fill: SemiModalContent.color(index))
            }
        }
    }
}
