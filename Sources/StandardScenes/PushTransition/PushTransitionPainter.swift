import MotionScene

/// The two screens of the transition: an article list and the article it opens. Presenting,
/// the list is the outgoing ("from") view and the article the incoming ("to") one; dismissing
/// swaps them. The incoming view is drawn on top, as the seed adds it to the container last.
struct PushTransitionPainter {
    let screen: Screen
    let presenting: Bool
    /// The screens' contents built before, or nil to build them now.
    var contents: PushTransitionContents?

    // Chosen: row metrics of a plain list screen.
    static let rowHeight = 88.0
    static let thumbnailSize = 64.0
    static let titles = ["海の見える風景", "山あいの小さな宿", "The harbour at dawn", "路地裏の喫茶店", "灯台までの道", "Autumn in the hills"]

    @NodeBuilder func nodes(fromX: Double, toX: Double) -> [Node] {
        Node.rect("container", frame: screen.bounds, fill: "#000000")
        (presenting ? listScreen : articleScreen)("from", fromX)
        (presenting ? articleScreen : listScreen)("to", toX)
    }

    private var navigationBottom: Double { screen.statusBar + screen.navigationBar }

    private func page(_ id: String, x: Double, _ children: [Node]) -> Node {
        Node.group(id, frame: Rect(x: x, y: 0, width: screen.width, height: screen.height), fill: "#ffffff", clip: true) {
            children
        }
    }

    private func listScreen(id: String, x: Double) -> Node {
        page(id, x: x, contents?.list(id) ?? listContent(id: id))
    }

    private func articleScreen(id: String, x: Double) -> Node {
        page(id, x: x, contents?.article(id) ?? articleContent(id: id))
            .shadow(Shadow(color: "#00000040", offsetX: 0, offsetY: 0, blur: 12))
    }

    @NodeBuilder func listContent(id: String) -> [Node] {
        let inset = (Self.rowHeight - Self.thumbnailSize) / 2
        Node.rect("\(id).list.nav", frame: Rect(x: 0, y: 0, width: screen.width, height: navigationBottom), fill: "#f7f7f7")
        Node.text(
            "\(id).list.title", frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar),
            "記事一覧", size: 17, weight: 600, color: "#111111", align: .center)
        for (index, title) in Self.titles.enumerated() where rowTop(index) < screen.height {
            let row = "\(id).list.row.\(index)"
            Node.group(row, frame: Rect(x: 0, y: rowTop(index), width: screen.width, height: Self.rowHeight)) {
                Node.image(
                    "\(row).image", frame: Rect(x: 16, y: inset, width: Self.thumbnailSize, height: Self.thumbnailSize),
                    src: "sea-\(index % 3 + 1)"
                ).radius(6).clipped()
                Node.text(
                    "\(row).title", frame: Rect(x: 96, y: inset, width: screen.width - 112, height: 24), title, size: 16,
                    weight: 600, color: "#222222")
                Node.rect(
                    "\(row).rule", frame: Rect(x: 96, y: Self.rowHeight - 1, width: screen.width - 96, height: 1), fill: "#e5e5ea")
            }
        }
    }

    private func rowTop(_ index: Int) -> Double { navigationBottom + Double(index) * Self.rowHeight }

    @NodeBuilder func articleContent(id: String) -> [Node] {
        let imageHeight = screen.statusBar > 20 ? 244.0 : 200.0
        Node.image("\(id).article.image", frame: Rect(x: 0, y: 0, width: screen.width, height: imageHeight), src: "sea-1")
        Node.text(
            "\(id).article.title", frame: Rect(x: 16, y: imageHeight + 24, width: screen.width - 32, height: 32), Self.titles[0],
            size: 24, weight: 700, color: "#222222")
    }
}

/// Both screens' contents under either id ("from" or "to", which swap with the direction),
/// built once per scene value: a frame only slides the two pages. Built every frame they cost
/// 95k of the render's 114k instructions, and reused they share storage with the frame before,
/// so the delta skips them in one comparison (callgrind, issue #15).
struct PushTransitionContents: Sendable, HoldsNoMotion {
    private let lists: [String: [Node]]
    private let articles: [String: [Node]]

    init(screen: Screen) {
        let painter = PushTransitionPainter(screen: screen, presenting: true)
        lists = Dictionary(uniqueKeysWithValues: ["from", "to"].map { ($0, painter.listContent(id: $0)) })
        articles = Dictionary(uniqueKeysWithValues: ["from", "to"].map { ($0, painter.articleContent(id: $0)) })
    }

    func list(_ id: String) -> [Node]? { lists[id] }
    func article(_ id: String) -> [Node]? { articles[id] }
}
