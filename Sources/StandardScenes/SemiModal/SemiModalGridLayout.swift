import MotionScene

/// The presenting screen (the original's `ViewController`, Main.storyboard): a bold label, then
/// a vertically scrolling two-column grid of colour tiles, shown at its top.
struct SemiModalGridLayout: Hashable, Sendable, HoldsNoMotion {
    /// Original (ViewController.swift): `sizeForItemAt` gives W/2 − 20, which leaves room for
    /// two columns on any width.
    static let columns = 2
    static let sideReduction = 20.0
    /// Original (ViewController.swift): `sectionInset` 15 on every side.
    static let inset = 15.0
    /// Original: the grid's `UICollectionViewFlowLayout()` keeps the default 10-pt line and
    /// item spacing; the two columns leave W − 30 − 2(W/2 − 20) = 10 between them as well.
    static let spacing = 10.0
    /// Original (Main.storyboard): "Tap Color Grid Cell !!", bold 24-pt, white 0.333 (#555555),
    /// centred 20 pt under the safe area's top; the grid begins 20 pt under it.
    static let label = "Tap Color Grid Cell !!"
    static let labelFontSize = 24.0
    static let labelColor: HexColor = "#555555"
    static let labelTop = 20.0
    /// The label's height: the storyboard's frame for the 24-pt bold line.
    static let labelHeight = 29.0
    static let labelToGrid = 20.0

    let screen: Screen
    let tileCount: Int

    var side: Double { screen.width / 2 - Self.sideReduction }
    var labelFrame: Rect {
        Rect(x: 0, y: screen.statusBar + Self.labelTop, width: screen.width, height: Self.labelHeight)
    }
    /// The grid's collection view: from under the label to the screen's bottom.
    var gridFrame: Rect {
        let top = labelFrame.maxY + Self.labelToGrid
        return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
    }

    /// Tile `index` on screen, the grid unscrolled.
    func tileFrame(_ index: Int) -> Rect {
        let column = Double(index % Self.columns)
        let row = Double(index / Self.columns)
        return Rect(
            x: Self.inset + column * (side + Self.spacing), y: gridFrame.y + Self.inset + row * (side + Self.spacing),
            width: side, height: side)
    }

    /// Where a transition puts tile `index` when `selected` is the tapped tile: the tapped
    /// tile's own frame moved sideways by whole tiles and `spacing`, so its neighbours stand
    /// beside it even when the grid wrapped them onto another row (the original's
    /// `AnimationCellData`, CollectionViewPresentAnimator.swift). The original reads the spacing
    /// from the presenting side's layout: the grid's 10 for a present, the carousel's 8 for a dismiss.
    func besideFrame(_ index: Int, selected: Int, spacing: Double) -> Rect {
        tileFrame(selected).offsetBy(dx: Double(index - selected) * (side + spacing), dy: 0)
    }
}
