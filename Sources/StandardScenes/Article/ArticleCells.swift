import MotionScene

/// The table below the header: where each cell sits in content coordinates (y from the top
/// of the table's content) for one screen width. Computed once per scene value.
struct ArticleCells: Sendable {
    /// Chosen: the seed's cells come from a storyboard we do not have; these heights give the
    /// seed's proportions (a large title, a one-line meta row, a card with a button).
    static let titleCellHeight = 96.0
    static let metaCellHeight = 44.0
    static let storyCellHeight = 280.0
    static let footerHeight = 48.0
    static let horizontalMargin = 16.0
    static let bodyFontSize = 16.0
    /// Chosen: 1.6 em, a common reading line height for Japanese body text.
    static let bodyLineHeight = 25.6
    static let paragraphSpacing = 16.0

    struct Paragraph: Sendable {
        var frame: Rect
        var lines: [String]
    }

    let titleFrame: Rect
    let metaFrame: Rect
    let paragraphs: [Paragraph]
    let storyFrame: Rect
    let contentHeight: Double

    init(content: ArticleContent, width: Double, headerHeight: Double) {
        var y = headerHeight
        titleFrame = Rect(x: 0, y: y, width: width, height: Self.titleCellHeight)
        y += Self.titleCellHeight
        metaFrame = Rect(x: 0, y: y, width: width, height: Self.metaCellHeight)
        y += Self.metaCellHeight + Self.paragraphSpacing
        let textWidth = width - 2 * Self.horizontalMargin
        var paragraphs: [Paragraph] = []
        for text in content.paragraphs {
            let lines = TextLayout.lines(of: text, width: textWidth, fontSize: Self.bodyFontSize)
            let height = Double(lines.count) * Self.bodyLineHeight
            paragraphs.append(Paragraph(frame: Rect(x: 0, y: y, width: width, height: height), lines: lines))
            y += height + Self.paragraphSpacing
        }
        self.paragraphs = paragraphs
        storyFrame = Rect(x: 0, y: y, width: width, height: Self.storyCellHeight)
        y += Self.storyCellHeight + Self.footerHeight
        contentHeight = y
    }
}
