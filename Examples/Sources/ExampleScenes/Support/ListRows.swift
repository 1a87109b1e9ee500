import MotionScene

/// The plain table both examples scroll: rows of a label over a hairline separator, as a
/// `UITableView` in the plain style draws them.
struct ListRows {
    /// UITableViewCell's default height, points.
    static let rowHeight = 44.0
    /// Chosen: enough rows that every device scrolls well past its collapse range.
    static let rowCount = 40
    /// UIKit's layout margin on an iPhone in portrait (16 pt); separators start there too.
    static let inset = 16.0

    /// Height of all rows, points.
    static var contentHeight: Double { rowHeight * Double(rowCount) }

    /// The rows whose top lies at `top` (screen points), only those that show between `visibleTop`
    /// and the bottom of `screen`.
    static func nodes(top: Double, visibleTop: Double, screen: Screen, label: (Int) -> String) -> [Node] {
        let first = max(0, Int(((visibleTop - top) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((screen.height - top) / rowHeight).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).map { index in
            let y = top + Double(index) * rowHeight
            return Node.group("row.\(index)", frame: Rect(x: 0, y: y, width: screen.width, height: rowHeight), fill: Palette.background) {
                Node.text(
                    "row.\(index).label", frame: Rect(x: inset, y: 0, width: screen.width - 2 * inset, height: rowHeight),
                    label(index), size: 17, color: Palette.label)
                Node.rect("row.\(index).separator", frame: Rect(x: inset, y: rowHeight - 0.5, width: screen.width - inset, height: 0.5), fill: Palette.separator)
            }
        }
    }
}
