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
    static let textColor: HexColor = "#222222"
    static let secondaryTextColor: HexColor = "#8a8a8e"
    static let accentColor: HexColor = "#2e6fa7"
    static let navGradient = Fill.linearGradient(
        stops: [GradientStop(0, "#0f2f57"), GradientStop(1, "#2e6fa7")], angleDegrees: 90)

    private var geometry: ArticleGeometry { layout.geometry }
    private var width: Double { layout.screen.width }
    private var margin: Double { ArticleCells.horizontalMargin }

    @NodeBuilder
    func nodes(buttonScale: Double, viewsShown: Int, likesShown: Int) -> [Node] {
        let cells = layout.cells
        Node.rect("background", frame: layout.screen.bounds, fill: "#ffffff")
        header()
        if layout.isOnScreen(cells.titleFrame, scrollY: scrollY) { titleCell() }
        if layout.isOnScreen(cells.metaFrame, scrollY: scrollY) { metaCell(viewsShown: viewsShown, likesShown: likesShown) }
        for (index, paragraph) in cells.paragraphs.enumerated() where layout.isOnScreen(paragraph.frame, scrollY: scrollY) {
            bodyCell(index: index, paragraph: paragraph)
        }
        if layout.isOnScreen(cells.storyFrame, scrollY: scrollY) { storyCell(buttonScale: buttonScale) }
        navigationHeader()
    }

    private func header() -> Node {
        // The wrapper fills the header view, so the header node stands for both; the image's
        // frame is given in the wrapper's coordinates.
        let wrapper = solved.frame(of: ArticleConstraints.wrapper)
        let image = solved.frame(of: ArticleConstraints.image).offsetBy(dx: -wrapper.x, dy: -wrapper.y)
        return Node.group("header", frame: wrapper, fill: "#ffffff") {
            Node.image("header.image", frame: image, src: "sea-1").fill("#3a6ea5")
        }
        .clipped(geometry.headerClips(scrollY: scrollY))
    }

    private func titleCell() -> Node {
        let content = layout.content
        return Node.group("title", frame: layout.onScreen(layout.cells.titleFrame, scrollY: scrollY)) {
            text("title.category", content.category, y: 16, height: 18, size: 12, color: Self.accentColor, weight: 600)
            text("title.text", content.title, y: 36, height: 32, size: 24, color: Self.textColor, weight: 700)
            text("title.date", content.date, y: 70, height: 16, size: 12, color: Self.secondaryTextColor)
        }
    }

    private func metaCell(viewsShown: Int, likesShown: Int) -> Node {
        let half = (width - 2 * margin) / 2
        return Node.group("meta", frame: layout.onScreen(layout.cells.metaFrame, scrollY: scrollY)) {
            Node.rect("meta.rule", frame: Rect(x: margin, y: 0, width: width - 2 * margin, height: 1), fill: "#e5e5ea")
            Node.text(
                "meta.views", frame: Rect(x: margin, y: 1, width: half, height: 42), "\(Self.grouped(viewsShown)) Views",
                size: 14, weight: 600, color: Self.secondaryTextColor)
            Node.text(
                "meta.likes", frame: Rect(x: margin + half, y: 1, width: half, height: 42), "\(Self.grouped(likesShown)) Likes",
                size: 14, weight: 600, color: Self.secondaryTextColor, align: .right)
        }
    }

    private func bodyCell(index: Int, paragraph: ArticleCells.Paragraph) -> Node {
        let lineHeight = ArticleCells.bodyLineHeight
        return Node.group("body.\(index)", frame: layout.onScreen(paragraph.frame, scrollY: scrollY)) {
            for (line, text) in paragraph.lines.enumerated() {
                Node.text(
                    "body.\(index).line.\(line)",
                    frame: Rect(x: margin, y: Double(line) * lineHeight, width: width - 2 * margin, height: lineHeight),
                    text, size: ArticleCells.bodyFontSize, color: "#333333")
            }
        }
    }

    private func storyCell(buttonScale: Double) -> Node {
        let cardWidth = width - 2 * margin
        return Node.group("story", frame: layout.onScreen(layout.cells.storyFrame, scrollY: scrollY)) {
            // Seed: card corner radius 5, 1-pt #dddddd border, shadow radius 2, opacity 0.15, offset (0, 1).
            Node.group("story.card", frame: Rect(x: margin, y: 8, width: cardWidth, height: 200), fill: "#ffffff", clip: true) {
                Node.image("story.card.image", frame: Rect(x: 0, y: 0, width: cardWidth, height: 150), src: "harbor-1")
                text(
                    "story.card.caption", layout.content.storyCaption, y: 158, height: 34, size: 14, color: Self.textColor,
                    weight: 600, x: 12, width: cardWidth - 24)
            }
            .stroke("#dddddd", width: 1).radius(5).shadow(Shadow(color: "#00000026", offsetX: 0, offsetY: 1, blur: 2))
            // Seed: the button's wrapper view scales (0.94 while pressed), corner radius 5, clipped.
            Node.group("story.button", frame: Rect(x: margin, y: 220, width: cardWidth, height: 48), fill: Self.accentColor, clip: true) {
                Node.text(
                    "story.button.label", frame: Rect(x: 0, y: 0, width: cardWidth, height: 48), layout.content.storyButtonTitle,
                    size: 16, weight: 700, color: "#ffffff", align: .center)
            }
            .radius(5).scaled(buttonScale)
        }
    }

    private func navigationHeader() -> Node {
        let nav = solved.frame(of: ArticleConstraints.nav)
        let content = solved.frame(of: ArticleConstraints.navContent).offsetBy(dx: -nav.x, dy: -nav.y)
        var header = Node.group("nav", frame: nav, clip: true) {
            Node.group("nav.content", frame: content) {
                Node.text("nav.back", frame: Rect(x: 8, y: 0, width: 44, height: 44), "‹", size: 30, color: "#ffffff", align: .center)
                Node.text(
                    "nav.title", frame: Rect(x: 60, y: 0, width: width - 120, height: 44), layout.content.title, size: 17,
                    weight: 600, color: "#ffffff", align: .center)
            }
        }
        header.fill = Self.navGradient
        return header.alpha(geometry.navAlpha(scrollY: scrollY))
    }

    private func text(
        _ id: String, _ value: String, y: Double, height: Double, size: Double, color: HexColor, weight: Int = 400,
        x: Double? = nil, width textWidth: Double? = nil
    ) -> Node {
        Node.text(
            id, frame: Rect(x: x ?? margin, y: y, width: textWidth ?? (width - 2 * margin), height: height), value, size: size,
            weight: weight, color: color)
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
