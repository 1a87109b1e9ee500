import MotionScene

/// The four rows of `ArticleViewController.CellType`, each from its xib.
extension ArticlePainter {
    /// `ArticleCounterTableViewCell.xib`: "N Views  N Likes", numbers 14 pt in pointColor at
    /// least 28 wide, the words 9 pt and 26 wide, 4 pt after each number, 13 pt between the
    /// pairs, all centred in the 24-pt row.
    func counterRow(views: Int, likes: Int) -> Node {
        let rowHeight = ArticleCells.counterRowHeight
        let viewsText = "\(views)"
        let likesText = "\(likes)"
        let viewsWidth = max(TextLayout.width(of: viewsText, fontSize: 14), 28)
        let likesWidth = max(TextLayout.width(of: likesText, fontSize: 14), 28)
        let viewsLabelX = margin + viewsWidth + 4
        let likesX = viewsLabelX + 26 + 13
        let likesLabelX = likesX + likesWidth + 4
        func centred(_ height: Double) -> Double { (rowHeight - height) / 2 }
        return row("counter", layout.cells.counterFrame) {
            Node.text(
                "counter.views", frame: Rect(x: margin, y: centred(14), width: viewsWidth, height: 14), viewsText, size: 14,
                color: ArticleStyle.pointColor)
            Node.text("counter.views.label", frame: Rect(x: viewsLabelX, y: centred(9), width: 26, height: 9), "Views", size: 9)
            Node.text(
                "counter.likes", frame: Rect(x: likesX, y: centred(14), width: likesWidth, height: 14), likesText, size: 14,
                color: ArticleStyle.pointColor)
            Node.text("counter.likes.label", frame: Rect(x: likesLabelX, y: centred(9), width: 26, height: 9), "Likes", size: 9)
        }
    }

    /// `ArticleDescriptionTableViewCell.xib`: the title, the 56-pt meta block (clock and tag
    /// icons 16 × 16 at x = 15, labels 12 pt bold grey at x = 39), the body.
    func descriptionRow() -> Node {
        let cells = layout.cells
        let content = layout.content
        let meta = cells.metaFrame
        return row("description", cells.descriptionFrame) {
            lines("description.title", cells.title, size: ArticleCells.titleFontSize, weight: ArticleStyle.boldWeight, color: ArticleStyle.textColor)
            Node.group("description.meta", frame: meta) {
                Node.text("description.meta.clock", frame: Rect(x: 15, y: 9, width: 16, height: 16), "◷", size: 14, color: ArticleStyle.metaColor)
                Node.text(
                    "description.meta.date", frame: Rect(x: 39, y: 10, width: meta.width - 54, height: 12), content.publishedAt,
                    size: 12, weight: ArticleStyle.boldWeight, color: ArticleStyle.metaColor)
                Node.text("description.meta.tag", frame: Rect(x: 15, y: 32, width: 16, height: 16), "◆", size: 12, color: ArticleStyle.metaColor)
                Node.text(
                    "description.meta.category", frame: Rect(x: 39, y: 31, width: meta.width - 54, height: 16), content.category,
                    size: 12, weight: ArticleStyle.boldWeight, color: ArticleStyle.metaColor)
            }
            for (index, paragraph) in cells.paragraphs.enumerated() {
                lines("description.body.\(index)", paragraph, size: ArticleCells.bodyFontSize, color: ArticleStyle.textColor)
            }
        }
    }

    /// `ArticleStoryTableViewCell.xib`: "- Story -" (16 pt bold, navigationColor), then a card
    /// inset 20 pt: a 48-pt header, the image (173.5 tall, inset 10), a 66-pt footer with the
    /// 220 × 44 button centred. The button's wrapper scales while pressed.
    func storyRow(buttonScale: Double) -> Node {
        let story = layout.content.story
        let cardWidth = width - 40
        let imageHeight = 173.5
        let footerY = 48 + imageHeight
        return row("story", layout.cells.storyFrame) {
            Node.text(
                "story.heading", frame: Rect(x: margin, y: 16, width: width - 2 * margin, height: 20.5), "- Story -", size: 16,
                weight: ArticleStyle.boldWeight, color: ArticleStyle.navigationColor)
            // `ArticleStoryTableViewCell.swift`: corner radius 5, 1-pt #dddddd border, shadow
            // radius 2, opacity 0.15, offset (0, 1); not clipped (`masksToBounds = false`).
            Node.group("story.card", frame: Rect(x: 20, y: 52.5, width: cardWidth, height: footerY + 66), fill: "#ffffff") {
                Node.text(
                    "story.card.title", frame: Rect(x: 10, y: 12, width: cardWidth - 20, height: 12), story.title, size: 12,
                    weight: ArticleStyle.boldWeight, color: ArticleStyle.textColor)
                Node.text(
                    "story.card.subtitle", frame: Rect(x: 10, y: 30, width: cardWidth - 20, height: 10), story.subtitle, size: 10,
                    color: ArticleStyle.storySubtitleColor)
                Node.image("story.card.image", frame: Rect(x: 10, y: 48, width: cardWidth - 20, height: imageHeight), src: story.picture)
                Node.group("story.button", frame: Rect(x: (cardWidth - 220) / 2, y: footerY + 11, width: 220, height: 44), fill: ArticleStyle.navigationColor, clip: true) {
                    Node.text(
                        "story.button.label", frame: Rect(x: 0, y: 15.5, width: 220, height: 13), story.buttonTitle, size: 13,
                        weight: ArticleStyle.boldWeight, color: "#ffffff", align: .center)
                }
                .radius(5).scaled(buttonScale)
            }
            .stroke(ArticleStyle.cardBorderColor, width: 1).radius(5).shadow(Shadow(color: "#00000026", offsetX: 0, offsetY: 1, blur: 2))
        }
    }

    /// `ArticleSummaryTableViewCell.xib`: the summary title (13 pt bold) and text (12 pt).
    func summaryRow() -> Node {
        let cells = layout.cells
        return row("summary", cells.summaryFrame) {
            lines("summary.title", cells.summaryTitle, size: ArticleCells.summaryTitleFontSize, weight: ArticleStyle.boldWeight, color: ArticleStyle.textColor)
            lines("summary.text", cells.summaryText, size: ArticleCells.bodyFontSize, color: ArticleStyle.textColor)
        }
    }
}
