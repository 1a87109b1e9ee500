import MotionScene

/// The display list of `collapse` from solved frames (screen coordinates in, each node's
/// frame in its parent's coordinates out).
enum CollapseNodes {
    // iOS system colours (UIColor.systemGroupedBackground, .label, .secondaryLabel, .systemBlue).
    static let background: HexColor = "#f2f2f7"
    static let label: HexColor = "#1c1c1e"
    static let secondaryLabel: HexColor = "#3c3c43"
    static let tint: HexColor = "#007aff"
    /// Drawn while the `forest-1` image loads or when the page has none (chosen: forest green).
    static let imagePlaceholder: HexColor = "#4f7f52"
    /// Card corner radius (chosen, the common 12-pt card radius of iOS apps).
    static let cardRadius = 12.0

    @NodeBuilder
    static func nodes(frames: CollapseFrames, screen: Screen, collapsed: Bool) -> [Node] {
        let (nav, card, button) = (frames["nav"], frames["card"], frames["button"])
        let inCard = { (id: String) in frames[id].offsetBy(dx: -card.x, dy: -card.y) }
        Node.rect("background", frame: screen.bounds, fill: background)
        Node.rect("nav", frame: nav, fill: "#f9f9f9").children {
            // UINavigationBar's title: 17-pt semibold, centred in the bar under the status bar.
            Node.text(
                "nav.title", frame: Rect(x: 0, y: screen.safeArea.top - nav.y, width: nav.width, height: screen.navigationBar),
                "トルツメ", size: 17, weight: 600, color: label, align: .center)
        }
        Node.rect("card", frame: card, fill: "#ffffff", radius: cardRadius).clipped()
            .shadow(Shadow(color: "#00000022", offsetX: 0, offsetY: 2, blur: 8)).children {
                Node.image("card.image", frame: inCard("image"), src: "forest-1").fill(imagePlaceholder).clipped()
                text("card.title", frame: inCard("title"), "森の小道", font: Font(size: 20, weight: 700), color: label)
                for (index, line) in CollapseLayout.bodyLines.enumerated() {
                    text("card.body.\(index)", frame: inCard("body.\(index)"), line, font: Font(size: 15), color: secondaryLabel)
                }
            }
        Node.rect("button", frame: button, fill: tint, radius: 10).children {
            Node.text(
                "button.label", frame: Rect(x: 0, y: 0, width: button.width, height: button.height), collapsed ? "画像を戻す" : "画像を隠す",
                size: 17, weight: 600, color: "#ffffff", align: .center)
        }
    }

    /// The card's text: laid out by its constraints, with no alignment of its own.
    private static func text(_ id: String, frame: Rect, _ text: String, font: Font, color: HexColor) -> Node {
        Node(id: id, kind: .text, frame: frame, text: text, font: font, color: color.hex)
    }
}
