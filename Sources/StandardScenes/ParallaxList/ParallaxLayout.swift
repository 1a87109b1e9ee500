import MotionScene

/// §4's table on one screen: where each row is at a scroll offset, its parallax, and when it
/// is on screen. Pure functions of (screen, scrollY).
struct ParallaxLayout: Sendable, HoldsNoMotion {
    static var cellCount: Int { ParallaxContent.rowCount }

    let screen: Screen
    /// How far an image may slide either way inside its wrapper, points.
    let parallaxFactor: Double
    /// Each row's layout, and where each row starts in the table's content.
    let cells: [ParallaxCell]
    let rowTops: [Double]
    /// Every offset at which a row comes into view, and which rows do there, and from which
    /// side: what `FadeInHistory.advance` replays a motion against. Built once: building it on
    /// every frame cost about 40k instructions (callgrind, `bench frames` script).
    private(set) var entryTransitions: [Double: [(index: Int, whenIncreasing: Bool)]] = [:]
    private(set) var entryOffsets: [Double] = []
    /// The nodes that depend only on the screen, built once; a frame moves and patches them.
    /// Settable so a test can empty it and have every node built afresh to compare.
    var fixedNodes = ParallaxFixedNodes()

    init(screen: Screen, parallaxFactor: Double) {
        self.screen = screen
        self.parallaxFactor = parallaxFactor
        cells = (0..<Self.cellCount).map { ParallaxCell(content: ParallaxContent.row($0), width: screen.width) }
        var top = 0.0
        var tops: [Double] = []
        for cell in cells {
            tops.append(top)
            top += cell.height
        }
        rowTops = tops
        entryTransitions = allEntryTransitions()
        entryOffsets = Array(entryTransitions.keys)
        fixedNodes = ParallaxFixedNodes(layout: self)
    }

    /// The layout every session of the list on `screen` with `parallaxFactor` shares
    /// (`SharedLayouts`): built for the first, read by the rest.
    static func shared(screen: Screen, parallaxFactor: Double) -> ParallaxLayout {
        SharedLayouts.value(for: screen, parallaxFactor) { ParallaxLayout(screen: screen, parallaxFactor: parallaxFactor) }
    }

    /// `T`, in screen coordinates: the list is page 0 of `tab-menu`'s paging area
    /// (`MainViewController` in `Main.storyboard`), so it starts under the navigation bar
    /// (status bar + the profile's bar: 44 on iPhone) and the 48-pt tab strip.
    var tableTop: Double { screen.statusBar + screen.navigationBar + TabMenuLayout.stripHeight }
    /// `Ht`: down to the bottom safe area.
    var tableHeight: Double { screen.height - tableTop - screen.bottomInset }
    var contentHeight: Double { (rowTops.last ?? 0) + (cells.last?.height ?? 0) }
    var maximumScrollY: Double { max(contentHeight - tableHeight, 0) }

    func cellHeight(_ index: Int) -> Double { cells[index].height }

    /// `y`: the row's top in the table's own coordinates. The seed converts the row's rect to
    /// the table's superview (`MainListViewController.setCellImageOffset`), which the table
    /// fills from (0, 0), so no `T` is added.
    func cellY(_ index: Int, scrollY: Double) -> Double {
        rowTops[index] - scrollY
    }

    /// The seed's `cellOffsetFactor = (y + Hc)/(Ht + Hc)`, before clamping, with `Hc` this
    /// row's own height.
    func cellOffsetFactor(_ index: Int, scrollY: Double) -> Double {
        (cellY(index, scrollY: scrollY) + cellHeight(index)) / (tableHeight + cellHeight(index))
    }

    /// `(1 − clamp(factor, 0, 1))·2P` (`MainListTableViewCell.setBackgroundOffset`): how far
    /// the image has slid up inside its wrapper.
    func pixelOffset(_ index: Int, scrollY: Double) -> Double {
        (1 - clamp(cellOffsetFactor(index, scrollY: scrollY), 0, 1)) * 2 * parallaxFactor
    }

    /// The image inside its wrapper at `scrollY`.
    func imageFrame(_ index: Int, scrollY: Double) -> Rect {
        cells[index].imageFrame(pixelOffset: pixelOffset(index, scrollY: scrollY), parallaxFactor: parallaxFactor)
    }

    /// A row is on screen while it overlaps the table: y in (−Hc, Ht).
    func isVisible(_ index: Int, scrollY: Double) -> Bool {
        let y = cellY(index, scrollY: scrollY)
        return y < tableHeight && y + cellHeight(index) > 0
    }

    func visibleCells(scrollY: Double) -> [Int] {
        (0..<Self.cellCount).filter { isVisible($0, scrollY: scrollY) }
    }

    private func allEntryTransitions() -> [Double: [(index: Int, whenIncreasing: Bool)]] {
        var entering: [Double: [(index: Int, whenIncreasing: Bool)]] = [:]
        for index in 0..<Self.cellCount {
            let levels = entryLevels(index)
            entering[levels.fromBelow, default: []].append((index, true))
            entering[levels.fromAbove, default: []].append((index, false))
        }
        return entering
    }

    /// The offsets at which row `index` comes into view: scrolling down past rowTop − Ht (from
    /// below), scrolling up past rowTop + Hc (from above).
    func entryLevels(_ index: Int) -> (fromBelow: Double, fromAbove: Double) {
        (rowTops[index] - tableHeight, rowTops[index] + cellHeight(index))
    }
}
