import Foundation
import MotionScene

/// Which article the scene shows: one bundled with the package (`Articles/*.json`), or the
/// one given with `serve --content FILE` / `render --content FILE`.
public enum ArticleChoice: String, SceneChoice {
    case harbour, mountain, yours
}

/// The articles the scene can show. The bundled ones are decoded once, on first use; the
/// user's own is installed by the command line before the server starts.
enum ArticleLibrary {
    static let bundled: [ArticleChoice: ArticleContent] = {
        var articles: [ArticleChoice: ArticleContent] = [:]
        for choice in ArticleChoice.allCases where choice != .yours {
            articles[choice] = loadBundled(choice.rawValue)
        }
        return articles
    }()

    private static let lock = NSLock()
    // Written once by `install` (the CLI, before any scene exists), read afterwards; the lock
    // makes both visible across threads, as `CommandScenes` does for the scene catalog.
    nonisolated(unsafe) private static var installed: ArticleContent?

    /// Makes `content` the `yours` choice.
    static func install(_ content: ArticleContent) {
        lock.withLock { installed = content }
    }

    static var yours: ArticleContent? {
        lock.withLock { installed }
    }

    static func content(for choice: ArticleChoice) -> ArticleContent {
        if choice == .yours { return yours ?? .noUserContent }
        return bundled[choice] ?? .missing(choice.rawValue)
    }

    /// Every article a session can pick: the scroll range is laid out for the longest.
    static var all: [ArticleContent] {
        ArticleChoice.allCases.map(content(for:))
    }

    /// A bundled document that cannot be read is a packaging bug; the page says so on the
    /// article itself rather than the server stopping (the tests decode every bundled file).
    private static func loadBundled(_ name: String) -> ArticleContent {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Articles"),
            let data = try? Data(contentsOf: url)
        else { return .missing(name) }
        do {
            return try ArticleDocument.content(from: data)
        } catch {
            return .missing("\(name): \(error)")
        }
    }
}

extension ArticleContent {
    /// Shown for the `yours` choice when no `--content FILE` was given.
    static let noUserContent = placeholder(
        title: "Your article",
        text: "Start the server with `serve --content FILE` (a JSON document shaped like Articles/harbour.json) to see your own article here.")

    static func missing(_ name: String) -> ArticleContent {
        placeholder(title: "Article not found", text: "The bundled article '\(name)' could not be read.")
    }

    private static func placeholder(title: String, text: String) -> ArticleContent {
        ArticleContent(
            thumbnail: "sea-1", title: title, category: "", publishedAt: "", viewsCounter: 0, likesCounter: 0,
            paragraphs: [text],
            story: Story(title: "", subtitle: "", picture: "harbor-1", buttonTitle: ""), summaryTitle: "", summaryText: "")
    }
}
