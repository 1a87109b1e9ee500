import MotionScene
import Testing

@testable import PreviewServer

/// A stored session restored by code whose parameters changed (what `dev` does on every save):
/// it keeps what still fits, clamps numbers into new ranges, and names what it dropped.
@Suite struct RestoreWhatFitsTests {
    static let screen = SessionStateTests.screen
    /// Stored by older code that also had a parameter `gone`.
    static let origin = SceneOrigin(
        sceneID: TestScrollScene.id, screen: screen,
        parameters: TestScrollScene.defaultParameters(for: screen).merging(["gone": .number(1)]) { $1 }, time: 0)

    struct Case: Sendable, CustomTestStringConvertible {
        var set: JSONObject
        var scrollY: Double
        var mode: String
        var dropped: [String]
        var testDescription: String { "\(set) → \(dropped)" }
    }

    @Test("the journal's set keeps the values that fit and drops the rest", arguments: [
        Case(set: JSONObject(["scrollY": 120, "renamed": 3]), scrollY: 120, mode: "plain", dropped: ["gone", "renamed"]),
        Case(set: JSONObject(["scrollY": 99_999, "mode": "fancy"]), scrollY: screen.height * 2, mode: "fancy", dropped: ["gone"]),
        Case(set: JSONObject(["scrollY": "far", "mode": "gone-mode"]), scrollY: 0, mode: "plain", dropped: ["gone", "mode", "scrollY"]),
    ])
    func keepsWhatFits(_ row: Case) throws {
        let store = InMemorySessionStore()
        let epoch = SessionRegistry.testEpochClock.epoch(at: 10)
        try store.save(
            StoredSession(
                id: "older", tokenHash: TokenHash.of("token"), origin: Self.origin,
                journal: [StoredInput(time: 0.5, body: JSONObject(["set": .object(row.set)]))],
                clock: StoredClock(time: 2, epoch: epoch, speed: 1, paused: false), loop: false, activeAt: epoch))
        let registry = SessionRegistry.testing(catalogs: SessionStateTests.catalogs, store: store)
        let report = try registry.restore(now: 10, sessionLifetimeSeconds: 86_400)
        #expect(report.restored == ["older"])
        let state = try #require(registry.session(id: "older")?.state)
        #expect(state.scene.parameters["scrollY"] == .number(row.scrollY))
        #expect(state.scene.parameters["mode"] == .text(row.mode))
        #expect(state.droppedOnRestore == row.dropped)
        #expect(state.sessionJSON["dropped"] == .array(row.dropped.map { .string($0) }))
    }
}
