import MotionScene

/// The parts of §3's display list that depend only on the screen, built once per layout
/// (`PageTabsLayout.fixedNodes`): a frame moves them or picks the list built for where it rests.
/// Rebuilding them cost most of a frame (callgrind, container variant, bench script: the side
/// menu alone 111k instructions of a 195k render), and lists reused as they are share their
/// storage with the frame before, so the delta skips them in one comparison.
struct PageTabsFixedNodes: Sendable {
    var sideMenu: Node?
    var titleBar: Node?
    /// Page k at x = 0, in the container and in the page view (their titles differ).
    var containerPages: [Node] = []
    var pageViewPages: [Node] = []
    /// The strip's buttons at menu offset 0.
    var menuButtons: [Node] = []
    /// The container's six pages with the content resting on page k (`pageX = contentX(page: k)`).
    var restingPages: [(pageX: Double, nodes: [Node])] = []
    /// The strip's buttons and label with both resting where page k puts them.
    var restingStrips: [(labelX: Double, menuOffsetX: Double, nodes: [Node])] = []

    init() {}

    /// Built by the painter's own functions, so a frame shows what it would build afresh.
    init(layout: PageTabsLayout) {
        let container = PageTabsPainter(layout: layout, variant: .container, pageX: 0)
        let pageView = PageTabsPainter(layout: layout, variant: .pageView, pageX: 0)
        sideMenu = container.sideMenu()
        titleBar = container.titleBar()
        containerPages = (0..<layout.pageCount).map { container.page($0, x: 0) }
        pageViewPages = (0..<layout.pageCount).map { pageView.page($0, x: 0) }
        menuButtons = (0..<layout.pageCount).map { container.menuButton($0, menuOffsetX: 0) }
        restingPages = (0..<layout.pageCount).map { page in
            let pageX = layout.contentX(page: page)
            return (pageX, PageTabsPainter(layout: layout, variant: .container, pageX: pageX).containerPages())
        }
        restingStrips = (0..<layout.pageCount).map { page in
            let (labelX, menuOffsetX) = (layout.labelX(page: page), layout.menuOffsetX(page: page))
            return (labelX, menuOffsetX, container.stripContents(labelX: labelX, menuOffsetX: menuOffsetX))
        }
    }
}
