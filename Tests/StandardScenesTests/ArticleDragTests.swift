import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct ArticleDragTests {
    static func scene(scrollY: Double = 0) throws -> ArticleScene.Runtime {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        return ArticleScene.Runtime(screen: profile.screen(.portrait), parameters: ["scrollY": .number(scrollY)], at: 0)
    }

    static func drag(_ offset: Double) -> SceneEvent { SceneEvent(name: "drag", arguments: ["offset": .number(offset)]) }
    static func release(_ velocity: Double) -> SceneEvent {
        SceneEvent(name: "release", arguments: ["velocityY": .number(velocity)])
    }

    static func presented(_ scene: ArticleScene.Runtime, _ time: Double) -> Double {
        scene.presentedParameters(at: time)["scrollY"]?.number ?? .nan
    }

    @Test("scrollY is marked as the offset a vertical drag moves; drag and release are events")
    func contract() {
        let spec = ArticleScene.Runtime.parameters(for: Screen.iphoneXPortrait).first { $0.name == "scrollY" }
        #expect(spec?.dragAxis == .y)
        #expect(ArticleScene.Runtime.events.map(\.name) == ["pressStory", "drag", "release"])
        #expect(ArticleScene.Runtime.events.last?.arguments.map(\.name) == ["velocityY"])
    }

    @Test("pulling down past the top shows the rubber-banded offset and stretches the header")
    func pullDown() throws {
        var scene = try Self.scene()
        try scene.handle(Self.drag(-150), at: 1)
        // docs/physics.md: −(1 − 1/(150·0.55/812 + 1))·812 with the screen height as d.
        let expected = -(1 - 1 / (150 * 0.55 / 812 + 1)) * 812
        #expect(abs(Self.presented(scene, 1) - expected) < 1e-9)
        #expect(abs((scene.frame(at: 1).state["headerImageHeight"]?.doubleValue ?? .nan) - (244 - expected)) < 1e-9)
    }

    @Test("drag + release from the pull bounces back to the top and stops animating")
    func releaseBounces() throws {
        var scene = try Self.scene()
        try scene.handle(Self.drag(-150), at: 1)
        try scene.handle(Self.release(0), at: 1.1)
        #expect(scene.frame(at: 1.2).animating)
        #expect(Self.presented(scene, 1.2) < 0)
        let settled = scene.frame(at: 5)
        #expect(!settled.animating)
        #expect(Self.presented(scene, 5) == 0)
        #expect(settled.state["headerImageHeight"] == 244)
    }

    @Test("a fling up from far down starts the counters the moment their row comes into view")
    func flingStartsCounters() throws {
        // 600 lies inside the scroll range on iphone-x, with the counter row off screen.
        var scene = try Self.scene(scrollY: 600)
        #expect(scene.frame(at: 0.5).state["viewsShown"] == 0)
        try scene.handle(Self.drag(600), at: 1)
        try scene.handle(Self.release(-3000), at: 1)
        // The counter row's bottom: header 244 + the row's 24 (ArticleCounterTableViewCell.xib).
        let metaBottom = 244.0 + 24
        let lambda = 1000 * log(0.998)
        let entry = 1 + log(1 + (metaBottom - 600) * lambda / -3000) / lambda
        let halfway = scene.frame(at: entry + 0.4)
        // docs/scenes.md §1 (the original's numbers): half of the 0.8 s shows 1 − 0.5³ = 0.875 of the target.
        #expect(abs((halfway.state["viewsShown"]?.doubleValue ?? .nan) - 3280 * 0.875) <= 1)
        #expect(scene.frame(at: entry - 0.01).state["viewsShown"] == 0)
        // The fling overshoots the top and bounces back to rest at 0.
        #expect(Self.presented(scene, 10) == 0)
        #expect(!scene.frame(at: 10).animating)
    }

    @Test("a scrub during a fling stops it where the slider puts it")
    func scrubStopsFling() throws {
        var scene = try Self.scene(scrollY: 400)
        try scene.handle(Self.release(2000), at: 0)
        try scene.set(["scrollY": .number(250)], at: 0.2)
        #expect(Self.presented(scene, 0.2) == 250)
        #expect(Self.presented(scene, 2) == 250)
        #expect(!scene.frame(at: 2).animating)
    }
}

extension Screen {
    static var iphoneXPortrait: Screen {
        // The bundled catalog always holds iphone-x; the tests above #require it too.
        (try? DeviceCatalog.bundled().profile(id: "iphone-x"))!.screen(.portrait)
    }
}
