import MotionScene

/// Builds the article's display list at one scroll offset. Rows entirely off screen are left
/// out so a frame stays small; node ids never change, so a client can follow a node.
struct ArticlePainter {
    let layout: ArticleLayout
    let scrollY: Double
    /// The header constraints' frames at `scrollY`.
    let solved: ArticleConstraints.Painted

    init(layout: ArticleLayout, scrollY: Double) {
        self.layout = layout
        self.scrollY = scrollY
        solved = layout.constraints.painted(scrollY: scrollY)
    }

    /// What changes with time rather than with the offset.
    struct Moment {
        var tableAlpha: Double
        var buttonScale: Double
        var viewsShown: Int
        var likesShown: Int
    }

    var geometry: ArticleGeometry { layout.geometry }
    var width: Double { layout.screen.width }
    var margin: Double { ArticleCells.horizontalMargin }

    @NodeBuilder
    func nodes(_ moment: Moment) -> [Node] {
        layout.fixedRows.background ?? background()
        // `ArticleViewController.setupArticleTableView`: the whole table — header image and
        // rows — starts at alpha 0 and fades in once the article has loaded.
        Node.group("table", frame: layout.screen.bounds) {
            tableChildren(moment)
        }
        .alpha(moment.tableAlpha)
        navigationHeader()
    }

    /// The header, then the rows on screen, appended to one list: written as a builder block
    /// of `if`s, each `if` made a list of its own that the block copied into its own, 3.5k
    /// instructions a frame (callgrind, the article's fling, issue 15).
    private func tableChildren(_ moment: Moment) -> [Node] {
        let cells = layout.cells
        var children: [Node] = []
        children.reserveCapacity(5)
        children.append(header())
        if layout.isOnScreen(cells.counterFrame, scrollY: scrollY) {
            children.append(
                (moment.viewsShown == layout.content.viewsCounter && moment.likesShown == layout.content.likesCounter
                    ? placed(layout.fixedRows.counterAtRest, at: cells.counterFrame) : nil)
                    ?? counterRow(views: moment.viewsShown, likes: moment.likesShown))
        }
        if layout.isOnScreen(cells.descriptionFrame, scrollY: scrollY) {
            children.append(placed(layout.fixedRows.description, at: cells.descriptionFrame) ?? descriptionRow())
        }
        if layout.isOnScreen(cells.storyFrame, scrollY: scrollY) {
            children.append(
                (moment.buttonScale == 1 ? placed(layout.fixedRows.storyAtRest, at: cells.storyFrame) : nil)
                    ?? storyRow(buttonScale: moment.buttonScale))
        }
        if layout.isOnScreen(cells.summaryFrame, scrollY: scrollY) {
            children.append(placed(layout.fixedRows.summary, at: cells.summaryFrame) ?? summaryRow())
        }
        return children
    }

    /// The header's picture, at the origin: `header` places it.
    func headerImage() -> Node {
        Node.image("header.image", frame: .zero, src: layout.content.thumbnail).fill(ArticleStyle.navigationColor)
    }

    func background() -> Node {
        Node.rect("background", frame: layout.screen.bounds, fill: "#ffffff")
    }

    /// A row built once (`ArticleLayout.fixedRows`) moved to where `row` would put it now.
    private func placed(_ built: Node?, at frame: Rect) -> Node? {
        guard var node = built else { return nil }
        node.frame = layout.onScreen(frame, scrollY: scrollY)
        return node
    }

    /// `reusingBuiltParts` false builds the image afresh: what the one built once must equal.
    func header(reusingBuiltParts: Bool = true) -> Node {
        // The wrapper fills the header view, so the header node stands for both; the image's
        // frame is given in the wrapper's coordinates.
        let wrapper = solved.wrapper
        let frame = solved.image.offsetBy(dx: -wrapper.x, dy: -wrapper.y)
        // Built once per layout and placed: nothing of it but its frame follows the offset
        // (built each frame, a node allocated, filled and freed again, issue 15).
        var image = (reusingBuiltParts ? layout.fixedRows.headerImage : nil) ?? headerImage()
        image.frame = frame
        return Node.group("header", frame: wrapper, fill: "#ffffff") {
            image
        }
        .clipped(geometry.headerClips(scrollY: scrollY))
    }

    /// `GradientHeaderView.xib`: a light blur whose content view is solid navigationColor; the
    /// 44-pt row holds a 40 × 44 back button, the 13 × 21 arrow at x = 8, and the title (bold
    /// 16, white) from 33 pt after the arrow to 50 pt before the trailing edge.
    /// `reusingBuiltParts` false builds every part afresh: what the reused parts must equal.
    func navigationHeader(reusingBuiltParts: Bool = true) -> Node {
        let nav = solved.nav
        let content = solved.navContent.offsetBy(dx: -nav.x, dy: -nav.y)
        // The parts built once fit while the frames' sizes are the ones they were built for,
        // which the constraints keep (only the row's top moves); a frame that needs others
        // builds them again. Built each frame, they cost 13k instructions (issue #15).
        let built = layout.fixedRows.navigation.flatMap { reusingBuiltParts && $0.fits(nav: nav, content: content) ? $0 : nil }
        let parts = built ?? navigationParts(nav: nav, content: content)
        // The content row is one of the parts, placed: only its top follows the offset.
        var row = parts.contentRow
        row.frame = content
        return Node.group("nav", frame: nav, fill: ArticleStyle.navigationColor, clip: true) {
            parts.blur
            row
        }
        .alpha(geometry.navAlpha(scrollY: scrollY))
    }

    /// What the navigation header holds besides its own frame and alpha: the blur, and the
    /// content row (`nav.content`) with what it holds, placed anew each frame. The row built
    /// each frame around the parts was a node and a list allocated, filled and freed again, 1.2k
    /// instructions a frame (callgrind, issue 15).
    struct NavigationParts: Sendable {
        var blur: Node
        var contentRow: Node
        var navSize: Size
        var contentSize: Size

        func fits(nav: Rect, content frame: Rect) -> Bool {
            nav.size == navSize && frame.size == contentSize
        }
    }

    func navigationParts() -> NavigationParts {
        navigationParts(nav: solved.nav, content: solved.navContent.offsetBy(dx: -solved.nav.x, dy: -solved.nav.y))
    }

    private func navigationParts(nav: Rect, content: Rect) -> NavigationParts {
        let titleX = 8.0 + 13 + 33
        return NavigationParts(
            blur: Node.rect("nav.blur", frame: Rect(x: 0, y: 0, width: nav.width, height: nav.height), fill: ArticleStyle.blurSheen),
            contentRow: Node.group("nav.content", frame: content) {
                Node.group("nav.back", frame: Rect(x: 0, y: 0, width: 40, height: 44)) {
                    Node.text("nav.back.arrow", frame: Rect(x: 8, y: 11.5, width: 13, height: 21), "‹", size: 28, color: "#ffffff")
                }
                Node.text(
                    "nav.title", frame: Rect(x: titleX, y: 14, width: max(content.width - titleX - 50, 0), height: 16),
                    layout.content.title, size: 16, weight: ArticleStyle.boldWeight, color: "#ffffff")
            }, navSize: nav.size, contentSize: content.size)
    }

    func row(_ id: String, _ frame: Rect, @NodeBuilder _ children: () -> [Node]) -> Node {
        Node.group(id, frame: layout.onScreen(frame, scrollY: scrollY), children)
    }

    /// Lines of a laid-out block, one text node per line, `ArticleCells.lineHeight` apart.
    func lines(_ id: String, _ block: ArticleCells.TextBlock, size: Double, weight: Int = 400, color: HexColor) -> [Node] {
        block.lines.enumerated().map { index, text in
            Node.text(
                "\(id).line.\(index)",
                frame: Rect(
                    x: block.frame.x, y: block.frame.y + Double(index) * ArticleCells.lineHeight, width: block.frame.width,
                    height: ArticleCells.lineHeight), text, size: size, weight: weight, color: color)
        }
    }
}
