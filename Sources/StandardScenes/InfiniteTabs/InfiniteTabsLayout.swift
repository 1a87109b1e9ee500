import MotionScene

/// §5's strip geometry on one screen: 4n cells of width Wc a gap apart, which cell is centred,
/// where a fling snaps, and the seed's index bookkeeping. Pure functions.
struct InfiniteTabsLayout: Sendable, HoldsNoMotion {
    /// Demo data (docs/scenes.md §5: 8 names, Japanese and Latin mixed).
    static let categories = ["ニュース", "Sports", "エンタメ", "Tech", "グルメ", "Travel", "ファッション", "Music"]
    /// Original (ScrollAnimationShowcase `Modules/AppConstant.swift`): `CATEGORY_CELL_WIDTH` 150,
    /// `CATEGORY_CELL_HEIGHT` 48.
    static let cellWidth = 150.0
    static let cellHeight = 48.0
    /// Original (`Storyboard/Base.lproj/Article.storyboard`): the strip's flow layout has
    /// `minimumLineSpacing` 10 between cells.
    static let cellGap = 10.0
    /// One cell and its gap: cell k starts at k · pitch.
    static let pitch = cellWidth + cellGap
    /// Original (`AppConstant.swift`): `CATEGORY_FONT_SIZE` 14. The original's font
    /// (HiraMaruProN-W4) is not on this machine; chosen: IPAGothic, which the page draws with too.
    static let titleFontSize = 14.0
    /// Chosen: the underline's thickness.
    static let underlineHeight = 2.0

    let screen: Screen
    /// The nodes that depend only on the screen, built once; a frame moves them.
    /// Settable so a test can empty it and have every node built afresh to compare.
    var fixedNodes = InfiniteTabsFixedNodes()

    init(screen: Screen) {
        self.screen = screen
        fixedNodes = InfiniteTabsFixedNodes(layout: self)
    }

    var count: Int { Self.categories.count }
    var width: Double { screen.width }
    var cellCount: Int { 4 * count }
    /// The strip's content width as UIKit lays it out: 4n cells and the 4n − 1 gaps between them.
    var contentWidth: Double { Double(cellCount) * Self.cellWidth + Double(cellCount - 1) * Self.cellGap }
    /// The original's `allTabViewTotalWidth = floor(contentSize.width / 4)` = 160n − 3: the
    /// wrap's thresholds. Three points short of a period, because the last gap is missing.
    var total: Double { (contentWidth / 4).rounded(.down) }
    /// n · pitch: the distance after which the cells repeat (the periodic wrap's jump).
    var period: Double { Double(count) * Self.pitch }
    /// The strip offset parameter's upper end: the content's end, or 3·total on a screen wider
    /// than a period.
    var maximumTabX: Double { max(contentWidth - width, 3 * total) }
    var stripTop: Double { screen.statusBar + screen.navigationBar }
    var contentTop: Double { stripTop + Self.cellHeight }

    /// The seed's valid selected indices: n … 3n + 1.
    var indexRange: ClosedRange<Int> { count...(3 * count + 1) }

    func category(ofCell cell: Int) -> Int { ((cell % count) + count) % count }

    /// The strip offset that centres `cell` (`scrollToItem(at:at: .centeredHorizontally)`):
    /// 160k + 75 − W/2.
    func centredOffset(ofCell cell: Int) -> Double {
        Double(cell) * Self.pitch + Self.cellWidth / 2 - width / 2
    }

    /// The cell whose centre is nearest the strip's centre line at offset `x`.
    func centredCell(at x: Double) -> Int {
        Int(((x + width / 2 - Self.cellWidth / 2) / Self.pitch).rounded())
    }

    /// The original's `targetContentOffset`: centre the cell whose origin is nearest to
    /// `proposed + (W − Wc)/2`, among the strip's cells.
    func snapped(_ proposed: Double) -> Double {
        let nearest = ((proposed + (width - Self.cellWidth) / 2) / Self.pitch).rounded()
        return centredOffset(ofCell: Int(clamp(nearest, 0, Double(cellCount - 1))))
    }

    /// Cells whose slot (cell and the gap after it) overlaps the strip's viewport at offset `x`.
    func visibleCells(at x: Double) -> ClosedRange<Int> {
        let first = Int((x / Self.pitch).rounded(.down))
        let last = Int(((x + width) / Self.pitch).rounded(.up)) - 1
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
