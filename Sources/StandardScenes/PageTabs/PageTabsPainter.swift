import MotionScene

/// §3's display list: the side menu underneath, the main container (strip and pages) over it,
/// and the dimming button over both while the drawer is open.
struct PageTabsPainter {
    let layout: PageTabsLayout
    let pageX: Double
    /// The page-view variant's slide: outgoing page, incoming page, eased progress.
    var turn: (from: Int, to: Int, progress: Double)?

    /// Chosen page colours, one per page, so a swipe is easy to follow.
    static let pageColors = ["#f4d6cc", "#f7e8c4", "#d8ecd0", "#cfe3f1", "#dcd3ee", "#eed3e2"]
    static let menuItems = ["ホーム", "お気に入り", "履歴", "設定"]

    private var screen: Screen { layout.screen }

    func nodes(labelX: Double, menuOffsetX: Double, drawerProgress: Double) -> [Node] {
        var nodes = [sideMenu(), main(labelX: labelX, menuOffsetX: menuOffsetX, drawerProgress: drawerProgress)]
        if drawerProgress > 0 {
            // Seed: the hidden button covers the main container, at x = 268 when open.
            nodes.append(
                Node(
                    id: "drawer.overlay", kind: .rect,
                    frame: Rect(x: layout.overlayX(progress: drawerProgress), y: 0, width: screen.width, height: screen.height),
                    alpha: layout.overlayAlpha(progress: drawerProgress), fill: .color("#000000")))
        }
        return nodes
    }

    private func sideMenu() -> Node {
        let width = PageTabsLayout.openMainX
        let items = Self.menuItems.enumerated().map { index, title in
            Node(
                id: "side.item.\(index)", kind: .text,
                frame: Rect(x: 20, y: screen.statusBar + 56 + Double(index) * 48, width: width - 40, height: 48), text: title,
                font: Font(size: 17, weight: 600), color: "#ffffff", align: .left)
        }
        return Node(
            id: "side", kind: .group, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
            fill: .color("#2b2f3a"), children: items)
    }

    private func main(labelX: Double, menuOffsetX: Double, drawerProgress: Double) -> Node {
        Node(
            id: "main", kind: .group,
            frame: Rect(x: layout.drawerX(progress: drawerProgress), y: 0, width: screen.width, height: screen.height),
            fill: .color("#ffffff"), clip: true,
            children: [pages(), strip(labelX: labelX, menuOffsetX: menuOffsetX), menuButton()])
    }

    private func strip(labelX: Double, menuOffsetX: Double) -> Node {
        var children = PageTabsLayout.titles.enumerated().map { index, title in
            Node(
                id: "menu.button.\(index)", kind: .text,
                frame: Rect(x: Double(index) * layout.buttonWidth - menuOffsetX, y: 0, width: layout.buttonWidth, height: PageTabsLayout.menuHeight),
                text: title, font: Font(size: 14, weight: 600), color: "#333333", align: .center)
        }
        children.append(
            Node(
                id: "menu.label", kind: .rect,
                frame: Rect(x: labelX - menuOffsetX, y: PageTabsLayout.labelY, width: layout.buttonWidth, height: PageTabsLayout.labelHeight),
                fill: .color("#555555")))
        // Seed: the strip's background is light gray, the label dark gray.
        return Node(
            id: "menu", kind: .group, frame: Rect(x: 0, y: layout.menuTop, width: screen.width, height: PageTabsLayout.menuHeight),
            fill: .color("#d3d3d3"), clip: true, children: children)
    }

    private func pages() -> Node {
        let height = screen.height - layout.pagesTop
        let pages = (0..<layout.pageCount).compactMap { index -> Node? in
            guard let x = pageOrigin(index) else { return nil }
            return Node(
                id: "page.\(index)", kind: .group,
                frame: Rect(x: x, y: 0, width: screen.width, height: height),
                fill: .color(Self.pageColors[index % Self.pageColors.count]), clip: true,
                children: [
                    Node(
                        id: "page.\(index).title", kind: .text, frame: Rect(x: 0, y: 40, width: screen.width, height: 40),
                        text: "\(index + 1)番目のコンテンツ", font: Font(size: 24, weight: 700), color: "#333333", align: .center)
                ])
        }
        return Node(
            id: "pages", kind: .group, frame: Rect(x: 0, y: layout.pagesTop, width: screen.width, height: height), clip: true,
            children: pages)
    }

    /// Where page `index` is drawn, or nil while a page turn hides it.
    private func pageOrigin(_ index: Int) -> Double? {
        guard let turn else { return Double(index) * screen.width - pageX }
        if index == turn.from { return -screen.width * turn.progress }
        if index == turn.to { return screen.width * (1 - turn.progress) }
        return nil
    }

    /// The button that opens the drawer (the seed's hamburger), floating over the pages.
    private func menuButton() -> Node {
        let side = 52.0
        return Node(
            id: "drawer.button", kind: .group,
            frame: Rect(x: screen.width - side - 20, y: screen.height - screen.bottomInset - side - 20, width: side, height: side),
            fill: .color("#2b2f3a"), radius: side / 2,
            children: [
                Node(
                    id: "drawer.button.icon", kind: .text, frame: Rect(x: 0, y: 0, width: side, height: side), text: "≡",
                    font: Font(size: 26, weight: 700), color: "#ffffff", align: .center)
            ])
    }
}
