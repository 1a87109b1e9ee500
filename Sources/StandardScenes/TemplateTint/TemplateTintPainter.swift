import MotionScene

/// Draws a multi-coloured icon (a house: roof, wall, door, window) built from shapes, once large
/// in the middle of the screen and once per item of a tab bar at the bottom.
struct TemplateTintPainter {
    let screen: Screen
    /// Maps an original colour to the colour drawn: identity for `.alwaysOriginal`, the tint for templates.
    let recolour: (String) -> String

    /// The icon's parts on a 24 × 24 grid (the usual tab-bar icon size) with their original colours.
    static let parts: [(name: String, rect: Rect, radius: Double, colour: String)] = [
        ("roof", Rect(x: 2, y: 2, width: 20, height: 9), 3, "#e8503a"),
        ("wall", Rect(x: 4, y: 10, width: 16, height: 12), 1, "#f4c542"),
        ("door", Rect(x: 10, y: 15, width: 5, height: 7), 1, "#7a4a2a"),
        ("window", Rect(x: 6, y: 12, width: 3, height: 3), 0.5, "#4aa3df"),
    ]

    static let tabTitles = ["ホーム", "さがす", "お気に入り", "設定"]

    func nodes() -> [Node] {
        let tabBarHeight = 49 + screen.bottomInset
        let side = min(screen.width, screen.height) * 0.4
        let large = icon(
            id: "preview.icon", frame: Rect(x: (screen.width - side) / 2, y: (screen.height - tabBarHeight - side) / 2, width: side, height: side))
        let itemWidth = screen.width / Double(Self.tabTitles.count)
        let items = Self.tabTitles.enumerated().map { index, title in
            Node(
                id: "tab.\(index)", kind: .group, frame: Rect(x: Double(index) * itemWidth, y: 0, width: itemWidth, height: 49),
                children: [
                    icon(id: "tab.\(index).icon", frame: Rect(x: (itemWidth - 24) / 2, y: 5, width: 24, height: 24)),
                    Node(
                        id: "tab.\(index).title", kind: .text, frame: Rect(x: 0, y: 32, width: itemWidth, height: 14), text: title,
                        font: Font(size: 10, weight: 500), color: recolour("#333333"), align: .center),
                ])
        }
        return [
            Node(id: "background", kind: .rect, frame: screen.bounds, fill: .color("#ffffff")),
            large,
            Node(
                id: "tabBar", kind: .group, frame: Rect(x: 0, y: screen.height - tabBarHeight, width: screen.width, height: tabBarHeight),
                fill: .color("#f9f9f9"),
                children: [Node(id: "tabBar.rule", kind: .rect, frame: Rect(x: 0, y: 0, width: screen.width, height: 0.5), fill: .color("#c6c6c8"))]
                    + items),
        ]
    }

    private func icon(id: String, frame: Rect) -> Node {
        let scale = frame.width / 24
        return Node(
            id: id, kind: .group, frame: frame,
            children: Self.parts.map { part in
                Node(
                    id: "\(id).\(part.name)", kind: .rect,
                    frame: Rect(x: part.rect.x * scale, y: part.rect.y * scale, width: part.rect.width * scale, height: part.rect.height * scale),
                    fill: .color(recolour(part.colour)), radius: part.radius * scale)
            })
    }
}
