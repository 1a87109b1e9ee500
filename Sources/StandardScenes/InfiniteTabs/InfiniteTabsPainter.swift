import MotionScene

/// §5's display list: the navigation bar, the strip's visible cells (cell k shows category
/// k mod n, also past the 4n cells on screens wider than a period), the centred underline, and
/// the page view's two visible pages.
struct InfiniteTabsPainter {
    let layout: InfiniteTabsLayout
    let tabX: Double
    let selectedCategory: Int
    let underlineWidth: Double
    let contentPage: Double

    /// Seed 003: the navigation bar is #ff6060; the selected tab takes its colour.
    static let accent = "#ff6060"

    private var screen: Screen { layout.screen }

    func nodes(error: String?) -> [Node] {
        var nodes = [
            Node(id: "background", kind: .rect, frame: screen.bounds, fill: .color("#ffffff")),
            content(),
            strip(),
            NavigationBarNode.make(id: "nav", screen: screen, title: "サンプル記事一覧", fill: Self.accent, textColor: "#ffffff"),
        ]
        if let error {
            nodes.append(
                Node(
                    id: "error", kind: .text, frame: Rect(x: 16, y: layout.contentTop + 16, width: screen.width - 32, height: 120),
                    fill: .color("#fff0f0"), text: error, font: Font(size: 13), color: "#b00020", align: .left))
        }
        return nodes
    }

    private func strip() -> Node {
        let width = InfiniteTabsLayout.cellWidth
        var children = layout.visibleCells(at: tabX).map { cell in
            let category = layout.category(ofCell: cell)
            return Node(
                id: "tab.cell.\(cell)", kind: .text,
                frame: Rect(x: Double(cell) * width - tabX, y: 0, width: width, height: InfiniteTabsLayout.cellHeight),
                text: InfiniteTabsLayout.categories[category], font: Font(size: InfiniteTabsLayout.titleFontSize),
                color: category == selectedCategory ? Self.accent : "#777777", align: .center)
        }
        // Seed: the underline sits under the strip's centre, where the selected cell snaps.
        children.append(
            Node(
                id: "tab.underline", kind: .rect,
                frame: Rect(
                    x: (screen.width - underlineWidth) / 2, y: InfiniteTabsLayout.cellHeight - InfiniteTabsLayout.underlineHeight,
                    width: underlineWidth, height: InfiniteTabsLayout.underlineHeight),
                fill: .color(Self.accent)))
        return Node(
            id: "tab", kind: .group, frame: Rect(x: 0, y: layout.stripTop, width: screen.width, height: InfiniteTabsLayout.cellHeight),
            fill: .color("#ffffff"), stroke: Stroke(color: "#e5e5ea", width: 1), clip: true, children: children)
    }

    private func content() -> Node {
        let top = layout.contentTop
        let height = screen.height - top
        let first = Int(contentPage.rounded(.down))
        let pages = [first, first + 1].map { slot in
            let category = layout.category(ofCell: slot)
            let x = (Double(slot) - contentPage) * screen.width
            return Node(
                id: "page.\(category)", kind: .group, frame: Rect(x: x, y: 0, width: screen.width, height: height),
                fill: .color(category % 2 == 0 ? "#fafafa" : "#f3f5f8"), clip: true, children: articles(category: category))
        }
        return Node(
            id: "content", kind: .group, frame: Rect(x: 0, y: top, width: screen.width, height: height), clip: true,
            children: pages)
    }

    /// Placeholder article rows for one category page.
    private func articles(category: Int) -> [Node] {
        let name = InfiniteTabsLayout.categories[category]
        return (0..<6).map { row in
            let y = 16 + Double(row) * 96
            return Node(
                id: "page.\(category).row.\(row)", kind: .group, frame: Rect(x: 16, y: y, width: screen.width - 32, height: 84),
                fill: .color("#ffffff"), radius: 8, clip: true,
                children: [
                    Node(
                        id: "page.\(category).row.\(row).image", kind: .image, frame: Rect(x: 0, y: 0, width: 84, height: 84),
                        src: ["sea-1", "harbor-1", "forest-1", "mountain-1"][(row + category) % 4], contentMode: .aspectFill),
                    Node(
                        id: "page.\(category).row.\(row).title", kind: .text, frame: Rect(x: 96, y: 12, width: screen.width - 140, height: 22),
                        text: "\(name)の記事 \(row + 1)", font: Font(size: 15, weight: 600), color: "#222222", align: .left),
                ])
        }
    }
}
