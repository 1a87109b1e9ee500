import MotionScene

/// The display list of `collapse` from solved frames (screen coordinates in, each node's
/// frame in its parent's coordinates out).
enum CollapseNodes {
    // iOS system colours (UIColor.systemGroupedBackground, .label, .secondaryLabel, .systemBlue).
    static let background = "#f2f2f7"
    static let label = "#1c1c1e"
    static let secondaryLabel = "#3c3c43"
    static let tint = "#007aff"
    /// Drawn while the `forest-1` image loads or when the page has none (chosen: forest green).
    static let imagePlaceholder = "#4f7f52"
    /// Card corner radius (chosen, the common 12-pt card radius of iOS apps).
    static let cardRadius = 12.0

    static func nodes(frames: CollapseFrames, screen: Screen, collapsed: Bool) -> [Node] {
        let nav = frames["nav"]
        let card = frames["card"]
        let button = frames["button"]
        func inCard(_ id: String) -> Rect { frames[id].offsetBy(dx: -card.x, dy: -card.y) }
        let barTop = screen.safeArea.top - nav.y
        var cardChildren = [
            Node(
                id: "card.image", kind: .image, frame: inCard("image"), fill: .color(imagePlaceholder),
                clip: true, src: "forest-1", contentMode: .aspectFill),
            Node(
                id: "card.title", kind: .text, frame: inCard("title"), text: "森の小道",
                font: Font(size: 20, weight: 700), color: label),
        ]
        for (index, line) in CollapseLayout.bodyLines.enumerated() {
            cardChildren.append(
                Node(
                    id: "card.body.\(index)", kind: .text, frame: inCard("body.\(index)"), text: line,
                    font: Font(size: 15), color: secondaryLabel))
        }
        return [
            Node(id: "background", kind: .rect, frame: screen.bounds, fill: .color(background)),
            Node(
                id: "nav", kind: .rect, frame: nav, fill: .color("#f9f9f9"),
                children: [
                    // UINavigationBar's title: 17-pt semibold, centred in the bar under the status bar.
                    Node(
                        id: "nav.title", kind: .text,
                        frame: Rect(x: 0, y: barTop, width: nav.width, height: screen.navigationBar),
                        text: "トルツメ", font: Font(size: 17, weight: 600), color: label, align: .center)
                ]),
            Node(
                id: "card", kind: .rect, frame: card, fill: .color("#ffffff"), radius: cardRadius, clip: true,
                shadow: Shadow(color: "#00000022", offsetX: 0, offsetY: 2, blur: 8), children: cardChildren),
            Node(
                id: "button", kind: .rect, frame: button, fill: .color(tint), radius: 10,
                children: [
                    Node(
                        id: "button.label", kind: .text, frame: Rect(x: 0, y: 0, width: button.width, height: button.height),
                        text: collapsed ? "画像を戻す" : "画像を隠す", font: Font(size: 17, weight: 600), color: "#ffffff",
                        align: .center)
                ]),
        ]
    }
}
