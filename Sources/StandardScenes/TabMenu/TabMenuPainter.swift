import MotionScene

/// Builds §2's display list: navigation bar, tab strip with its underline, two paging pages.
struct TabMenuPainter {
    let layout: TabMenuLayout
    let pageX: Double

    /// `ColorDefinition.navigationColor`: the titles, the underline and (`AppDelegate`,
    /// `Main.storyboard`) the navigation bar, whose title is white.
    static let tint: HexColor = "#76B6E2"
    static let photos = ["sea-1", "harbor-1", "forest-1", "mountain-1"]
    /// `MainViewController.setupNavigationBar`.
    static let navigationTitle = "海の見える風景"

    private var screen: Screen { layout.screen }

    @NodeBuilder func nodes() -> [Node] {
        Node.rect("background", frame: screen.bounds, fill: "#ffffff")
        content()
        strip()
        Self.navigationBar(screen: screen)
    }

    static func navigationBar(screen: Screen) -> Node {
        NavigationBarNode.make(id: "nav", screen: screen, title: navigationTitle, fill: tint.hex, textColor: "#ffffff")
    }

    /// The strip: clear over the white screen (`Main.storyboard`), two buttons and the underline.
    func strip() -> Node {
        let width = layout.buttonWidth
        let height = TabMenuLayout.stripHeight
        let underline = TabMenuLayout.underlineHeight
        let frame = Rect(x: 0, y: layout.stripTop, width: screen.width, height: height)
        return Node.group("strip", frame: frame, fill: "#ffffff", clip: true) {
            for (index, title) in TabMenuLayout.titles.enumerated() {
                Node.text(
                    "strip.button.\(index)", frame: Rect(x: Double(index) * width, y: 0, width: width, height: height), title,
                    size: TabMenuLayout.buttonFontSize, weight: 700, color: Self.tint, align: .center)
            }
            Node.rect(
                "strip.underline",
                frame: Rect(x: layout.underlineX(pageX: pageX), y: height - underline, width: width, height: underline), fill: Self.tint)
        }
    }

    private func content() -> Node {
        let top = layout.contentTop
        let frame = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        return Node.group("content", frame: frame, fill: "#f2f2f7", clip: true) {
            for index in TabMenuLayout.titles.indices { page(index: index, height: frame.height) }
        }
    }

    /// Page 0 is the original's parallax list (`parallax-list`) at its top; page 1 introduces
    /// the content with placeholder cards, enough to see the page move.
    private func page(index: Int, height: Double) -> Node {
        let width = screen.width
        if index == 0 {
            let list = ParallaxLayout(screen: screen, parallaxFactor: ParallaxListScene.Tuning().parallaxFactor)
            return Node.group("page.0", frame: Rect(x: -pageX, y: 0, width: width, height: height), fill: "#ffffff", clip: true) {
                ParallaxPainter(layout: list, scrollY: 0).rows(list.visibleCells(scrollY: 0).map { .init(index: $0) })
            }
        }
        let margin = 16.0
        let cardWidth = width - 2 * margin
        let cardHeight = 180.0
        let frame = Rect(x: Double(index) * width - pageX, y: 0, width: width, height: height)
        return Node.group("page.\(index)", frame: frame, clip: true) {
            for (row, y) in stride(from: margin, to: height, by: cardHeight + margin).enumerated() {
                let id = "page.\(index).card.\(row)"
                Node.group(id, frame: Rect(x: margin, y: y, width: cardWidth, height: cardHeight), fill: "#ffffff", clip: true) {
                    Node.image(
                        "\(id).image", frame: Rect(x: 0, y: 0, width: cardWidth, height: cardHeight - 44),
                        src: Self.photos[(row + index) % Self.photos.count])
                    Node.text(
                        "\(id).title", frame: Rect(x: 12, y: cardHeight - 44, width: cardWidth - 24, height: 44),
                        "\(TabMenuLayout.titles[index]) \(row + 1)", size: 15, weight: 600, color: "#222222")
                }
                .radius(8)
            }
        }
    }
}
