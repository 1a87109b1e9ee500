import Foundation
import MotionScene
import Testing

@testable import StandardScenes

/// The article from JSON: the bundled documents, the `article` choice, and refused documents
/// named by field. Serialized: two tests install the process-wide `yours` article.
@Suite(.serialized)
struct ArticleContentTests {
    /// A valid document in the shape of the original's `SampleData/article.json`.
    static func valid() -> [String: Any] {
        [
            "id": 7, "thumbnailUrl": "forest-4", "title": "My own article", "category": "Notes",
            "publishedAt": "2026.01.02", "viewsCounter": 12, "likesCounter": 3,
            "paragraphs": [["text": "One."], ["text": "Two."], ["text": "Three."]],
            "story": ["title": "A story", "subtitle": "Updated today", "picture": "harbor-2", "buttonTitle": "Read"],
            "summaryTitle": "In short", "summaryText": "It works.",
        ]
    }

    static func document(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        var object = valid()
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test("every bundled article decodes, with its own title and counters", arguments: [ArticleChoice.harbour, .mountain])
    func bundled(choice: ArticleChoice) throws {
        let content = try #require(ArticleLibrary.bundled[choice])
        #expect(content != .missing(choice.rawValue))
        #expect(!content.title.isEmpty && !content.paragraphs.isEmpty && content.viewsCounter > 0)
    }

    @Test("the choice picks the article: its title in the header row, its counters counted")
    func choice() throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        let scene = ArticleScene.Runtime(
            screen: profile.screen(.portrait), parameters: ["article": .text("mountain")], at: 0)
        let frame = scene.frame(at: 2)
        #expect(frame.node(id: "nav.title")?.text == "Above the tree line")
        #expect(frame.state["viewsShown"] == .number(1275))
        #expect(frame.state["likesShown"] == .number(93))
        #expect(ArticleScene.Runtime.parameters(for: profile.screen(.portrait)).map(\.name).prefix(2) == ["scrollY", "article"])
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var message: String
        var change: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    static let refusals = [
        Refusal(name: "a number for a paragraph's text", message: "article content: paragraphs[2].text: expected a string") {
            $0["paragraphs"] = [["text": "One."], ["text": "Two."], ["text": 3]]
        },
        Refusal(name: "no title", message: "article content: title: missing") { $0["title"] = nil },
        Refusal(name: "a null picture", message: "article content: story.picture: expected a string, found null") {
            $0["story"] = ["title": "A", "subtitle": "B", "picture": NSNull(), "buttonTitle": "C"]
        },
        Refusal(name: "text for a counter", message: "article content: viewsCounter: expected a whole number") {
            $0["viewsCounter"] = "many"
        },
        Refusal(name: "a negative counter", message: "article content: likesCounter: expected 0 or more") {
            $0["likesCounter"] = -1
        },
        Refusal(name: "no paragraphs", message: "article content: paragraphs: expected at least one paragraph") {
            $0["paragraphs"] = [Any]()
        },
        Refusal(name: "an object for the paragraphs", message: "article content: paragraphs: expected an array") {
            $0["paragraphs"] = ["text": "One."]
        },
    ]

    @Test("a malformed document is refused with the field's name", arguments: refusals)
    func refused(refusal: Refusal) throws {
        let data = try Self.document(refusal.change)
        #expect(throws: ArticleContentError.self) { try ArticleDocument.content(from: data) }
        do {
            _ = try ArticleDocument.content(from: data)
        } catch {
            #expect(error.description == refusal.message)
        }
    }

    @Test("text that is not JSON is refused as a whole")
    func notJSON() {
        #expect(throws: ArticleContentError(field: nil, problem: "not a JSON document")) {
            try ArticleDocument.content(from: Data("{ title: ".utf8))
        }
    }

    @Test("--content installs the user's article as 'yours'; a refused one leaves it as it was")
    func receiveContent() throws {
        try ArticleScene.Runtime.receiveContent([UInt8](try Self.document()))
        #expect(ArticleLibrary.content(for: .yours).title == "My own article")
        let bad = try Self.document { $0["title"] = 5 }
        #expect(throws: ArticleContentError.self) { try ArticleScene.Runtime.receiveContent([UInt8](bad)) }
        #expect(ArticleLibrary.content(for: .yours).title == "My own article")
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-se"))
        let scene = ArticleScene.Runtime(screen: profile.screen(.portrait), parameters: ["article": .text("yours")], at: 0)
        #expect(scene.frame(at: 1).node(id: "nav.title")?.text == "My own article")
    }
}
