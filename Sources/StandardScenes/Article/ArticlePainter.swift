import MotionScene

/// Builds the article's display list at one scroll offset. Cells entirely off screen are left
/// out so a frame stays small; node ids never change, so a client can follow a node.
struct ArticlePainter {
    let layout: ArticleLayout
    let scrollY: Double
    /// The header constraints solved for `scrollY`.
    let solved: ConstraintLayout

    init(layout: ArticleLayout, scrollY: Double) {
        self.layout = layout
        self.scrollY = scrollY
        solved = layout.constraints.solved(scrollY: scrollY)
    }

    // Colours chosen for a neutral reading page; the gradient is the header's "sea" palette.
    static let textColor = "#222222"
    static let secondaryTextColor = "#8a8a8e"
    static let accentColor = "#2e6fa7"
    static let navGradient = Fill.linearGradient(
        stops: [GradientStop(0, "#0f2f57"), GradientStop(1, "#2e6fa7")], angleDegrees: 90)

    private var geometry: ArticleGeometry { layout.geometry }
    private var width: Double { layout.screen.width }
    private var margin: Double { ArticleCells.horizontalMargin }

    func nodes(buttonScale: Double, viewsShown: Int, likesShown: Int) -> [Node] {
        var nodes = [
            Node(id: "background", kind: .rect, frame: layout.screen.bounds, fill: .color("#ffffff")),
            header(),
        ]
        let cells = layout.cells
        if layout.isOnScreen(cells.titleFrame, scrollY: scrollY) { nodes.append(titleCell()) }
        if layout.isOnScreen(cells.metaFrame, scrollY: scrollY) {
            nodes.append(metaCell(viewsShown: viewsShown, likesShown: likesShown))
        }
        for (index, paragraph) in cells.paragraphs.enumerated()
        where layout.isOnScreen(paragraph.frame, scrollY: scrollY) {
            nodes.append(bodyCell(index: index, paragraph: paragraph))
        }
        if layout.isOnScreen(cells.storyFrame, scrollY: scrollY) { nodes.append(storyCell(buttonScale: buttonScale)) }
        nodes.append(navigationHeader())
        return nodes
    }

    private func header() -> Node {
        // The wrapper fills the header view, so the header node stands for both; the image's
        // frame is given in the wrapper's coordinates.
        let wrapper = solved.frame(of: ArticleConstraints.wrapper)
        let image = solved.frame(of: ArticleConstraints.image).offsetBy(dx: -wrapper.x, dy: -wrapper.y)
        return Node(
            id: "header", kind: .group, frame: wrapper, fill: .color("#ffffff"),
            clip: geometry.headerClips(scrollY: scrollY),
            children: [
                Node(id: "header.image", kind: .image, frame: image, fill: .color("#3a6ea5"), src: "sea-1", contentMode: .aspectFill)
            ])
    }

    private func titleCell() -> Node {
        let frame = layout.onScreen(layout.cells.titleFrame, scrollY: scrollY)
        let content = layout.content
        return Node(
            id: "title", kind: .group, frame: frame,
            children: [
                text("title.category", content.category, y: 16, height: 18, size: 12, color: Self.accentColor, weight: 600),
                text("title.text", content.title, y: 36, height: 32, size: 24, color: Self.textColor, weight: 700),
                text("title.date", content.date, y: 70, height: 16, size: 12, color: Self.secondaryTextColor),
            ])
    }

    private func metaCell(viewsShown: Int, likesShown: Int) -> Node {
        let frame = layout.onScreen(layout.cells.metaFrame, scrollY: scrollY)
        let half = (width - 2 * margin) / 2
        return Node(
            id: "meta", kind: .group, frame: frame,
            children: [
                Node(id: "meta.rule", kind: .rect, frame: Rect(x: margin, y: 0, width: width - 2 * margin, height: 1), fill: .color("#e5e5ea")),
                Node(
                    id: "meta.views", kind: .text, frame: Rect(x: margin, y: 1, width: half, height: 42),
                    text: "\(Self.grouped(viewsShown)) Views", font: Font(size: 14, weight: 600),
                    color: Self.secondaryTextColor, align: .left),
                Node(
                    id: "meta.likes", kind: .text, frame: Rect(x: margin + half, y: 1, width: half, height: 42),
                    text: "\(Self.grouped(likesShown)) Likes", font: Font(size: 14, weight: 600),
                    color: Self.secondaryTextColor, align: .right),
            ])
    }

    private func bodyCell(index: Int, paragraph: ArticleCells.Paragraph) -> Node {
        let lineHeight = ArticleCells.bodyLineHeight
        return Node(
            id: "body.\(index)", kind: .group, frame: layout.onScreen(paragraph.frame, scrollY: scrollY),
            children: paragraph.lines.enumerated().map { line, text in
                Node(
                    id: "body.\(index).line.\(line)", kind: .text,
                    frame: Rect(x: margin, y: Double(line) * lineHeight, width: width - 2 * margin, height: lineHeight),
                    text: text, font: Font(size: ArticleCells.bodyFontSize), color: "#333333", align: .left)
            })
    }

    private func storyCell(buttonScale: Double) -> Node {
        let frame = layout.onScreen(layout.cells.storyFrame, scrollY: scrollY)
        let cardWidth = width - 2 * margin
        // Seed: card corner radius 5, 1-pt #dddddd border, shadow radius 2, opacity 0.15, offset (0, 1).
        let card = Node(
            id: "story.card", kind: .group, frame: Rect(x: margin, y: 8, width: cardWidth, height: 200),
            fill: .color("#ffffff"), stroke: Stroke(color: "#dddddd", width: 1), radius: 5, clip: true,
            shadow: Shadow(color: "#00000026", offsetX: 0, offsetY: 1, blur: 2),
            children: [
                Node(
                    id: "story.card.image", kind: .image, frame: Rect(x: 0, y: 0, width: cardWidth, height: 150),
                    src: "harbor-1", contentMode: .aspectFill),
                text("story.card.caption", layout.content.storyCaption, y: 158, height: 34, size: 14,
                     color: Self.textColor, weight: 600, x: 12, width: cardWidth - 24),
            ])
        // Seed: the button's wrapper view scales (0.94 while pressed), corner radius 5, clipped.
        let button = Node(
            id: "story.button", kind: .group, frame: Rect(x: margin, y: 220, width: cardWidth, height: 48),
            fill: .color(Self.accentColor), radius: 5, clip: true, transform: .scale(buttonScale),
            children: [
                Node(
                    id: "story.button.label", kind: .text, frame: Rect(x: 0, y: 0, width: cardWidth, height: 48),
                    text: layout.content.storyButtonTitle, font: Font(size: 16, weight: 700), color: "#ffffff",
                    align: .center)
            ])
        return Node(id: "story", kind: .group, frame: frame, children: [card, button])
    }

    private func navigationHeader() -> Node {
        let nav = solved.frame(of: ArticleConstraints.nav)
        let content = solved.frame(of: ArticleConstraints.navContent).offsetBy(dx: -nav.x, dy: -nav.y)
        return Node(
            id: "nav", kind: .group, frame: nav,
            alpha: geometry.navAlpha(scrollY: scrollY), fill: Self.navGradient, clip: true,
            children: [
                Node(
                    id: "nav.content", kind: .group, frame: content,
                    children: [
                        Node(
                            id: "nav.back", kind: .text, frame: Rect(x: 8, y: 0, width: 44, height: 44), text: "‹",
                            font: Font(size: 30, weight: 400), color: "#ffffff", align: .center),
                        Node(
                            id: "nav.title", kind: .text, frame: Rect(x: 60, y: 0, width: width - 120, height: 44),
                            text: layout.content.title, font: Font(size: 17, weight: 600), color: "#ffffff",
                            align: .center),
                    ])
            ])
    }

    private func text(
        _ id: String, _ value: String, y: Double, height: Double, size: Double, color: String, weight: Int = 400,
        x: Double? = nil, width textWidth: Double? = nil
    ) -> Node {
        Node(
            id: id, kind: .text,
            frame: Rect(x: x ?? margin, y: y, width: textWidth ?? (width - 2 * margin), height: height),
            text: value, font: Font(size: size, weight: weight), color: color, align: .left)
    }

    /// `3280` → `3,280`, as the seed's counters show.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
