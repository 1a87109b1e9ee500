/// The article the scene shows: the original's `Article` model (`Model/Article.swift` in
/// fumiyasac/InteractiveUISample), with the main text split into paragraphs and the story
/// card's texts, which the original hard-codes in `ArticleStoryTableViewCell.xib`.
/// Decoded from JSON by `ArticleDocument`.
struct ArticleContent: Sendable, Hashable {
    /// Decoded as it stands: the document's `story` object has these keys.
    struct Story: Sendable, Hashable, Decodable {
        /// The card's header line (12 pt bold) and the line under it (10 pt).
        var title: String
        var subtitle: String
        /// A placeholder picture name (`docs/writing-scenes.md`, named pictures).
        var picture: String
        var buttonTitle: String
    }

    /// The header image: the original's `thumbnailUrl`, here a placeholder picture name.
    var thumbnail: String
    var title: String
    var category: String
    var publishedAt: String
    var viewsCounter: Int
    var likesCounter: Int
    var paragraphs: [String]
    var story: Story
    var summaryTitle: String
    var summaryText: String
}
