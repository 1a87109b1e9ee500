import MotionScene

/// What one card holds, in the card's own coordinates, scrolled by its list's offset
/// (CollectionSemiModalViewCell.swift, TableViewTitleCell.swift/.xib): a transparent header
/// `cellHeaderHeight` tall whose last 28 pt carry the bold white title and the "x" close
/// button over the dimmed grid, then the white card — a square base holding the coloured
/// square, inset 24 — and the numbered rows.
struct SemiModalCardContent {
    let index: Int
    let configuration: SemiModalConfiguration

    /// TableViewTitleCell.xib: the colour view is inset 24 in its square base view.
    static let squareInset = 24.0
    /// TableViewTitleCell.xib: the title label 5 pt from the row's top, its 14-pt bold line
    /// (17 pt), then 6 pt to the white base: 28 pt above the white card.
    static let titleRowHeight = 28.0
    static let titleTop = 5.0
    static let titleHeight = 17.0
    static let titleFontSize = 14.0
    /// TableViewTitleCell.xib: the "x" button 8 pt from the leading edge and 8 pt above the
    /// row, 30 × 38, HelveticaNeue 22 (drawn in IPAGothic, the page's font), white.
    static let closeFrame = Rect(x: 8, y: -8, width: 30, height: 38)
    static let closeFontSize = 22.0
    /// Chosen: the default cell's 16-pt text margin and 17-pt label, the system list's look.
    static let margin = 16.0
    static let separatorColor: HexColor = "#c8c7cc"

    /// The coloured square's node: the one part a transition's snapshot leaves out.
    var colorSquareID: String { "card.\(index).color" }

    /// `clearHeader`: the transition's snapshots clear the coloured square
    /// (`switchTitleColorView(isClear: true)`); a separate colour view flies over it.
    @NodeBuilder func nodes(size: Size, innerScrollY: Double, clearHeader: Bool) -> [Node] {
        let id = "card.\(index)"
        let whiteTop = configuration.cellHeaderHeight - innerScrollY
        let titleRowTop = whiteTop - Self.titleRowHeight
        Node.text(
            "\(id).title", frame: Rect(x: 0, y: titleRowTop + Self.titleTop, width: size.width, height: Self.titleHeight),
            SemiModalContent.title(index), size: Self.titleFontSize, weight: 700, color: "#ffffff", align: .center)
        Node.text(
            "\(id).close", frame: Self.closeFrame.offsetBy(dx: 0, dy: titleRowTop), "x", size: Self.closeFontSize,
            color: "#ffffff", align: .center)
        // The white runs from the base's top to the list's end, past the card's bottom while the
        // list is longer than the screen, so only the base's top corners show rounded.
        let listHeight = size.width + Double(configuration.rowCount) * configuration.rowHeight
        Node.rect(
            "\(id).white", frame: Rect(x: 0, y: whiteTop, width: size.width, height: listHeight), fill: "#ffffff",
            radius: configuration.cardCornerRadius)
        if !clearHeader {
            let side = size.width - 2 * Self.squareInset
            Node.rect(
                colorSquareID, frame: Rect(x: Self.squareInset, y: whiteTop + Self.squareInset, width: side, height: side),
                fill: SemiModalContent.color(index))
        }
        let rowHeight = configuration.rowHeight
        for row in 0..<configuration.rowCount {
            let top = whiteTop + size.width + Double(row) * rowHeight
            if top + rowHeight > 0, top < size.height {
                let rowID = "\(id).row.\(row)"
                Node.group(rowID, frame: Rect(x: 0, y: top, width: size.width, height: rowHeight)) {
                    Node.text(
                        "\(rowID).text",
                        frame: Rect(x: Self.margin, y: 0, width: size.width - 2 * Self.margin, height: rowHeight),
                        SemiModalContent.row(row), size: 17, color: "#000000")
                    Node.rect(
                        "\(rowID).separator",
                        frame: Rect(x: Self.margin, y: rowHeight - 0.5, width: size.width - Self.margin, height: 0.5),
                        fill: Self.separatorColor)
                }
            }
        }
    }
}
