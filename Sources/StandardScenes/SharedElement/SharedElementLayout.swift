import MotionScene

/// Where the grid's cells and the detail image sit on one screen, as the original
/// (SwiftSharedViewTransition) lays them out.
struct SharedElementLayout: Sendable, HoldsNoMotion {
    /// `CollectionViewCell.cellOfSize`: square cells of side (W − 10)/4, and the flow layout's
    /// 2-pt item and line spacing and 2-pt section insets (`ViewController.swift`): four
    /// columns, 2 + 4·side + 3·2 + 2 = W.
    static let columns = 4
    static let spacing = 2.0
    static let inset = 2.0
    static let sideReduction = 10.0
    /// The original shows its eight `nature` photos.
    static let photoCount = 8
    /// `Main.storyboard`: the detail image is as wide as the view and 1/5 as tall
    /// (`height = view.height × 1:5`), its top on the navigation bar's bottom.
    static let detailHeightFraction = 0.2

    let screen: Screen

    /// The collection view's top: the top layout guide, under the navigation bar.
    var navigationBottom: Double { screen.statusBar + screen.navigationBar }

    var cellSide: Double {
        (screen.width - Self.sideReduction) / Double(Self.columns)
    }

    func cellFrame(index: Int) -> Rect {
        let column = index % Self.columns
        let row = index / Self.columns
        return Rect(
            x: Self.inset + Double(column) * (cellSide + Self.spacing),
            y: navigationBottom + Self.inset + Double(row) * (cellSide + Self.spacing), width: cellSide, height: cellSide)
    }

    var detailImageFrame: Rect {
        Rect(x: 0, y: navigationBottom, width: screen.width, height: screen.height * Self.detailHeightFraction)
    }
}
