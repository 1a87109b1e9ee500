import MotionScene

/// The two screens of the transition: an article list and the article it opens. Presenting,
/// the list is the outgoing ("from") view and the article the incoming ("to") one; dismissing
/// swaps them. The incoming view is drawn on top, as the seed adds it to the container last.
struct PushTransitionPainter {
    let screen: Screen
    let presenting: Bool

    // Chosen: row metrics of a plain list screen.
    static let rowHeight = 88.0
    static let thumbnailSize = 64.0
    static let titles = ["海の見える風景", "山あいの小さな宿", "The harbour at dawn", "路地裏の喫茶店", "灯台までの道", "Autumn in the hills"]

    func nodes(fromX: Double, toX: Double) -> [Node] {
        let list = { (x: Double) in listScreen(id: presenting ? "from" : "to", x: x) }
        let article = { (x: Double) in articleScreen(id: presenting ? "to" : "from", x: x) }
        let from = presenting ? list(fromX) : article(fromX)
        let to = presenting ? article(toX) : list(toX)
        return [Node(id: "container", kind: .rect, frame: screen.bounds, fill: .color("#000000")), from, to]
    }

    private var navigationBottom: Double { screen.statusBar + screen.navigationBar }

    private func listScreen(id: String, x: Double) -> Node {
        var children = [
            Node(id: "\(id).list.nav", kind: .rect, frame: Rect(x: 0, y: 0, width: screen.width, height: navigationBottom), fill: .color("#f7f7f7")),
            Node(
                id: "\(id).list.title", kind: .text,
                frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar), text: "記事一覧",
                font: Font(size: 17, weight: 600), color: "#111111", align: .center),
        ]
        var y = navigationBottom
        for (index, title) in Self.titles.enumerated() where y < screen.height {
            let inset = (Self.rowHeight - Self.thumbnailSize) / 2
            children.append(
                Node(
                    id: "\(id).list.row.\(index)", kind: .group, frame: Rect(x: 0, y: y, width: screen.width, height: Self.rowHeight),
                    children: [
                        Node(
                            id: "\(id).list.row.\(index).image", kind: .image,
                            frame: Rect(x: 16, y: inset, width: Self.thumbnailSize, height: Self.thumbnailSize), radius: 6,
                            clip: true, src: "sea-\(index % 3 + 1)", contentMode: .aspectFill),
                        Node(
                            id: "\(id).list.row.\(index).title", kind: .text,
                            frame: Rect(x: 96, y: inset, width: screen.width - 112, height: 24), text: title,
                            font: Font(size: 16, weight: 600), color: "#222222", align: .left),
                        Node(
                            id: "\(id).list.row.\(index).rule", kind: .rect,
                            frame: Rect(x: 96, y: Self.rowHeight - 1, width: screen.width - 96, height: 1), fill: .color("#e5e5ea")),
                    ]))
            y += Self.rowHeight
        }
        return Node(
            id: id, kind: .group, frame: Rect(x: x, y: 0, width: screen.width, height: screen.height), fill: .color("#ffffff"),
            clip: true, children: children)
    }

    private func articleScreen(id: String, x: Double) -> Node {
        let imageHeight = screen.statusBar > 20 ? 244.0 : 200.0
        return Node(
            id: id, kind: .group, frame: Rect(x: x, y: 0, width: screen.width, height: screen.height), fill: .color("#ffffff"),
            clip: true,
            shadow: Shadow(color: "#00000040", offsetX: 0, offsetY: 0, blur: 12),
            children: [
                Node(
                    id: "\(id).article.image", kind: .image, frame: Rect(x: 0, y: 0, width: screen.width, height: imageHeight),
                    src: "sea-1", contentMode: .aspectFill),
                Node(
                    id: "\(id).article.title", kind: .text, frame: Rect(x: 16, y: imageHeight + 24, width: screen.width - 32, height: 32),
                    text: Self.titles[0], font: Font(size: 24, weight: 700), color: "#222222", align: .left),
            ])
    }
}
