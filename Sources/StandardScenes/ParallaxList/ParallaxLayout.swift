import MotionScene

/// §4's table on one screen: where each cell is at a scroll offset, its parallax, and when it
/// is on screen. Pure functions of (screen, scrollY).
struct ParallaxLayout: Sendable {
    /// Chosen (scenes.md §4): 20 cells of 200 pt.
    static let cellCount = 20
    static let cellHeight = 200.0

    let screen: Screen
    /// How far an image may slide either way inside its cell, points.
    let parallaxFactor: Double

    /// `T`: the table starts under the navigation bar (status bar + the profile's bar: the
    /// spec's 44 on iPhone, 50 on iPad, as `article` generalises it).
    var tableTop: Double { screen.statusBar + screen.navigationBar }
    /// `Ht`: down to the bottom safe area.
    var tableHeight: Double { screen.height - tableTop - screen.bottomInset }
    var contentHeight: Double { Double(Self.cellCount) * Self.cellHeight }
    var maximumScrollY: Double { max(contentHeight - tableHeight, 0) }

    /// `y`: the cell's top in the table's superview (the screen).
    func cellY(_ index: Int, scrollY: Double) -> Double {
        tableTop + Double(index) * Self.cellHeight - scrollY
    }

    /// The seed's `cellOffsetFactor = (y + Hc)/(Ht + Hc)`, before clamping.
    func cellOffsetFactor(_ index: Int, scrollY: Double) -> Double {
        (cellY(index, scrollY: scrollY) + Self.cellHeight) / (tableHeight + Self.cellHeight)
    }

    /// `(1 − clamp(factor, 0, 1))·2P`: how far the image has slid up inside its cell.
    func pixelOffset(_ index: Int, scrollY: Double) -> Double {
        (1 - clamp(cellOffsetFactor(index, scrollY: scrollY), 0, 1)) * 2 * parallaxFactor
    }

    /// The image inside its cell: top constraint 0 − pixelOffset, bottom −2P + pixelOffset, so
    /// it is always Hc + 2P tall.
    func imageFrame(_ index: Int, scrollY: Double) -> Rect {
        Rect(
            x: 0, y: -pixelOffset(index, scrollY: scrollY), width: screen.width,
            height: Self.cellHeight + 2 * parallaxFactor)
    }

    /// A cell is on screen while its frame overlaps the table: scrollY in (i·Hc − Ht, (i+1)·Hc).
    func isVisible(_ index: Int, scrollY: Double) -> Bool {
        let y = cellY(index, scrollY: scrollY)
        return y < tableTop + tableHeight && y + Self.cellHeight > tableTop
    }

    func visibleCells(scrollY: Double) -> [Int] {
        (0..<Self.cellCount).filter { isVisible($0, scrollY: scrollY) }
    }

    /// The offsets at which cell `index` comes into view: scrolling down past i·Hc − Ht (from
    /// below), scrolling up past (i+1)·Hc (from above).
    func entryLevels(_ index: Int) -> (fromBelow: Double, fromAbove: Double) {
        (Double(index) * Self.cellHeight - tableHeight, Double(index + 1) * Self.cellHeight)
    }
}
