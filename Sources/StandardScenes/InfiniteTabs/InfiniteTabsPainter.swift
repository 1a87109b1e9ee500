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
    static let accent: HexColor = "#ff6060"
    /// Original (`CategoryScrollTabViewCell.swift`): unselected titles are `UIColor.gray`, #808080.
    static let unselectedTitle: HexColor = "#808080"
    /// Original (`Article.storyboard`): a 0.5-pt view of (0.8, 0.8, 0.765) along the strip's bottom.
    static let separator: HexColor = "#ccccc3"
    static let separatorHeight = 0.5

    private var screen: Screen { layout.screen }

    @NodeBuilder func nodes(error: String?) -> [Node] {
        layout.fixedNodes.background ?? background()
        content()
        strip()
        layout.fixedNodes.navigationBar ?? navigationBar()
        if let error {
            Node.text(
                "error", frame: Rect(x: 16, y: layout.contentTop + 16, width: screen.width - 32, height: 120), error, size: 13,
                color: "#b00020"
            ).fill("#fff0f0")
        }
    }

    func background() -> Node { Node.rect("background", frame: screen.bounds, fill: "#ffffff") }

    func navigationBar() -> Node {
        NavigationBarNode.make(id: "nav", screen: screen, title: "サンプル記事一覧", fill: Self.accent.hex, textColor: "#ffffff")
    }

    private func strip() -> Node {
        let height = InfiniteTabsLayout.cellHeight
        let frame = Rect(x: 0, y: layout.stripTop, width: screen.width, height: height)
        return Node.group("tab", frame: frame, fill: "#ffffff", clip: true) { stripContents() }
    }

    /// The visible cells, the separator and the underline, in a list built by hand: a
    /// NodeBuilder for-loop costs an array per cell (callgrind).
    private func stripContents() -> [Node] {
        let height = InfiniteTabsLayout.cellHeight
        let cells = layout.visibleCells(at: tabX)
        var nodes: [Node] = []
        nodes.reserveCapacity(cells.count + 2)
        for cell in cells { nodes.append(placedCell(cell)) }
        nodes.append(layout.fixedNodes.separator ?? separator())
        // Seed: the underline sits under the strip's centre, where the selected cell snaps.
        nodes.append(
            Node.rect(
                "tab.underline",
                frame: Rect(
                    x: (screen.width - underlineWidth) / 2, y: height - InfiniteTabsLayout.underlineHeight, width: underlineWidth,
                    height: InfiniteTabsLayout.underlineHeight),
                fill: Self.accent))
        return nodes
    }

    /// Cell `cell`'s title: the one built once, moved and recoloured, where there is one.
    private func placedCell(_ cell: Int) -> Node {
        let built = layout.fixedNodes.cells
        guard built.indices.contains(cell) else { return self.cell(cell) }
        var node = built[cell]
        node.frame.x = cellX(cell)
        if layout.category(ofCell: cell) == selectedCategory { node.color = Self.accent.hex }
        return node
    }

    func cell(_ cell: Int) -> Node {
        let category = layout.category(ofCell: cell)
        return Node.text(
            "tab.cell.\(cell)",
            frame: Rect(x: cellX(cell), y: 0, width: InfiniteTabsLayout.cellWidth, height: InfiniteTabsLayout.cellHeight),
            InfiniteTabsLayout.categories[category], size: InfiniteTabsLayout.titleFontSize,
            color: category == selectedCategory ? Self.accent : Self.unselectedTitle, align: .center)
    }

    private func cellX(_ cell: Int) -> Double { Double(cell) * InfiniteTabsLayout.pitch - tabX }

    func separator() -> Node {
        let height = InfiniteTabsLayout.cellHeight
        return Node.rect(
            "tab.separator", frame: Rect(x: 0, y: height - Self.separatorHeight, width: screen.width, height: Self.separatorHeight),
            fill: Self.separator)
    }

    /// The page view's two visible pages: the pages built once, moved.
    private func content() -> Node {
        let top = layout.contentTop
        let height = screen.height - top
        let first = Int(contentPage.rounded(.down))
        return Node.group("content", frame: Rect(x: 0, y: top, width: screen.width, height: height), clip: true) {
            [first, first + 1].map { slot in
                placedPage(category: layout.category(ofCell: slot), x: (Double(slot) - contentPage) * screen.width)
            }
        }
    }

    /// Category `category`'s page: the one built once, moved, where there is one.
    private func placedPage(category: Int, x: Double) -> Node {
        let built = layout.fixedNodes.pages
        guard built.indices.contains(category) else { return page(category: category, x: x) }
        var node = built[category]
        node.frame.x = x
        return node
    }

    func page(category: Int, x: Double) -> Node {
        let height = screen.height - layout.contentTop
        return Node.group(
            "page.\(category)", frame: Rect(x: x, y: 0, width: screen.width, height: height),
            fill: category % 2 == 0 ? "#fafafa" : "#f3f5f8", clip: true
        ) { articles(category: category) }
    }

    /// Placeholder article rows for one category page.
    @NodeBuilder private func articles(category: Int) -> [Node] {
        let name = InfiniteTabsLayout.categories[category]
        for row in 0..<6 {
            let id = "page.\(category).row.\(row)"
            let frame = Rect(x: 16, y: 16 + Double(row) * 96, width: screen.width - 32, height: 84)
            Node.group(id, frame: frame, fill: "#ffffff", clip: true) {
                Node.image(
                    "\(id).image", frame: Rect(x: 0, y: 0, width: 84, height: 84),
                    src: ["sea-1", "harbor-1", "forest-1", "mountain-1"][(row + category) % 4])
                Node.text(
                    "\(id).title", frame: Rect(x: 96, y: 12, width: screen.width - 140, height: 22), "\(name)の記事 \(row + 1)",
                    size: 15, weight: 600, color: "#222222")
            }.radius(8)
        }
    }
}
