import MotionScene

/// Where the grid's cells and the detail image sit on one screen.
struct SharedElementLayout: Sendable {
    /// Chosen (scenes.md §8): three columns, 1-pt gaps, square cells, 30 photos.
    static let columns = 3
    static let spacing = 1.0
    static let photoCount = 30
    /// Chosen: the detail image is as wide as the screen and 3:4 as tall, like the photos.
    static let detailAspect = 0.75

    let screen: Screen

    var navigationBottom: Double { screen.statusBar + screen.navigationBar }

    var cellSide: Double {
        (screen.width - Double(Self.columns - 1) * Self.spacing) / Double(Self.columns)
    }

    func cellFrame(index: Int) -> Rect {
        let column = index % Self.columns
        let row = index / Self.columns
        return Rect(
            x: Double(column) * (cellSide + Self.spacing), y: navigationBottom + Double(row) * (cellSide + Self.spacing),
            width: cellSide, height: cellSide)
    }

    var detailImageFrame: Rect {
        Rect(x: 0, y: navigationBottom, width: screen.width, height: screen.width * Self.detailAspect)
    }
}
