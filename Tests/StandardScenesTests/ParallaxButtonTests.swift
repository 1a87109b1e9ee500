import MotionScene
import Testing

@testable import StandardScenes

/// The list rows' "記事を読む" button (docs/scenes.md §4): its wrapper presses to
/// 0.9 over 0.16 s, ease-in-ease-out, and back; touch-up-inside opens the article in the
/// completion of its animation.
struct ParallaxButtonTests {
    static func scene(scrollY: Double = 0) throws -> ParallaxListScene.Runtime {
        ParallaxListScene.Runtime(screen: try Probe.screen("iphone-x"), parameters: ["scrollY": .number(scrollY)], at: 0)
    }

    static func press(_ row: Int, _ phase: String) -> SceneEvent {
        SceneEvent(name: "pressArticle", arguments: ["index": .number(Double(row)), "phase": .text(phase)])
    }

    static func scale(_ frame: SceneFrame, row: Int) -> Double {
        ParallaxListTests.cells(frame)[row]?["buttonScale"]?.doubleValue ?? .nan
    }

    /// easeInEaseOut is symmetric (its control points mirror about the centre), so half the
    /// duration is exactly half the way; the scale is 1 + (target − 1)·eased.
    static let pressTable: [(seconds: Double, scale: Double)] = [(0, 1), (0.08, 0.95), (0.16, 0.9), (0.5, 0.9)]

    @Test("down scales the row's button to 0.9: 1 at 0 s, 0.95 at 0.08 s, 0.9 at 0.16 s", arguments: pressTable)
    func pressDown(seconds: Double, scale: Double) throws {
        var scene = try Self.scene()
        try scene.handle(Self.press(1, "down"), at: 2)
        let frame = scene.frame(at: 2 + seconds)
        #expect(abs(Self.scale(frame, row: 1) - scale) < 1e-9)
        #expect(Self.scale(frame, row: 0) == 1)
        #expect(frame.node(id: "cell.1.button")?.transform == .scale(Self.scale(frame, row: 1)))
        #expect(frame.state["articleOpenedRow"] == .null)
    }

    @Test("up inside returns to 1 over 0.16 s and opens the article when that completes", arguments: pressTable)
    func upInside(seconds: Double, scale: Double) throws {
        var scene = try Self.scene()
        try scene.handle(Self.press(1, "down"), at: 2)
        try scene.handle(Self.press(1, "upInside"), at: 3)
        let frame = scene.frame(at: 3 + seconds)
        // Mirror of the press: 0.9 + (1 − 0.9)·eased.
        #expect(abs(Self.scale(frame, row: 1) - (1.9 - scale)) < 1e-9)
        let fired = seconds >= 0.16
        #expect(frame.state["articleOpenedRow"] == (fired ? .number(1) : .null))
        #expect(frame.animating == !fired)
    }

    @Test("the action fires at the completion, not a moment before")
    func firesAtCompletion() throws {
        var scene = try Self.scene()
        try scene.handle(Self.press(0, "down"), at: 0)
        try scene.handle(Self.press(0, "upInside"), at: 1)
        #expect(scene.frame(at: 1.159).state["articleOpenedRow"] == .null)
        #expect(scene.frame(at: 1.16).state["articleOpenedRow"] == .number(0))
    }

    @Test("up outside returns to 1 and opens nothing")
    func upOutside() throws {
        var scene = try Self.scene()
        try scene.handle(Self.press(0, "down"), at: 0)
        try scene.handle(Self.press(0, "upOutside"), at: 1)
        let frame = scene.frame(at: 2)
        #expect(Self.scale(frame, row: 0) == 1)
        #expect(frame.state["articleOpenedRow"] == .null)
    }

    @Test(
        "impossible touches are refused, naming the field, and change nothing",
        arguments: [
            ([(0, "upInside")], "phase"), ([(0, "down"), (0, "down")], "phase"), ([(0, "down"), (1, "down")], "index"),
            ([(5, "down")], "index"),
        ] as [([(Int, String)], String)])
    func refused(sequence: [(Int, String)], field: String) throws {
        var scene = try Self.scene()
        for (row, phase) in sequence.dropLast() { try scene.handle(Self.press(row, phase), at: 0) }
        let before = scene.frame(at: 0.5)
        let last = try #require(sequence.last)
        let error = #expect(throws: SceneError.self) { try scene.handle(Self.press(last.0, last.1), at: 0.1) }
        #expect(error?.field == field)
        #expect(scene.frame(at: 0.5) == before)
    }
}
