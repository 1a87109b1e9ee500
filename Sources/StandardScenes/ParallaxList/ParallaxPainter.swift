import MotionScene

/// §4's display list: the table's visible cells, each clipping its sliding image, under the
/// navigation bar.
struct ParallaxPainter {
    typealias Cell = (index: Int, opacity: Double)

    let layout: ParallaxLayout
    let scrollY: Double

    /// Demo titles (our own), Japanese as the seed's list.
    static let titles = ["海辺の朝", "港の市場", "灯台への道", "坂の上の展望台", "夕暮れの防波堤"]
    static let photos = ["sea-1", "harbor-1", "forest-1", "mountain-1", "sea-2", "sea-3"]

    private var screen: Screen { layout.screen }

    @NodeBuilder func nodes(cells: [Cell]) -> [Node] {
        Node.rect("background", frame: screen.bounds, fill: "#ffffff")
        Node.group(
            "table", frame: Rect(x: 0, y: layout.tableTop, width: screen.width, height: layout.tableHeight), fill: "#ffffff", clip: true
        ) {
            for cell in cells { self.cell(cell) }
        }
        NavigationBarNode.make(id: "nav", screen: screen, title: "特集一覧")
    }

    private func cell(_ cell: Cell) -> Node {
        let index = cell.index
        let height = ParallaxLayout.cellHeight
        let width = screen.width
        let top = layout.cellY(index, scrollY: scrollY) - layout.tableTop
        let id = "cell.\(index)"
        return Node.group(id, frame: Rect(x: 0, y: top, width: width, height: height), fill: "#dfe6ee", clip: true) {
            Node.image("\(id).image", frame: layout.imageFrame(index, scrollY: scrollY), src: Self.photos[index % Self.photos.count])
            Node.rect(
                "\(id).shade", frame: Rect(x: 0, y: height - 72, width: width, height: 72),
                gradient: [GradientStop(0, "#00000000"), GradientStop(1, "#00000099")])
            Node.text(
                "\(id).title", frame: Rect(x: 16, y: height - 56, width: width - 32, height: 26), Self.titles[index % Self.titles.count],
                size: 20, weight: 700, color: "#ffffff")
            Node.text(
                "\(id).caption", frame: Rect(x: 16, y: height - 28, width: width - 32, height: 18), "特集 No.\(index + 1)", size: 12,
                color: "#ffffffcc")
        }
        .alpha(cell.opacity)
    }
}
