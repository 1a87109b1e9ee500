import MotionScene

/// Everything about the article that depends only on the screen: header formulas and where
/// the cells sit. Built once per scene value.
struct ArticleLayout: Sendable, HoldsNoMotion {
    let geometry: ArticleGeometry
    let content: ArticleContent
    let cells: ArticleCells
    let constraints: ArticleConstraints
    /// The rows that neither the offset nor time changes, built once; a frame only moves them.
    private(set) var fixedRows = FixedRows()

    struct FixedRows: Sendable {
        var description: Node?
        var summary: Node?
        /// The story row with its button at rest (scale 1), which is how it shows but while the
        /// button is pressed or springs back.
        var storyAtRest: Node?
        /// The counter row once counting is over (both counters at their targets).
        var counterAtRest: Node?
        /// The navigation header's parts that only its frame would change: the blur, and what
        /// its content row holds. Only the row's top follows the offset (`navContentTop`).
        var navigation: ArticlePainter.NavigationParts?
    }

    init(screen: Screen, content: ArticleContent) {
        geometry = ArticleGeometry(screen: screen)
        self.content = content
        cells = ArticleCells(content: content, width: screen.width, headerHeight: geometry.headerHeight)
        constraints = ArticleConstraints(geometry: geometry)
        // Built at offset 0, where a row's frame is its cell's frame in the table.
        let painter = ArticlePainter(layout: self, scrollY: 0)
        fixedRows = FixedRows(
            description: painter.descriptionRow(), summary: painter.summaryRow(), storyAtRest: painter.storyRow(buttonScale: 1),
            counterAtRest: painter.counterRow(views: content.viewsCounter, likes: content.likesCounter),
            navigation: painter.navigationParts())
    }

    var screen: Screen { geometry.screen }

    /// The table scrolls until its last cell's bottom meets the screen's bottom.
    var maximumScrollY: Double { max(cells.contentHeight - screen.height, 0) }

    /// A content-coordinate rectangle moved onto the screen at `scrollY`.
    func onScreen(_ rect: Rect, scrollY: Double) -> Rect {
        rect.offsetBy(dx: 0, dy: -scrollY)
    }

    func isOnScreen(_ rect: Rect, scrollY: Double) -> Bool {
        onScreen(rect, scrollY: scrollY).intersects(screen.bounds)
    }

    func isCounterRowVisible(scrollY: Double) -> Bool {
        isOnScreen(cells.counterFrame, scrollY: scrollY)
    }

    /// The scroll range is declared once per screen for every article a session may pick, so
    /// it ends where the longest one does; a shorter article shows white below its last row.
    static func maximumScrollY(on screen: Screen) -> Double {
        ArticleLibrary.all.map { ArticleLayout(screen: screen, content: $0).maximumScrollY }.max() ?? 0
    }
}
