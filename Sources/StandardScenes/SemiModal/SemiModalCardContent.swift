import MotionScene

/// What one card holds, in the card's own coordinates: its inner list, a coloured header with
/// the book's title and a close button, then chapter rows — scrolled by the list's offset.
struct SemiModalCardContent {
    let index: Int
    let configuration: SemiModalConfiguration
    /// Chosen: 16-pt margins, 17-pt rows and a 22-pt bold title, the system list's look.
    static let margin = 16.0
    static let separatorColor = "#d1d1d6"

    /// `clearHeader`: the seed's transition snapshots clear the header's colour
    /// (`switchTitleColorView(isClear: true)`); a separate colour view flies over it.
    func nodes(size: Size, innerScrollY: Double, clearHeader: Bool) -> [Node] {
        let id = "card.\(index)"
        let headerHeight = configuration.cellHeaderHeight
        var nodes: [Node] = []
        if !clearHeader {
            nodes.append(header(id: id, frame: Rect(x: 0, y: -innerScrollY, width: size.width, height: headerHeight)))
        }
        let rowHeight = configuration.rowHeight
        for row in 0..<configuration.rowCount {
            let top = headerHeight + Double(row) * rowHeight - innerScrollY
            guard top + rowHeight > 0, top < size.height else { continue }
            nodes.append(
                Node(
                    id: "\(id).row.\(row)", kind: .group, frame: Rect(x: 0, y: top, width: size.width, height: rowHeight),
                    children: [
                        Node(
                            id: "\(id).row.\(row).text", kind: .text,
                            frame: Rect(x: Self.margin, y: 0, width: size.width - 2 * Self.margin, height: rowHeight),
                            text: SemiModalContent.row(row), font: Font(size: 17), color: "#1c1c1e", align: .left),
                        Node(
                            id: "\(id).row.\(row).separator", kind: .rect,
                            frame: Rect(x: Self.margin, y: rowHeight - 0.5, width: size.width - Self.margin, height: 0.5),
                            fill: .color(Self.separatorColor)),
                    ]))
        }
        return nodes
    }

    private func header(id: String, frame: Rect) -> Node {
        let closeSide = 28.0
        return Node(
            id: "\(id).header", kind: .group, frame: frame, fill: .color(SemiModalContent.color(index)),
            children: [
                Node(
                    id: "\(id).title", kind: .text,
                    frame: Rect(x: Self.margin, y: frame.height - 48, width: frame.width - 2 * Self.margin, height: 32),
                    text: SemiModalContent.title(index), font: Font(size: 22, weight: 700), color: "#ffffff", align: .left),
                Node(
                    id: "\(id).close", kind: .text,
                    frame: Rect(x: frame.width - Self.margin - closeSide, y: 12, width: closeSide, height: closeSide),
                    fill: .color("#ffffff40"), radius: closeSide / 2, text: "×", font: Font(size: 17, weight: 600),
                    color: "#ffffff", align: .center),
            ])
    }
}
