import MotionScene

/// §3's display list: the side menu underneath, the main container (title bar, strip and
/// pages) over it, and the dimming button over both while the drawer is open. Colours and
/// sizes from CustomizeUISample (docs/scenes.md, page-tabs).
struct PageTabsPainter {
    let layout: PageTabsLayout
    let variant: PageTabsScene.Variant
    let pageX: Double
    /// The page-view variant's tapped turn: outgoing page, incoming page, eased progress.
    var turn: (from: Int, to: Int, progress: Double)?

    /// Chosen labels for the side menu: the original's table has rows but no data source.
    static let menuItems = ["ホーム", "お気に入り", "履歴", "設定"]
    /// UIKit's `lightGray` (0.667 white): the strip, and the container's content view.
    static let stripColor: HexColor = "#aaaaaa"
    /// UIKit's `darkGray` (0.333 white): the sliding label.
    static let labelColor: HexColor = "#555555"
    /// ContainerViewSample `Main.storyboard`: the title label's red 0.6, green 0.8, blue 0.4.
    static let titleBarColor: HexColor = "#99cc66"
    /// UIKit's default table separator colour (chosen: the storyboard keeps the default).
    static let separatorColor: HexColor = "#c8c7cc"

    var screen: Screen { layout.screen }
    var menuTop: Double { layout.menuTop(variant: variant) }
    var pagesTop: Double { layout.pagesTop(variant: variant) }

    @NodeBuilder func nodes(labelX: Double, menuOffsetX: Double, drawerProgress: Double) -> [Node] {
        layout.fixedNodes.sideMenu ?? sideMenu()
        // The container's content view is light gray; the page-view app's root view is white.
        let background: HexColor = variant == .container ? Self.stripColor : "#ffffff"
        Node.group("main", frame: screenFrame(x: layout.drawerX(progress: drawerProgress)), fill: background, clip: true) {
            pages()
            strip(labelX: labelX, menuOffsetX: menuOffsetX)
            if variant == .container { layout.fixedNodes.titleBar ?? titleBar() }
        }
        if drawerProgress > 0 {
            // ViewController.swift: the hidden white button covers the main container, at x = 268 when open.
            Node.rect("drawer.overlay", frame: screenFrame(x: layout.overlayX(progress: drawerProgress)), fill: "#ffffff")
                .alpha(layout.overlayAlpha(progress: drawerProgress))
        }
    }

    func screenFrame(x: Double) -> Rect {
        Rect(x: x, y: 0, width: screen.width, height: screen.height)
    }

    /// `Main.storyboard`: a white table 280 wide under the status bar, 44-pt rows.
    func sideMenu() -> Node {
        let rowHeight = 44.0
        let width = PageTabsLayout.openMainX
        let rows = Int((screen.height - screen.statusBar) / rowHeight)
        return Node.group("side", frame: screenFrame(x: 0), fill: "#ffffff") {
            for row in 0..<rows {
                let top = screen.statusBar + Double(row) * rowHeight
                if row < Self.menuItems.count {
                    // UITableViewCell's default text: 17 pt at x = 15.
                    Node.text(
                        "side.item.\(row)", frame: Rect(x: 15, y: top, width: width - 30, height: rowHeight), Self.menuItems[row],
                        size: 17, color: "#000000")
                }
                Node.rect("side.separator.\(row)", frame: Rect(x: 15, y: top + rowHeight - 0.5, width: width - 15, height: 0.5), fill: Self.separatorColor)
            }
        }
    }

    /// `Main.storyboard`: the 65-pt green label under the status bar, "ContainerSample" (white,
    /// 18 pt, 180 × 30 centred at +22) and the "≡" button (40 × 40 at +20, white 20 pt, at the
    /// right layout margin, 16 pt on a phone — chosen for every profile).
    func titleBar() -> Node {
        let top = screen.statusBar
        return Node.group("titleBar", frame: Rect(x: 0, y: top, width: screen.width, height: PageTabsLayout.titleBarHeight), fill: Self.titleBarColor) {
            Node.text(
                "titleBar.title", frame: Rect(x: screen.width / 2 - 90, y: 22, width: 180, height: 30), "ContainerSample", size: 18,
                color: "#ffffff", align: .center)
            Node.text(
                "drawer.button", frame: Rect(x: screen.width - 16 - 40, y: 20, width: 40, height: 40), "≡", size: 20,
                color: "#ffffff", align: .center)
        }
    }

    private func strip(labelX: Double, menuOffsetX: Double) -> Node {
        Node.group(
            "menu", frame: Rect(x: 0, y: menuTop, width: screen.width, height: PageTabsLayout.menuHeight), fill: Self.stripColor,
            clip: true
        ) { stripContents(labelX: labelX, menuOffsetX: menuOffsetX) }
    }

    /// The buttons and the sliding label: the list built once for a page when both rest where
    /// that page puts them (most frames, and the list keeps its storage), else the buttons built
    /// once, moved.
    func stripContents(labelX: Double, menuOffsetX: Double) -> [Node] {
        if let resting = layout.fixedNodes.restingStrips.first(where: { $0.labelX == labelX && $0.menuOffsetX == menuOffsetX }) {
            return resting.nodes
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(layout.pageCount + 1)
        for index in 0..<layout.pageCount { nodes.append(placedMenuButton(index, menuOffsetX: menuOffsetX)) }
        nodes.append(
            Node.rect(
                "menu.label",
                frame: Rect(
                    x: labelX - menuOffsetX, y: PageTabsLayout.labelY, width: layout.buttonWidth, height: PageTabsLayout.labelHeight),
                fill: Self.labelColor))
        return nodes
    }

    private func placedMenuButton(_ index: Int, menuOffsetX: Double) -> Node {
        let built = layout.fixedNodes.menuButtons
        guard built.indices.contains(index) else { return menuButton(index, menuOffsetX: menuOffsetX) }
        var button = built[index]
        button.frame.x = menuButtonX(index, menuOffsetX: menuOffsetX)
        return button
    }

    /// Titles are white, a custom UIButton's default. The original asks for
    /// `UIFont(name: "Bold", size: 16)`, which names no font and gives nil, so UILabel falls back
    /// to its default, the 17-pt system font.
    func menuButton(_ index: Int, menuOffsetX: Double) -> Node {
        Node.text(
            "menu.button.\(index)",
            frame: Rect(x: menuButtonX(index, menuOffsetX: menuOffsetX), y: 0, width: layout.buttonWidth, height: PageTabsLayout.menuHeight),
            PageTabsLayout.titles[index], size: 17, color: "#ffffff", align: .center)
    }

    private func menuButtonX(_ index: Int, menuOffsetX: Double) -> Double { Double(index) * layout.buttonWidth - menuOffsetX }
}
