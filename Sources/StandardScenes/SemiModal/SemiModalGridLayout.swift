import MotionScene

/// The presenting screen: a navigation bar over a grid of square tiles, all on one screen.
struct SemiModalGridLayout: Hashable, Sendable {
    /// Chosen: three columns in portrait, six in landscape (two rows of the twelve tiles).
    static let portraitColumns = 3
    static let landscapeColumns = 6
    /// Chosen: the grid's margin to the screen edges and the navigation bar.
    static let inset = 16.0
    /// Chosen: gap between tiles, across and down alike. The seed places a tile's neighbours
    /// `minimumLineSpacing` beside it; with one spacing both ways that is the gap on a row.
    static let spacing = 12.0
    /// Chosen: tiles' rounded corners.
    static let cornerRadius = 6.0

    let screen: Screen
    let tileCount: Int

    var columns: Int { screen.width > screen.height ? Self.landscapeColumns : Self.portraitColumns }
    var rows: Int { (tileCount + columns - 1) / columns }
    var navigationBottom: Double { screen.statusBar + screen.navigationBar }

    /// As wide as the columns allow, but never so tall that the last row leaves the screen.
    var side: Double {
        let across = (screen.width - 2 * Self.inset - Double(columns - 1) * Self.spacing) / Double(columns)
        let available = screen.height - navigationBottom - screen.bottomInset - 2 * Self.inset
        let down = (available - Double(rows - 1) * Self.spacing) / Double(rows)
        return max(min(across, down), 1)
    }

    /// Left edge of the first column: the grid is centred.
    private var originX: Double {
        (screen.width - Double(columns) * side - Double(columns - 1) * Self.spacing) / 2
    }

    func tileFrame(_ index: Int) -> Rect {
        let column = Double(index % columns)
        let row = Double(index / columns)
        return Rect(
            x: originX + column * (side + Self.spacing), y: navigationBottom + Self.inset + row * (side + Self.spacing),
            width: side, height: side)
    }

    /// Where the transition puts tile `index` when `selected` is the tapped tile: the tapped
    /// tile's own frame moved sideways by whole tile pitches, so its neighbours stand beside it
    /// even when the grid wrapped them onto another row (the seed's `AnimationCellData`).
    func besideFrame(_ index: Int, selected: Int) -> Rect {
        tileFrame(selected).offsetBy(dx: Double(index - selected) * (side + Self.spacing), dy: 0)
    }
}
