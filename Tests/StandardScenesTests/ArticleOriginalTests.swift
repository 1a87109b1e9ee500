import MotionScene
import Testing

@testable import StandardScenes

/// The original's numbers (docs/scenes.md §1; fumiyasac/InteractiveUISample), typed in
/// from that text, never from the scene's own output.
struct ArticleOriginalTests {
    /// `ArticleViewController`: Nav 88.5 where the status bar is taller than 20, else 64.
    static let navCases = [
        ArticleStateTests.Profile(device: "iphone-se", orientation: .portrait, statusBar: 20, imageHeight: 200, navHeight: 64),
        ArticleStateTests.Profile(device: "iphone-x", orientation: .portrait, statusBar: 44, imageHeight: 244, navHeight: 88.5),
        ArticleStateTests.Profile(
            device: "iphone-15-pro-max", orientation: .portrait, statusBar: 54, imageHeight: 244, navHeight: 88.5),
        ArticleStateTests.Profile(device: "iphone-17-pro", orientation: .portrait, statusBar: 62, imageHeight: 244, navHeight: 88.5),
    ]

    static func scene(_ device: String, scrollY: Double = 0, article: String? = nil) throws -> ArticleScene.Runtime {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: device))
        var parameters: [String: ParameterValue] = ["scrollY": .number(scrollY)]
        if let article { parameters["article"] = .text(article) }
        return ArticleScene.Runtime(screen: profile.screen(.portrait), parameters: parameters, at: 0)
    }

    static func number(_ frame: SceneFrame, _ key: String) -> Double {
        frame.state[key]?.doubleValue ?? .nan
    }

    @Test("Nav, its alpha and the title row at several offsets", arguments: navCases)
    func navigationHeader(profile: ArticleStateTests.Profile) throws {
        let hidden = profile.imageHeight - profile.navHeight
        for scrollY in [-100.0, 0, 50, hidden / 2, hidden, 300] {
            let frame = try Self.scene(profile.device, scrollY: scrollY).frame(at: 1)
            let nav = try #require(frame.node(id: "nav"))
            #expect(nav.frame.height == profile.navHeight, "\(scrollY)")
            #expect(abs(Self.number(frame, "navInvisibleHeight") - hidden) < 1e-9)
            #expect(abs((nav.alpha ?? 1) - min(max(scrollY / hidden, 0), 1)) < 1e-9, "\(scrollY)")
            let top = profile.statusBar + max(hidden - scrollY, 0)
            #expect(abs(Self.number(frame, "navContentTop") - top) < 1e-9, "\(scrollY)")
        }
    }

    /// docs/scenes.md §1: shown fraction 0.578 / 0.875 / 0.984 at 0.2 / 0.4 / 0.6 s (rounded to
    /// three places, hence the tolerance), the whole number truncated.
    @Test(
        "counters follow 1 − (1 − p)³ over 0.8 s",
        arguments: [(0.0, 0.0), (0.2, 0.578), (0.4, 0.875), (0.6, 0.984), (0.8, 1.0), (1.5, 1.0)])
    func counters(time: Double, fraction: Double) throws {
        let frame = try Self.scene("iphone-x").frame(at: time)
        for (key, target) in [("viewsShown", 3280.0), ("likesShown", 486.0)] {
            let shown = Self.number(frame, key)
            #expect(shown == shown.rounded(.towardZero), "\(key) is a whole number")
            #expect(abs(shown - target * fraction) <= target * 0.0005 + 1, "\(key) at \(time)")
        }
    }

    /// `showArticle`: `UIView.animate(withDuration: 0.26) { alpha = 1 }` from alpha 0; the
    /// default curve, ease-in-ease-out, is symmetric, so half the time is half the alpha.
    @Test("the table fades in from 0 to 1 over 0.26 s from the load", arguments: [(0.0, 0.0), (0.13, 0.5), (0.26, 1.0), (2.0, 1.0)])
    func tableFadeIn(time: Double, alpha: Double) throws {
        let frame = try Self.scene("iphone-se").frame(at: time)
        #expect(abs(Self.number(frame, "tableAlpha") - alpha) < 1e-6)
        #expect(abs((frame.node(id: "table")?.alpha ?? 1) - alpha) < 1e-6)
        // The navigation header is not part of the table: its alpha follows the offset only.
        #expect((frame.node(id: "nav")?.alpha ?? 1) == 0)
    }

    @Test("picking another article loads it: the fade starts again from that moment")
    func reloadFades() throws {
        var scene = try Self.scene("iphone-x")
        try scene.set(["article": .text("mountain")], at: 5)
        for (time, alpha) in [(5.0, 0.0), (5.13, 0.5), (5.26, 1.0)] {
            #expect(abs(Self.number(scene.frame(at: time), "tableAlpha") - alpha) < 1e-6, "\(time)")
        }
        #expect(scene.frame(at: 6).node(id: "nav.title")?.text == "Above the tree line")
    }

    @Test("colours: navigationColor #76B6E2 behind the header row, pointColor #7182FF on the counters")
    func colours() throws {
        let frame = try Self.scene("iphone-x").frame(at: 1)
        #expect(frame.node(id: "nav")?.fill == .color("#76b6e2"))
        #expect(frame.node(id: "counter.views")?.color == "#7182ff")
        #expect(frame.node(id: "counter.likes")?.color == "#7182ff")
        let screen = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(.portrait)
        let story = ArticleLayout(screen: screen, content: ArticleLibrary.content(for: .harbour)).cells.storyFrame
        let atStory = try Self.scene("iphone-x", scrollY: story.minY - 100).frame(at: 1)
        #expect(atStory.node(id: "story.button")?.fill == .color("#76b6e2"))
    }

    @Test("header row: back button 40 × 44, arrow at x = 8, title bold 16 white")
    func headerRow() throws {
        let frame = try Self.scene("iphone-x", scrollY: 200).frame(at: 1)
        #expect(frame.node(id: "nav.content")?.frame.height == 44)
        #expect(frame.node(id: "nav.back")?.frame == Rect(x: 0, y: 0, width: 40, height: 44))
        #expect(frame.node(id: "nav.back.arrow")?.frame.x == 8)
        let title = try #require(frame.node(id: "nav.title"))
        #expect(title.font?.size == 16)
        #expect((title.font?.weight ?? 0) >= 600)
        #expect(title.color == "#ffffff")
    }

    @Test("rows from the xibs: counter 24 under the header, story 360 with image 173.5 and a 220 × 44 button in a 66 footer", arguments: navCases)
    func rows(profile: ArticleStateTests.Profile) throws {
        let scrollY = 40.0
        let frame = try Self.scene(profile.device, scrollY: scrollY).frame(at: 1)
        let counter = try #require(frame.node(id: "counter"))
        #expect(counter.frame.y == profile.imageHeight - scrollY)
        #expect(counter.frame.height == 24)
        let views = try #require(frame.node(id: "counter.views"))
        #expect(views.frame.x == 15)
        #expect(views.font?.size == 14)
        #expect(frame.node(id: "counter.views.label")?.text == "Views")
        #expect(frame.node(id: "counter.views.label")?.font?.size == 9)
        #expect(frame.node(id: "counter.likes.label")?.text == "Likes")
        let description = try #require(frame.node(id: "description"))
        #expect(description.frame.y == counter.frame.maxY)
        #expect(frame.node(id: "description.title.line.0")?.font?.size == 14)
        #expect(frame.node(id: "description.meta")?.frame.height == 56)
        #expect(frame.node(id: "description.body.0.line.0")?.font?.size == 12)

        let layout = ArticleLayout(
            screen: try #require(try DeviceCatalog.bundled().profile(id: profile.device)).screen(.portrait),
            content: ArticleLibrary.content(for: .harbour))
        let storyScene = try Self.scene(profile.device, scrollY: layout.cells.storyFrame.minY - 100)
        let storyFrame = storyScene.frame(at: 1)
        #expect(storyFrame.node(id: "story")?.frame.height == 360)
        #expect(storyFrame.node(id: "story.card.image")?.frame.height == 173.5)
        let card = try #require(storyFrame.node(id: "story.card"))
        let button = try #require(storyFrame.node(id: "story.button"))
        #expect(button.frame.size == Size(width: 220, height: 44))
        // Centred in the 66-pt footer at the card's bottom.
        #expect(abs(button.frame.midY - (card.frame.height - 33)) < 1e-9)
        #expect(abs(button.frame.midX - card.frame.width / 2) < 1e-9)
        #expect(layout.cells.summaryFrame.minY == layout.cells.storyFrame.maxY)
    }
}
