import MotionScene

/// §4's display list: the table's visible cells, each clipping its sliding image, under the
/// navigation bar.
struct ParallaxPainter {
    struct Cell {
        var index: Int
        var opacity: Double
    }

    let layout: ParallaxLayout
    let scrollY: Double

    /// Demo titles (our own), Japanese as the seed's list.
    static let titles = ["海辺の朝", "港の市場", "灯台への道", "坂の上の展望台", "夕暮れの防波堤"]
    static let photos = ["sea-1", "harbor-1", "forest-1", "mountain-1", "sea-2", "sea-3"]

    private var screen: Screen { layout.screen }

    func nodes(cells: [Cell]) -> [Node] {
        let table = Node(
            id: "table", kind: .group,
            frame: Rect(x: 0, y: layout.tableTop, width: screen.width, height: layout.tableHeight),
            fill: .color("#ffffff"), clip: true, children: cells.map(cell))
        return [
            Node(id: "background", kind: .rect, frame: screen.bounds, fill: .color("#ffffff")),
            table,
            NavigationBarNode.make(id: "nav", screen: screen, title: "特集一覧"),
        ]
    }

    private func cell(_ cell: Cell) -> Node {
        let index = cell.index
        let height = ParallaxLayout.cellHeight
        let top = layout.cellY(index, scrollY: scrollY) - layout.tableTop
        let id = "cell.\(index)"
        return Node(
            id: id, kind: .group, frame: Rect(x: 0, y: top, width: screen.width, height: height), alpha: cell.opacity,
            fill: .color("#dfe6ee"), clip: true,
            children: [
                Node(
                    id: "\(id).image", kind: .image, frame: layout.imageFrame(index, scrollY: scrollY),
                    src: Self.photos[index % Self.photos.count], contentMode: .aspectFill),
                Node(
                    id: "\(id).shade", kind: .rect, frame: Rect(x: 0, y: height - 72, width: screen.width, height: 72),
                    fill: .linearGradient(stops: [GradientStop(0, "#00000000"), GradientStop(1, "#00000099")], angleDegrees: 0)),
                Node(
                    id: "\(id).title", kind: .text, frame: Rect(x: 16, y: height - 56, width: screen.width - 32, height: 26),
                    text: Self.titles[index % Self.titles.count], font: Font(size: 20, weight: 700), color: "#ffffff", align: .left),
                Node(
                    id: "\(id).caption", kind: .text, frame: Rect(x: 16, y: height - 28, width: screen.width - 32, height: 18),
                    text: "特集 No.\(index + 1)", font: Font(size: 12), color: "#ffffffcc", align: .left),
            ])
    }
}
