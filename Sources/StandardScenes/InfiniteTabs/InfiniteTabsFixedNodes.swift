import MotionScene

/// The parts of §5's display list that depend only on the screen, built once per layout
/// (`InfiniteTabsLayout.fixedNodes`); a frame moves them and recolours the selected titles.
/// Rebuilding the two visible category pages alone (twelve rows, their ids and titles
/// interpolated) cost 159k instructions of a 190k render (callgrind, `bench frames` script), and
/// a page reused as built keeps its rows' storage, so the delta skips them in one comparison.
struct InfiniteTabsFixedNodes: Sendable {
    var background: Node?
    var navigationBar: Node?
    /// Category k's page at x = 0.
    var pages: [Node] = []
    /// Cell k's title at strip offset 0, unselected, for every cell a strip offset in the
    /// parameter's range shows.
    var cells: [Node] = []
    var separator: Node?

    init() {}

    /// Built by the painter's own functions, so a frame shows what it would build afresh.
    init(layout: InfiniteTabsLayout) {
        let painter = InfiniteTabsPainter(layout: layout, tabX: 0, selectedCategory: -1, underlineWidth: 0, contentPage: 0)
        background = painter.background()
        navigationBar = painter.navigationBar()
        pages = (0..<layout.count).map { painter.page(category: $0, x: 0) }
        cells = (0...layout.visibleCells(at: layout.maximumTabX).upperBound).map { painter.cell($0) }
        separator = painter.separator()
    }
}
