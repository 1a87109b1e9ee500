import MotionScene

/// §5's strip geometry on one screen: 4n cells of width Wc, which cell is centred, where a
/// fling snaps, and the seed's index bookkeeping. Pure functions.
struct InfiniteTabsLayout: Sendable {
    /// Demo data (scenes.md §5: 8 names, Japanese and Latin mixed).
    static let categories = ["ニュース", "Sports", "エンタメ", "Tech", "グルメ", "Travel", "ファッション", "Music"]
    /// Chosen (scenes.md §5): cell width and height.
    static let cellWidth = 100.0
    static let cellHeight = 44.0
    /// Chosen: the titles' size; the font is IPAGothic, which the page draws with too.
    static let titleFontSize = 14.0
    /// Chosen: the underline's thickness.
    static let underlineHeight = 2.0

    let screen: Screen

    var count: Int { Self.categories.count }
    var width: Double { screen.width }
    var cellCount: Int { 4 * count }
    /// `total = n·Wc`, the seed's `floor(contentWidth / 4)`: one period of the strip.
    var period: Double { Double(count) * Self.cellWidth }
    var stripTop: Double { screen.statusBar + screen.navigationBar }
    var contentTop: Double { stripTop + Self.cellHeight }

    /// The seed's valid selected indices: n … 3n + 1.
    var indexRange: ClosedRange<Int> { count...(3 * count + 1) }

    func category(ofCell cell: Int) -> Int { ((cell % count) + count) % count }

    /// The strip offset that centres `cell` (`scrollToItem(at:at: .centeredHorizontally)`).
    func centredOffset(ofCell cell: Int) -> Double {
        Double(cell) * Self.cellWidth + Self.cellWidth / 2 - width / 2
    }

    /// The cell under the strip's centre line at offset `x`.
    func centredCell(at x: Double) -> Int {
        Int(((x + width / 2) / Self.cellWidth).rounded(.down))
    }

    /// The seed's `targetContentOffset`: centre the cell whose origin is nearest to
    /// `proposed + (W − Wc)/2`, among the strip's cells.
    func snapped(_ proposed: Double) -> Double {
        let nearest = ((proposed + (width - Self.cellWidth) / 2) / Self.cellWidth).rounded()
        return centredOffset(ofCell: Int(clamp(nearest, 0, Double(cellCount - 1))))
    }

    /// Cells whose frame overlaps the strip's viewport at offset `x`.
    func visibleCells(at x: Double) -> ClosedRange<Int> {
        let first = Int((x / Self.cellWidth).rounded(.down))
        let last = Int(((x + width) / Self.cellWidth).rounded(.up)) - 1
        return first...max(first, last)
    }

    /// An index moved into n … 3n + 1 by whole periods of n (the seed's bookkeeping).
    func normalized(_ cell: Int) -> Int {
        var cell = cell
        while cell > indexRange.upperBound { cell -= count }
        while cell < indexRange.lowerBound { cell += count }
        return cell
    }

    /// The seed's `moveToCategoryScrollTab(isIncrement:)`: one step, and past an end the index
    /// wraps by n − 1 to the other side of the middle.
    func stepped(_ current: Int, forward: Bool) -> Int {
        let target = forward ? current + 1 : current - 1
        if target > indexRange.upperBound { return indexRange.upperBound - (count - 1) }
        if target < indexRange.lowerBound { return indexRange.lowerBound + (count - 1) }
        return target
    }

    /// The seed's `getCategoryScrollContentsDirection`: whether the page view moves forward.
    func movesForward(selecting selected: Int, from current: Int) -> Bool {
        let maximum = indexRange.upperBound
        let minimum = indexRange.lowerBound
        if selected == maximum - (count - 1), current == maximum { return true }
        if selected == minimum + (count - 1), current == minimum { return false }
        return current - selected <= 0
    }
}
