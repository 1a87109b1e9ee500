import MotionScene

/// Builds §2's display list: navigation bar, tab strip with its underline, two paging pages.
struct TabMenuPainter {
    let layout: TabMenuLayout
    let pageX: Double

    /// Chosen: the strip's tint (the seed's `ColorDefinition.navigationColor` is not published).
    static let tint = "#2e6fa7"

    private var screen: Screen { layout.screen }

    func nodes() -> [Node] {
        [
            Node(id: "background", kind: .rect, frame: screen.bounds, fill: .color("#ffffff")),
            content(),
            strip(),
            NavigationBarNode.make(id: "nav", screen: screen, title: "海の見える風景", fill: Self.tint, textColor: "#ffffff"),
        ]
    }

    private func strip() -> Node {
        let width = layout.buttonWidth
        var children = TabMenuLayout.titles.enumerated().map { index, title in
            Node(
                id: "strip.button.\(index)", kind: .text,
                frame: Rect(x: Double(index) * width, y: 0, width: width, height: TabMenuLayout.stripHeight), text: title,
                font: Font(size: TabMenuLayout.buttonFontSize, weight: 700), color: Self.tint, align: .center)
        }
        children.append(
            Node(
                id: "strip.underline", kind: .rect,
                frame: Rect(
                    x: layout.underlineX(pageX: pageX), y: TabMenuLayout.stripHeight - TabMenuLayout.underlineHeight,
                    width: width, height: TabMenuLayout.underlineHeight),
                fill: .color(Self.tint)))
        return Node(
            id: "strip", kind: .group, frame: Rect(x: 0, y: layout.stripTop, width: screen.width, height: TabMenuLayout.stripHeight),
            fill: .color("#ffffff"), stroke: Stroke(color: "#e5e5ea", width: 1), clip: true, children: children)
    }

    private func content() -> Node {
        let top = layout.contentTop
        let frame = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        let pages = TabMenuLayout.titles.indices.map { page(index: $0, height: frame.height) }
        return Node(id: "content", kind: .group, frame: frame, fill: .color("#f2f2f7"), clip: true, children: pages)
    }

    /// Page 0 lists feature cards, page 1 introduces the content: placeholders for the seed's
    /// container views, enough to see the page move.
    private func page(index: Int, height: Double) -> Node {
        let width = screen.width
        let margin = 16.0
        let cardHeight = 180.0
        var cards: [Node] = []
        var y = margin
        var row = 0
        while y < height {
            let photo = ["sea-1", "harbor-1", "forest-1", "mountain-1"][(row + index) % 4]
            cards.append(
                Node(
                    id: "page.\(index).card.\(row)", kind: .group,
                    frame: Rect(x: margin, y: y, width: width - 2 * margin, height: cardHeight), fill: .color("#ffffff"),
                    radius: 8, clip: true,
                    children: [
                        Node(
                            id: "page.\(index).card.\(row).image", kind: .image,
                            frame: Rect(x: 0, y: 0, width: width - 2 * margin, height: cardHeight - 44), src: photo,
                            contentMode: .aspectFill),
                        Node(
                            id: "page.\(index).card.\(row).title", kind: .text,
                            frame: Rect(x: 12, y: cardHeight - 44, width: width - 2 * margin - 24, height: 44),
                            text: "\(TabMenuLayout.titles[index]) \(row + 1)", font: Font(size: 15, weight: 600),
                            color: "#222222", align: .left),
                    ]))
            y += cardHeight + margin
            row += 1
        }
        return Node(
            id: "page.\(index)", kind: .group, frame: Rect(x: Double(index) * width - pageX, y: 0, width: width, height: height),
            clip: true, children: cards)
    }
}
