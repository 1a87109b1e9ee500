import MotionScene

/// §4's display list: the visible rows as the seed's cell xib draws them, under the navigation
/// bar and `tab-menu`'s strip (the list is that screen's first page).
struct ParallaxPainter {
    struct Cell {
        var index: Int
        var opacity = 1.0
        var buttonScale = 1.0
    }

    let layout: ParallaxLayout
    let scrollY: Double

    /// `ColorDefinition.navigationColor` (credit icon, button) and `.pointColor` (category badge).
    static let navigationColor: HexColor = "#76B6E2"
    static let pointColor: HexColor = "#7182FF"
    /// The wrapper's 1-pt border (`UIColor(code: "dddddd")`) and the note's gray (white 0.667).
    static let borderColor: HexColor = "#dddddd"
    static let noteColor: HexColor = "#aaaaaa"
    static let buttonTitle = "記事を読む"
    /// Hiragino Sans W6, the xib's bold face, is drawn as bold (700); W3 as light (300).
    static let note = "※ サンプル記事が読めます"

    private var screen: Screen { layout.screen }

    /// One array literal: the builder made an array of each node, then joined the four (5k
    /// instructions a frame, callgrind, `bench frames` script).
    func nodes(cells: [Cell]) -> [Node] {
        [
            layout.fixedNodes.background ?? background(),
            Node.group(
                "table", frame: Rect(x: 0, y: layout.tableTop, width: screen.width, height: layout.tableHeight), fill: "#ffffff",
                clip: true
            ) {
                rows(cells)
            },
            layout.fixedNodes.tabStrip ?? tabStrip(),
            layout.fixedNodes.navigationBar ?? navigationBar(),
        ]
    }

    func background() -> Node { Node.rect("background", frame: screen.bounds, fill: "#ffffff") }
    func tabStrip() -> Node { TabMenuPainter.strip(layout: TabMenuLayout(screen: screen), pageX: 0) }
    func navigationBar() -> Node { TabMenuPainter.navigationBar(screen: screen) }

    /// The rows in the table's coordinates.
    func rows(_ cells: [Cell]) -> [Node] { cells.map(placedCell) }

    /// Row `cell.index` as built once, moved to the offset with its alpha, image and button
    /// patched; the positions patched are `cell(_:)`'s: the wrapper first with the image first
    /// in it, the button row last with the button second in it.
    private func placedCell(_ cell: Cell) -> Node {
        let index = cell.index
        guard layout.fixedNodes.cells.indices.contains(index) else { return self.cell(cell) }
        var node = layout.fixedNodes.cells[index]
        node.frame.y = layout.cellY(index, scrollY: scrollY)
        node.alpha = cell.opacity
        // Set only when it moved: an image where it was built leaves the row's children the
        // stored ones, which the delta skips in one comparison (a list resting at the top).
        // (Equal frames write equal bytes: JSON writes −0 as 0.)
        let image = layout.imageFrame(index, scrollY: scrollY)
        if node.children[0].children[0].frame != image { node.children[0].children[0].frame = image }
        if cell.buttonScale != 1 {
            node.children[node.children.count - 1].children[1].transform = .scale(cell.buttonScale)
        }
        return node
    }

    func cell(_ cell: Cell) -> Node {
        let index = cell.index
        let metrics = layout.cells[index]
        let content = ParallaxContent.row(index)
        let id = "cell.\(index)"
        let frame = Rect(x: 0, y: layout.cellY(index, scrollY: scrollY), width: screen.width, height: metrics.height)
        return Node.group(id, frame: frame, fill: "#ffffff", clip: true) {
            Node.group("\(id).wrapper", frame: metrics.wrapperFrame, fill: "#ffffff", clip: true) {
                // The xib's image view is scale-to-fill; the placeholder photos fill it
                // without distortion instead.
                Node.image("\(id).image", frame: layout.imageFrame(index, scrollY: scrollY), src: content.photo)
                badge(id: "\(id).badge", text: content.category, wrapper: metrics.wrapperFrame)
            }
            .stroke(Self.borderColor, width: 1)
            credit(id: "\(id).credit", author: content.author, frame: metrics.creditFrame)
            lines("\(id).title", metrics.titleLines, in: metrics.titleFrame, size: ParallaxCell.titleFontSize,
                lineHeight: ParallaxCell.titleLineHeight, weight: 700)
            lines("\(id).description", metrics.descriptionLines, in: metrics.descriptionFrame,
                size: ParallaxCell.descriptionFontSize, lineHeight: ParallaxCell.descriptionLineHeight, weight: 300)
            buttonRow(id: id, frame: metrics.buttonRowFrame, scale: cell.buttonScale)
        }
        .alpha(cell.opacity)
    }

    /// The category label: white bold 11 pt on the point colour, corner radius 2.5.
    private func badge(id: String, text: String, wrapper: Rect) -> Node {
        let size = ParallaxCell.badgeSize
        let frame = Rect(
            x: ParallaxCell.badgeInset, y: wrapper.height - ParallaxCell.badgeInset - size.height, width: size.width,
            height: size.height)
        return Node.group(id, frame: frame, fill: Self.pointColor, clip: true) {
            Node.text(
                "\(id).label", frame: Rect(x: 0, y: 0, width: size.width, height: size.height), text, size: 11, weight: 700,
                color: "#ffffff", align: .center)
        }
        .radius(2.5)
    }

    /// A 30 × 30 picture icon in the navigation colour (FontAwesome's "image" in the seed),
    /// then the author in bold 11 pt, 10 pt to its right.
    private func credit(id: String, author: String, frame: Rect) -> Node {
        Node.group(id, frame: frame) {
            Node.group("\(id).icon", frame: Rect(x: 3, y: 5, width: 24, height: 20)) {
                Node.rect("\(id).icon.frame", frame: Rect(x: 0, y: 0, width: 24, height: 20), fill: Self.navigationColor, radius: 3)
                Node.rect("\(id).icon.sky", frame: Rect(x: 3, y: 3, width: 18, height: 14), fill: "#ffffff", radius: 1)
                Node.rect("\(id).icon.hill", frame: Rect(x: 5, y: 10, width: 14, height: 5), fill: Self.navigationColor)
            }
            Node.text(
                "\(id).author", frame: Rect(x: 40, y: 0, width: frame.width - 50, height: frame.height), author, size: 11,
                weight: 700, color: "#000000")
        }
    }

    @NodeBuilder private func lines(
        _ id: String, _ lines: [String], in frame: Rect, size: Double, lineHeight: Double, weight: Int
    ) -> [Node] {
        for (number, line) in lines.enumerated() {
            Node.text(
                "\(id).\(number)", frame: Rect(x: frame.x, y: frame.y + Double(number) * lineHeight, width: frame.width, height: lineHeight),
                line, size: size, weight: weight, color: "#000000")
        }
    }

    /// The note on the left, the 90 × 34 button wrapper on the right; the wrapper is what
    /// scales while the button is held.
    private func buttonRow(id: String, frame: Rect, scale: Double) -> Node {
        let buttonWidth = ParallaxCell.buttonWidth
        return Node.group("\(id).buttonRow", frame: frame) {
            Node.text(
                "\(id).note", frame: Rect(x: 0, y: 0, width: frame.width - buttonWidth - 8, height: frame.height), Self.note,
                size: 11, weight: 300, color: Self.noteColor)
            Node.group(
                "\(id).button", frame: Rect(x: frame.width - buttonWidth, y: 0, width: buttonWidth, height: frame.height),
                fill: Self.navigationColor, clip: true
            ) {
                Node.text(
                    "\(id).button.title", frame: Rect(x: 0, y: 0, width: buttonWidth, height: frame.height), Self.buttonTitle,
                    size: 12, weight: 700, color: "#ffffff", align: .center)
            }
            .radius(5).scaled(scale)
        }
    }
}
