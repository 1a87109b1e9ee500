import MotionScene

/// Builds §2's display list: navigation bar, tab strip with its underline, two paging pages
/// (built once, `TabMenuPages`, and moved here).
struct TabMenuPainter {
    let layout: TabMenuLayout
    let pages: TabMenuPages
    let pageX: Double

    /// `ColorDefinition.navigationColor`: the titles, the underline and (`AppDelegate`,
    /// `Main.storyboard`) the navigation bar, whose title is white.
    static let tint: HexColor = "#76B6E2"
    /// `MainViewController.setupNavigationBar`.
    static let navigationTitle = "海の見える風景"

    private var screen: Screen { layout.screen }

    @NodeBuilder func nodes() -> [Node] {
        Node.rect("background", frame: screen.bounds, fill: "#ffffff")
        content()
        Self.strip(layout: layout, pageX: pageX)
        Self.navigationBar(screen: screen)
    }

    static func navigationBar(screen: Screen) -> Node {
        NavigationBarNode.make(id: "nav", screen: screen, title: navigationTitle, fill: tint.hex, textColor: "#ffffff")
    }

    /// The strip: clear over the white screen (`Main.storyboard`), two buttons and the underline.
    static func strip(layout: TabMenuLayout, pageX: Double) -> Node {
        let screen = layout.screen
        let width = layout.buttonWidth
        let height = TabMenuLayout.stripHeight
        let underline = TabMenuLayout.underlineHeight
        let frame = Rect(x: 0, y: layout.stripTop, width: screen.width, height: height)
        return Node.group("strip", frame: frame, fill: "#ffffff", clip: true) {
            for (index, title) in TabMenuLayout.titles.enumerated() {
                Node.text(
                    "strip.button.\(index)", frame: Rect(x: Double(index) * width, y: 0, width: width, height: height), title,
                    size: TabMenuLayout.buttonFontSize, weight: 700, color: tint, align: .center)
            }
            Node.rect(
                "strip.underline",
                frame: Rect(x: layout.underlineX(pageX: pageX), y: height - underline, width: width, height: underline), fill: tint)
        }
    }

    private func content() -> Node {
        let top = layout.contentTop
        let frame = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        return Node.group("content", frame: frame, fill: "#f2f2f7", clip: true) {
            for page in pages.moved(pageX: pageX) { page }
        }
    }
}
