import MotionScene

/// Everything about the article that depends only on the screen and the content: header
/// formulas and where the cells sit. Built once for every session of one screen and content
/// (`shared`).
struct ArticleLayout: Sendable, HoldsNoMotion {
    /// Held by reference: a frame copies the scene value several times (advancing it to the
    /// frame's time, the painter, the motion search), and each copy of these strings, arrays
    /// and dictionaries retained and released every one of them. `swift_retain` was 12 % of a
    /// server animating 60 article sessions, a third of it copying `ArticleScene` (perf, issue
    /// #15). Nothing here changes after `init`, so sharing it keeps the layout a value.
    private final class Parts: Sendable {
        let geometry: ArticleGeometry
        let content: ArticleContent
        let cells: ArticleCells
        let constraints: ArticleConstraints
        let fixedRows: FixedRows

        init(geometry: ArticleGeometry, content: ArticleContent, cells: ArticleCells, constraints: ArticleConstraints, fixedRows: FixedRows) {
            self.geometry = geometry
            self.content = content
            self.cells = cells
            self.constraints = constraints
            self.fixedRows = fixedRows
        }
    }

    private let parts: Parts

    var geometry: ArticleGeometry { parts.geometry }
    var content: ArticleContent { parts.content }
    var cells: ArticleCells { parts.cells }
    var constraints: ArticleConstraints { parts.constraints }
    /// The rows that neither the offset nor time changes, built once; a frame only moves them.
    var fixedRows: FixedRows { parts.fixedRows }

    struct FixedRows: Sendable {
        /// The white behind the table, the screen's size.
        var background: Node?
        /// The header's picture; a frame places it (`ArticlePainter.header`).
        var headerImage: Node?
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
        let geometry = ArticleGeometry(screen: screen)
        let cells = ArticleCells(content: content, width: screen.width, headerHeight: geometry.headerHeight)
        let constraints = ArticleConstraints(geometry: geometry)
        // The rows are painted by the layout they belong to, before it has them; at offset 0,
        // where a row's frame is its cell's frame in the table.
        let unpainted = ArticleLayout(
            parts: Parts(geometry: geometry, content: content, cells: cells, constraints: constraints, fixedRows: FixedRows()))
        let painter = ArticlePainter(layout: unpainted, scrollY: 0)
        let fixedRows = FixedRows(
            background: painter.background(), headerImage: painter.headerImage(), description: painter.descriptionRow(),
            summary: painter.summaryRow(),
            storyAtRest: painter.storyRow(buttonScale: 1),
            counterAtRest: painter.counterRow(views: content.viewsCounter, likes: content.likesCounter),
            navigation: painter.navigationParts())
        parts = Parts(geometry: geometry, content: content, cells: cells, constraints: constraints, fixedRows: fixedRows)
    }

    /// The layout every session of the article on `screen` showing `content` shares
    /// (`SharedLayouts`): built for the first, read by the rest.
    static func shared(screen: Screen, content: ArticleContent) -> ArticleLayout {
        SharedLayouts.value(for: screen, content) { ArticleLayout(screen: screen, content: content) }
    }

    private init(parts: Parts) {
        self.parts = parts
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
