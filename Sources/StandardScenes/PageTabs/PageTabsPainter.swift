import MotionScene

/// §3's display list: the side menu underneath, the main container (strip and pages) over it,
/// and the dimming button over both while the drawer is open.
struct PageTabsPainter {
    let layout: PageTabsLayout
    let pageX: Double
    /// The page-view variant's slide: outgoing page, incoming page, eased progress.
    var turn: (from: Int, to: Int, progress: Double)?

    /// Chosen page colours, one per page, so a swipe is easy to follow.
    static let pageColors: [HexColor] = ["#f4d6cc", "#f7e8c4", "#d8ecd0", "#cfe3f1", "#dcd3ee", "#eed3e2"]
    static let menuItems = ["ホーム", "お気に入り", "履歴", "設定"]

    private var screen: Screen { layout.screen }

    @NodeBuilder func nodes(labelX: Double, menuOffsetX: Double, drawerProgress: Double) -> [Node] {
        sideMenu()
        Node.group("main", frame: screenFrame(x: layout.drawerX(progress: drawerProgress)), fill: "#ffffff", clip: true) {
            pages()
            strip(labelX: labelX, menuOffsetX: menuOffsetX)
            menuButton()
        }
        if drawerProgress > 0 {
            // Seed: the hidden button covers the main container, at x = 268 when open.
            Node.rect("drawer.overlay", frame: screenFrame(x: layout.overlayX(progress: drawerProgress)), fill: "#000000")
                .alpha(layout.overlayAlpha(progress: drawerProgress))
        }
    }

    private func screenFrame(x: Double) -> Rect {
        Rect(x: x, y: 0, width: screen.width, height: screen.height)
    }

    private func sideMenu() -> Node {
        Node.group("side", frame: screenFrame(x: 0), fill: "#2b2f3a") {
            for (index, title) in Self.menuItems.enumerated() {
                Node.text(
                    "side.item.\(index)",
                    frame: Rect(x: 20, y: screen.statusBar + 56 + Double(index) * 48, width: PageTabsLayout.openMainX - 40, height: 48),
                    title, size: 17, weight: 600, color: "#ffffff")
            }
        }
    }

    private func strip(labelX: Double, menuOffsetX: Double) -> Node {
        let width = layout.buttonWidth
        // Seed: the strip's background is light gray, the label dark gray.
        return Node.group(
            "menu", frame: Rect(x: 0, y: layout.menuTop, width: screen.width, height: PageTabsLayout.menuHeight), fill: "#d3d3d3",
            clip: true
        ) {
            for (index, title) in PageTabsLayout.titles.enumerated() {
                Node.text(
                    "menu.button.\(index)",
                    frame: Rect(x: Double(index) * width - menuOffsetX, y: 0, width: width, height: PageTabsLayout.menuHeight), title,
                    size: 14, weight: 600, color: "#333333", align: .center)
            }
            Node.rect(
                "menu.label",
                frame: Rect(x: labelX - menuOffsetX, y: PageTabsLayout.labelY, width: width, height: PageTabsLayout.labelHeight),
                fill: "#555555")
        }
    }

    private func pages() -> Node {
        let height = screen.height - layout.pagesTop
        return Node.group("pages", frame: Rect(x: 0, y: layout.pagesTop, width: screen.width, height: height), clip: true) {
            for index in 0..<layout.pageCount {
                if let x = pageOrigin(index) {
                    Node.group(
                        "page.\(index)", frame: Rect(x: x, y: 0, width: screen.width, height: height),
                        fill: Self.pageColors[index % Self.pageColors.count], clip: true
                    ) {
                        Node.text(
                            "page.\(index).title", frame: Rect(x: 0, y: 40, width: screen.width, height: 40),
                            "\(index + 1)番目のコンテンツ", size: 24, weight: 700, color: "#333333", align: .center)
                    }
                }
            }
        }
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
        let frame = Rect(x: screen.width - side - 20, y: screen.height - screen.bottomInset - side - 20, width: side, height: side)
        return Node.group("drawer.button", frame: frame, fill: "#2b2f3a") {
            Node.text(
                "drawer.button.icon", frame: Rect(x: 0, y: 0, width: side, height: side), "≡", size: 26, weight: 700, color: "#ffffff",
                align: .center)
        }
        .radius(side / 2)
    }
}
