import MotionScene

/// One row of the list as the seed's cell xib (`MainListTableViewCell.xib`) lays it out, in the
/// cell's own coordinates for a table `width` wide. The row sizes itself
/// (`UITableView.automaticDimension`), so its height follows from its wrapped texts.
struct ParallaxCell: Sendable {
    /// Every block is inset 15 pt from the cell's left and right edges; the image wrapper is
    /// also 15 pt below the cell's top.
    static let inset = 15.0
    /// The wrapper's aspect ratio: width = 2 × height.
    static let wrapperAspect = 2.0
    /// Credit row: 8 pt under the wrapper, 30 pt tall (a 30 × 30 icon, the author 10 pt after it).
    static let creditGap = 8.0
    static let creditHeight = 30.0
    /// Title 9.5 pt under the credit row, description 8 pt under the title, the button row 15 pt
    /// under that, 34 pt tall, 16 pt above the cell's bottom.
    static let titleGap = 9.5
    static let descriptionGap = 8.0
    static let buttonRowGap = 15.0
    static let buttonRowHeight = 34.0
    static let bottomGap = 16.0
    /// The button's wrapper: 90 × 34 at the row's right end, corner radius 5.
    static let buttonWidth = 90.0
    /// Title: HiraginoSans-W6 14 pt with `minimumLineHeight` 18; description: W3 12 pt with
    /// `minimumLineHeight` 20 (`MainListTableViewCell.setCell`). Hiragino Sans' own line height
    /// is 1 em (the xib's 14-pt label is 14 pt tall), so the minimum is every line's height.
    static let titleFontSize = 14.0
    static let titleLineHeight = 18.0
    static let descriptionFontSize = 12.0
    static let descriptionLineHeight = 20.0
    /// Category badge: 70 × 18, 10 pt from the wrapper's left and bottom edges.
    static let badgeSize = Size(width: 70, height: 18)
    static let badgeInset = 10.0

    let width: Double
    let titleLines: [String]
    let descriptionLines: [String]

    init(content: ParallaxContent, width: Double) {
        self.width = width
        let textWidth = width - 2 * Self.inset
        titleLines = TextLayout.lines(of: content.title, width: textWidth, fontSize: Self.titleFontSize)
        descriptionLines = TextLayout.lines(of: content.description, width: textWidth, fontSize: Self.descriptionFontSize)
    }

    /// The clipping wrapper: (W − 30) × (W − 30)/2, inset 15.
    var wrapperFrame: Rect {
        let wrapperWidth = width - 2 * Self.inset
        return Rect(x: Self.inset, y: Self.inset, width: wrapperWidth, height: wrapperWidth / Self.wrapperAspect)
    }

    var creditFrame: Rect {
        Rect(x: Self.inset, y: wrapperFrame.maxY + Self.creditGap, width: width - 2 * Self.inset, height: Self.creditHeight)
    }

    var titleFrame: Rect {
        Rect(
            x: Self.inset, y: creditFrame.maxY + Self.titleGap, width: width - 2 * Self.inset,
            height: Double(titleLines.count) * Self.titleLineHeight)
    }

    var descriptionFrame: Rect {
        Rect(
            x: Self.inset, y: titleFrame.maxY + Self.descriptionGap, width: width - 2 * Self.inset,
            height: Double(descriptionLines.count) * Self.descriptionLineHeight)
    }

    var buttonRowFrame: Rect {
        Rect(x: Self.inset, y: descriptionFrame.maxY + Self.buttonRowGap, width: width - 2 * Self.inset, height: Self.buttonRowHeight)
    }

    /// The row's height, as Auto Layout sizes it from the stack above.
    var height: Double { buttonRowFrame.maxY + Self.bottomGap }

    /// The image inside the wrapper: its top constraint is `0 − pixelOffset` and its bottom
    /// `−2P + pixelOffset` (the seed's `setBackgroundOffset`), so it is always the wrapper's
    /// height + 2P tall and slides up by `pixelOffset`.
    func imageFrame(pixelOffset: Double, parallaxFactor: Double) -> Rect {
        Rect(x: 0, y: -pixelOffset, width: wrapperFrame.width, height: wrapperFrame.height + 2 * parallaxFactor)
    }
}
