import MotionScene

/// The parts of §4's display list that depend only on the screen, built once per layout
/// (`ParallaxLayout.fixedNodes`): a frame moves each visible row and patches what changes in it
/// (alpha, the image's slide, the button's scale). Rebuilding the rows, with their ids and
/// wrapped lines, cost most of a 182k-instruction render (callgrind, `bench frames` script).
struct ParallaxFixedNodes: Sendable {
    var background: Node?
    /// `tab-menu`'s strip and navigation bar, which the list sits under.
    var tabStrip: Node?
    var navigationBar: Node?
    /// Row k at scroll offset 0, opaque, its button at rest.
    var cells: [Node] = []

    init() {}

    /// Built by the painter's own functions, so a frame shows what it would build afresh.
    init(layout: ParallaxLayout) {
        let painter = ParallaxPainter(layout: layout, scrollY: 0)
        background = painter.background()
        tabStrip = painter.tabStrip()
        navigationBar = painter.navigationBar()
        cells = (0..<ParallaxLayout.cellCount).map { painter.cell(ParallaxPainter.Cell(index: $0)) }
    }
}
