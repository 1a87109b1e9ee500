import MotionScene

/// The table below the header: where each row sits in content coordinates (y from the top of
/// the table's content) for one screen width. The rows and their numbers are the original's
/// cell xibs (fumiyasac/InteractiveUISample, `Component/Article*TableViewCell/*.xib`), in the
/// order `ArticleViewController.CellType` lists them. Computed once per scene value.
struct ArticleCells: Sendable {
    /// `ArticleCounterTableViewCell.xib`: a 24-pt row.
    static let counterRowHeight = 24.0
    /// Every xib's labels sit 15 pt from the cell's edges.
    static let horizontalMargin = 15.0
    /// `ArticleDescriptionTableViewCell.xib`: title bold 14, 8 pt, a 56-pt meta block, 8 pt,
    /// the body (12 pt), 15 pt to the bottom.
    static let titleFontSize = 14.0
    static let metaBlockHeight = 56.0
    static let descriptionGap = 8.0
    static let descriptionBottom = 15.0
    static let bodyFontSize = 12.0
    /// `ArticleDescriptionTableViewCell.swift` gives both labels `minimumLineHeight = 18` (the
    /// body was meant to get 20, but the original passes the title's style; we keep its 18).
    static let lineHeight = 18.0
    /// Chosen: the original has one `mainText`; our paragraphs are apart by one empty line.
    static let paragraphSpacing = 18.0
    /// `ArticleStoryTableViewCell.xib`: a 360-pt row.
    static let storyRowHeight = 360.0
    /// `ArticleSummaryTableViewCell.xib`: 16 pt, title bold 13, 10 pt, text 12, 16 pt.
    static let summaryTitleFontSize = 13.0
    static let summaryTop = 16.0
    static let summaryGap = 10.0
    static let summaryBottom = 16.0

    struct TextBlock: Sendable {
        /// In the row's coordinates.
        var frame: Rect
        var lines: [String]
    }

    let headerHeight: Double
    let counterFrame: Rect
    let descriptionFrame: Rect
    let title: TextBlock
    /// The meta block (published date and category), in the description row's coordinates.
    let metaFrame: Rect
    let paragraphs: [TextBlock]
    let storyFrame: Rect
    let summaryFrame: Rect
    let summaryTitle: TextBlock
    let summaryText: TextBlock
    let contentHeight: Double

    init(content: ArticleContent, width: Double, headerHeight: Double) {
        self.headerHeight = headerHeight
        let margin = Self.horizontalMargin
        let textWidth = width - 2 * margin
        func block(_ text: String, y: Double, fontSize: Double) -> TextBlock {
            let lines = text.isEmpty ? [] : TextLayout.lines(of: text, width: textWidth, fontSize: fontSize)
            return TextBlock(
                frame: Rect(x: margin, y: y, width: textWidth, height: Double(lines.count) * Self.lineHeight), lines: lines)
        }

        var y = headerHeight
        counterFrame = Rect(x: 0, y: y, width: width, height: Self.counterRowHeight)
        y = counterFrame.maxY

        title = block(content.title, y: 0, fontSize: Self.titleFontSize)
        metaFrame = Rect(x: 0, y: title.frame.maxY + Self.descriptionGap, width: width, height: Self.metaBlockHeight)
        var bodyY = metaFrame.maxY + Self.descriptionGap
        var paragraphs: [TextBlock] = []
        for text in content.paragraphs {
            let paragraph = block(text, y: bodyY, fontSize: Self.bodyFontSize)
            paragraphs.append(paragraph)
            bodyY = paragraph.frame.maxY + Self.paragraphSpacing
        }
        self.paragraphs = paragraphs
        let bodyBottom = paragraphs.last?.frame.maxY ?? metaFrame.maxY
        descriptionFrame = Rect(x: 0, y: y, width: width, height: bodyBottom + Self.descriptionBottom)
        y = descriptionFrame.maxY

        storyFrame = Rect(x: 0, y: y, width: width, height: Self.storyRowHeight)
        y = storyFrame.maxY

        summaryTitle = block(content.summaryTitle, y: Self.summaryTop, fontSize: Self.summaryTitleFontSize)
        summaryText = block(content.summaryText, y: summaryTitle.frame.maxY + Self.summaryGap, fontSize: Self.bodyFontSize)
        summaryFrame = Rect(x: 0, y: y, width: width, height: summaryText.frame.maxY + Self.summaryBottom)
        contentHeight = summaryFrame.maxY
    }
}
