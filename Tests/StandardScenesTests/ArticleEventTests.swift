import MotionScene
import Testing

@testable import StandardScenes

struct ArticleEventTests {
    static func makeScene(scrollY: Double = 0, device: String = "iphone-x") throws -> ArticleScene.Runtime {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: device))
        return ArticleScene.Runtime(screen: profile.screen(.portrait), parameters: ["scrollY": .number(scrollY)], at: 0)
    }

    static func press(_ phase: String) -> SceneEvent {
        SceneEvent(name: "pressStory", arguments: ["phase": .text(phase)])
    }

    static func number(_ frame: SceneFrame, _ key: String) -> Double {
        frame.state[key]?.doubleValue ?? .nan
    }

    @Test("press down scales the button to 0.94 over 0.16 s, ease-in-ease-out")
    func pressDown() throws {
        var scene = try Self.makeScene()
        try scene.handle(Self.press("down"), at: 2)
        let halfway = scene.frame(at: 2.08)
        // easeInEaseOut is symmetric: at half the duration it is exactly half way.
        #expect(abs(Self.number(halfway, "storyButtonScale") - 0.97) < 1e-9)
        #expect(halfway.animating)
        let quarter = scene.frame(at: 2.04)
        let expected = 1 - 0.06 * 0.129162  // docs/physics.md: easeInEaseOut(0.25) = 0.129162
        #expect(abs(Self.number(quarter, "storyButtonScale") - expected) < 1e-6)
        let done = scene.frame(at: 2.16)
        #expect(Self.number(done, "storyButtonScale") == 0.94)
        #expect(scene.frame(at: 3).state["storyActionFired"] == .bool(false))
    }

    @Test("up inside returns to 1 and fires the action when its animation completes")
    func upInsideFires() throws {
        var scene = try Self.makeScene()
        try scene.handle(Self.press("down"), at: 2)
        try scene.handle(Self.press("upInside"), at: 2.5)
        #expect(scene.frame(at: 2.6).state["storyActionFired"] == .bool(false))
        #expect(scene.frame(at: 2.6).animating)
        let done = scene.frame(at: 2.66)
        #expect(done.state["storyActionFired"] == .bool(true))
        #expect(Self.number(done, "storyButtonScale") == 1)
    }

    @Test("up outside returns to 1 without firing")
    func upOutside() throws {
        var scene = try Self.makeScene()
        try scene.handle(Self.press("down"), at: 0)
        try scene.handle(Self.press("upOutside"), at: 1)
        #expect(scene.frame(at: 2).state["storyActionFired"] == .bool(false))
        #expect(Self.number(scene.frame(at: 2), "storyButtonScale") == 1)
    }

    @Test("a release during the press animation starts from the presented scale, no jump")
    func releaseMidway() throws {
        var scene = try Self.makeScene()
        try scene.handle(Self.press("down"), at: 0)
        let presented = Self.number(scene.frame(at: 0.08), "storyButtonScale")
        try scene.handle(Self.press("upInside"), at: 0.08)
        #expect(abs(Self.number(scene.frame(at: 0.08), "storyButtonScale") - presented) < 1e-12)
    }

    @Test("impossible press sequences are refused", arguments: [["upInside"], ["upOutside"], ["down", "down"]])
    func refused(sequence: [String]) throws {
        var scene = try Self.makeScene()
        for phase in sequence.dropLast() { try scene.handle(Self.press(phase), at: 0) }
        #expect(throws: SceneError.self) { try scene.handle(Self.press(sequence.last ?? ""), at: 0) }
    }

    @Test("counters count up over the original's 0.8 s once their row is visible, then rest")
    func countersRun() throws {
        let scene = try Self.makeScene()
        #expect(Self.number(scene.frame(at: 0), "viewsShown") == 0)
        let half = scene.frame(at: 0.4)
        // docs/scenes.md §1 (the original's numbers): the shown fraction at 0.4 s is 0.875 (1 − 0.5³).
        #expect(abs(Self.number(half, "viewsShown") - 3280 * 0.875) <= 1)
        #expect(abs(Self.number(half, "likesShown") - 486 * 0.875) <= 1)
        #expect(half.animating)
        let done = scene.frame(at: 0.8)
        #expect(Self.number(done, "viewsShown") == 3280)
        #expect(Self.number(done, "likesShown") == 486)
        #expect(!scene.frame(at: 1).animating)
        // The original's label shows `Int(value)`: no grouping separator.
        #expect(done.node(id: "counter.views")?.text == "3280")
        #expect(done.node(id: "counter.likes")?.text == "486")
    }

    @Test("counters wait until their row scrolls into view, and start only once")
    func countersWait() throws {
        var scene = try Self.makeScene(scrollY: 1200)
        #expect(Self.number(scene.frame(at: 5), "viewsShown") == 0)
        #expect(!scene.frame(at: 5).animating)
        try scene.set(["scrollY": .number(0)], at: 5)
        #expect(Self.number(scene.frame(at: 5.5), "viewsShown") > 0)
        #expect(Self.number(scene.frame(at: 6), "viewsShown") == 3280)
        try scene.set(["scrollY": .number(1200)], at: 7)
        try scene.set(["scrollY": .number(0)], at: 8)
        #expect(Self.number(scene.frame(at: 8.1), "viewsShown") == 3280)
    }
}
