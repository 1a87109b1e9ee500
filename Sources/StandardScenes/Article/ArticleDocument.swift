import Foundation

/// The JSON form of an article: the keys of the original's `SampleData/article.json`
/// (`thumbnailUrl`, `title`, `category`, `publishedAt`, `viewsCounter`, `likesCounter`,
/// `summaryTitle`, `summaryText`), with `paragraphs` in place of its single `mainText` and a
/// `story` object for the card. Every key is required: a document that leaves one out is
/// refused by name rather than shown with a blank.
struct ArticleDocument: Decodable, Sendable {
    struct Paragraph: Decodable, Sendable {
        var text: String
    }

    var thumbnailUrl: String
    var title: String
    var category: String
    var publishedAt: String
    var viewsCounter: Int
    var likesCounter: Int
    var paragraphs: [Paragraph]
    var story: ArticleContent.Story
    var summaryTitle: String
    var summaryText: String

    /// Decodes and checks a document; errors name the field (`ArticleContentError`).
    static func content(from json: Data) throws(ArticleContentError) -> ArticleContent {
        let document: ArticleDocument
        do {
            document = try JSONDecoder().decode(ArticleDocument.self, from: json)
        } catch let error as DecodingError {
            throw ArticleContentError(error)
        } catch {
            throw ArticleContentError(field: nil, problem: "\(error)")
        }
        return try document.checked()
    }

    /// What JSON's types cannot say: counters count, and there is something to read.
    private func checked() throws(ArticleContentError) -> ArticleContent {
        if viewsCounter < 0 { throw ArticleContentError(field: "viewsCounter", problem: "expected 0 or more") }
        if likesCounter < 0 { throw ArticleContentError(field: "likesCounter", problem: "expected 0 or more") }
        if paragraphs.isEmpty { throw ArticleContentError(field: "paragraphs", problem: "expected at least one paragraph") }
        return ArticleContent(
            thumbnail: thumbnailUrl, title: title, category: category, publishedAt: publishedAt,
            viewsCounter: viewsCounter, likesCounter: likesCounter, paragraphs: paragraphs.map(\.text),
            story: story,
            summaryTitle: summaryTitle, summaryText: summaryText)
    }
}
