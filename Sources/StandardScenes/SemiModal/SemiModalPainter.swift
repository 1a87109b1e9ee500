import MotionScene

/// The display list of every phase: the grid always underneath, the dimming overlay, then
/// the carousel's cards and navigation bar, or the views flying between grid and carousel.
struct SemiModalPainter {
    let grid: SemiModalGridLayout
    let layout: CarouselLayout

    private var screen: Screen { layout.screen }
    private var configuration: SemiModalConfiguration { layout.configuration }

    func gridNode() -> Node {
        var children: [Node] = (0..<grid.tileCount).map { index in
            let frame = grid.tileFrame(index)
            return Node(
                id: "grid.tile.\(index)", kind: .rect, frame: frame, fill: .color(SemiModalContent.color(index)),
                radius: SemiModalGridLayout.cornerRadius,
                children: [
                    Node(
                        id: "grid.tile.\(index).title", kind: .text,
                        frame: Rect(x: 6, y: frame.height - 24, width: frame.width - 12, height: 18),
                        text: SemiModalContent.title(index), font: Font(size: 12, weight: 600), color: "#ffffff", align: .left)
                ])
        }
        children.append(bar(id: "grid.nav", top: 0, fill: "#f7f7f7", title: "ライブラリ", textColor: "#111111"))
        return Node(id: "grid", kind: .group, frame: screen.bounds, fill: .color("#ffffff"), clip: true, children: children)
    }

    func overlay(alpha: Double) -> Node? {
        guard alpha > 0 else { return nil }
        return Node(id: "overlay", kind: .rect, frame: screen.bounds, alpha: alpha, fill: .color("#000000"))
    }

    /// The live carousel: every card on screen in `pose`.
    func carousel(pose: CarouselPose) -> Node {
        let cards = layout.visibleCards(pose: pose).map { index in
            let frame = layout.cardFrame(index, pose: pose)
            let scroll = index == pose.selectedIndex ? pose.innerScrollY : 0
            return card(index, frame: frame, content: frame.size, innerScrollY: scroll, clearHeader: false)
        }
        return Node(id: "carousel", kind: .group, frame: screen.bounds, children: cards)
    }

    /// The navigation bar `shown` of the way down from above the screen; nil while hidden.
    func navigationBar(shown: Double, index: Int) -> Node? {
        guard shown > 0 else { return nil }
        let height = screen.statusBar + screen.navigationBar
        return bar(
            id: "carousel.nav", top: -height * (1 - shown), fill: SemiModalContent.color(index),
            title: SemiModalContent.title(index), textColor: "#ffffff")
    }

    /// The present/dismiss views at `fraction` of the way from the grid to the carousel: a
    /// snapshot of each card (scaled, fading in) under the colour views.
    func flyingViews(_ flights: [SemiModalFlight], pose: CarouselPose, fraction: Double) -> [Node] {
        let snapshots = flights.map { flight in
            let source = flight.cardFrame
            let target = flight.snapshotFrame
            // A snapshot is the card drawn at its own size and scaled about its centre into
            // the flying frame, as a resized snapshot view stretches its contents.
            let drawn = Rect(
                x: target.midX - source.width / 2, y: target.midY - source.height / 2, width: source.width,
                height: source.height)
            let scroll = flight.index == pose.selectedIndex ? pose.innerScrollY : 0
            var node = card(flight.index, frame: drawn, content: source.size, innerScrollY: scroll, clearHeader: true)
            node.id = "transition.card.\(flight.index)"
            node.alpha = fraction
            node.transform = AffineTransform(
                a: target.width / source.width, b: 0, c: 0, d: target.height / source.height, tx: 0, ty: 0)
            return node
        }
        let colors = flights.map { flight in
            Node(
                id: "transition.color.\(flight.index)", kind: .rect, frame: flight.colorFrame,
                fill: .color(SemiModalContent.color(flight.index)), radius: SemiModalGridLayout.cornerRadius * (1 - fraction))
        }
        return snapshots + colors
    }

    private func card(_ index: Int, frame: Rect, content: Size, innerScrollY: Double, clearHeader: Bool) -> Node {
        let contents = SemiModalCardContent(index: index, configuration: configuration)
        return Node(
            id: "card.\(index)", kind: .group, frame: frame, fill: .color("#ffffff"), radius: configuration.cardCornerRadius,
            clip: true, children: contents.nodes(size: content, innerScrollY: innerScrollY, clearHeader: clearHeader))
    }

    private func bar(id: String, top: Double, fill: String, title: String, textColor: String) -> Node {
        Node(
            id: id, kind: .group, frame: Rect(x: 0, y: top, width: screen.width, height: screen.statusBar + screen.navigationBar),
            fill: .color(fill),
            children: [
                Node(
                    id: "\(id).title", kind: .text,
                    frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar), text: title,
                    font: Font(size: 17, weight: 600), color: textColor, align: .center)
            ])
    }
}
