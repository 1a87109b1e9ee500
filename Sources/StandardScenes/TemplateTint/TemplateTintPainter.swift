import MotionScene

/// Draws a multi-coloured icon (a house: roof, wall, door, window) built from shapes, once large
/// in the middle of the screen and once per item of a tab bar at the bottom.
struct TemplateTintPainter {
    let screen: Screen
    /// The template's tint, drawn for every original colour; nil draws the originals (`.alwaysOriginal`).
    let tint: HexColor?

    /// The icon's parts on a 24 × 24 grid (the usual tab-bar icon size) with their original colours.
    static let parts: [(name: String, rect: Rect, radius: Double, colour: HexColor)] = [
        ("roof", Rect(x: 2, y: 2, width: 20, height: 9), 3, "#e8503a"),
        ("wall", Rect(x: 4, y: 10, width: 16, height: 12), 1, "#f4c542"),
        ("door", Rect(x: 10, y: 15, width: 5, height: 7), 1, "#7a4a2a"),
        ("window", Rect(x: 6, y: 12, width: 3, height: 3), 0.5, "#4aa3df"),
    ]

    static let tabTitles = ["ホーム", "さがす", "お気に入り", "設定"]

    @NodeBuilder func nodes() -> [Node] {
        let tabBarHeight = 49 + screen.bottomInset
        let side = min(screen.width, screen.height) * 0.4
        let itemWidth = screen.width / Double(Self.tabTitles.count)
        Node.rect("background", frame: screen.bounds, fill: "#ffffff")
        icon(
            "preview.icon", frame: Rect(x: (screen.width - side) / 2, y: (screen.height - tabBarHeight - side) / 2, width: side, height: side))
        Node.group("tabBar", frame: Rect(x: 0, y: screen.height - tabBarHeight, width: screen.width, height: tabBarHeight), fill: "#f9f9f9") {
            Node.rect("tabBar.rule", frame: Rect(x: 0, y: 0, width: screen.width, height: 0.5), fill: "#c6c6c8")
            for (index, title) in Self.tabTitles.enumerated() {
                Node.group("tab.\(index)", frame: Rect(x: Double(index) * itemWidth, y: 0, width: itemWidth, height: 49)) {
                    icon("tab.\(index).icon", frame: Rect(x: (itemWidth - 24) / 2, y: 5, width: 24, height: 24))
                    Node.text(
                        "tab.\(index).title", frame: Rect(x: 0, y: 32, width: itemWidth, height: 14), title, size: 10, weight: 500,
                        color: tint ?? "#333333", align: .center)
                }
            }
        }
    }

    private func icon(_ id: String, frame: Rect) -> Node {
        let scale = frame.width / 24
        return Node.group(id, frame: frame) {
            for part in Self.parts {
                Node.rect(
                    "\(id).\(part.name)",
                    frame: Rect(x: part.rect.x * scale, y: part.rect.y * scale, width: part.rect.width * scale, height: part.rect.height * scale),
                    fill: tint ?? part.colour, radius: part.radius * scale)
            }
        }
    }
}
