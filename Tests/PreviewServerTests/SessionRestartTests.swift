import MotionScene
import Testing

@testable import PreviewServer

/// What a restart keeps and what it changes: the clock goes on through the downtime, `default`
/// gets a new token while shared sessions keep theirs, a loop starts again, old sessions expire.
@Suite struct SessionRestartTests {
    /// The restarted process: its monotonic clock reads 5 s when 100 s of wall time have passed
    /// since the tests' epoch reading.
    static let laterProcess = EpochClock(
        monotonic: 5, epoch: SessionRegistry.testEpochClock.epoch + 100)

    static func restart(_ store: any SessionStore, lifetime: Double = 86_400) throws -> (SessionRegistry, RestoreReport) {
        let registry = SessionRegistry(
            catalogs: SessionStateTests.catalogs, frameInterval: 1.0 / 60, store: store, epochClock: laterProcess,
            wakeClock: { _ in })
        return (registry, try registry.restore(now: 5, sessionLifetimeSeconds: lifetime))
    }

    @Test(arguments: [
        (paused: false, speed: 1.0, expectedTime: 100.0),
        (paused: false, speed: 0.5, expectedTime: 50.0 + 10),
        (paused: true, speed: 1.0, expectedTime: 20.0),
    ])
    func theClockGoesOnThroughTheDowntimeUnlessPaused(paused: Bool, speed: Double, expectedTime: Double) throws {
        let store = InMemorySessionStore()
        let session = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        _ = try session.apply(SessionInput(speed: speed, paused: paused), now: 20)
        let restored = try #require(try Self.restart(store).0.session(id: session.id))
        #expect(abs(restored.state.clock.time(at: 5) - expectedTime) < 1e-6)
        #expect(restored.state.clock.paused == paused)
        #expect(restored.state.clock.speed == speed)
    }

    @Test func aBounceThatEndedDuringTheDowntimeHasEnded() throws {
        let store = InMemorySessionStore()
        let session = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        _ = try session.apply(SessionInput(event: ("bounce", JSONObject())), now: 1)
        #expect(session.state.animating)
        let restored = try #require(try Self.restart(store).0.session(id: session.id)).state
        #expect(!restored.animating)
        #expect(try JSONParser.parse(restored.frameJSON)["state"]?["offset"] == 40)
    }

    @Test func defaultGetsANewTokenAndASharedSessionKeepsItsOwn() throws {
        let store = InMemorySessionStore()
        let registry = SessionRegistry.testing(store: store)
        let (defaultSession, defaultToken) = try registry.create(
            id: SessionRegistry.defaultID, origin: Self.origin, now: 0)
        let (shared, sharedToken) = try registry.create(origin: Self.origin, now: 0)
        let (restarted, report) = try Self.restart(store)
        let newToken = try #require(report.defaultControlToken)
        #expect(newToken != defaultToken)
        let restoredDefault = try #require(restarted.session(id: defaultSession.id))
        #expect(restoredDefault.isControlled(by: newToken))
        #expect(!restoredDefault.isControlled(by: defaultToken))
        #expect(store.sessions().first { $0.id == SessionRegistry.defaultID }?.tokenHash == TokenHash.of(newToken))
        #expect(try #require(restarted.session(id: shared.id)).isControlled(by: sharedToken))
    }

    @Test func aLoopingSessionStartsItsLoopAgain() throws {
        let store = InMemorySessionStore()
        let session = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        _ = try session.apply(SessionInput(event: ("bounce", JSONObject()), loop: true), now: 1)
        let restored = try #require(try Self.restart(store).0.session(id: session.id)).state
        #expect(restored.loop)
        #expect(restored.recording?.event.name == "bounce")
        #expect(restored.animating, "the restored loop runs its animation again")
    }

    @Test func sessionsNobodyDroveForLongerThanTheLifetimeExpire() throws {
        let store = InMemorySessionStore()
        let registry = SessionRegistry.testing(store: store)
        let idle = try registry.create(origin: Self.origin, now: 0).session
        let driven = try registry.create(origin: Self.origin, now: 0).session
        _ = try driven.apply(SessionInput(changes: JSONObject(["scrollY": 5])), now: 90)
        let (restarted, report) = try Self.restart(store, lifetime: 50)
        #expect(report.expired == [idle.id])
        #expect(restarted.session(id: idle.id) == nil)
        #expect(restarted.session(id: driven.id) != nil)
    }

    @Test func aSessionWhoseSceneIsGoneIsSkippedAndKept() throws {
        var stored = SessionStoreTests.session("lost", activeAt: Self.laterProcess.epoch)
        stored.origin.sceneID = "no-such-scene"
        stored.journal = []
        let store = InMemorySessionStore([stored])
        let (restarted, report) = try Self.restart(store)
        #expect(restarted.session(id: "lost") == nil)
        #expect(report.skipped.map(\.kind) == [.unrestorable])
        #expect(store.sessions().map(\.id) == ["lost"])
    }

    static let origin = SceneOrigin(
        sceneID: TestScrollScene.id, screen: SessionStateTests.screen,
        parameters: TestScrollScene.defaultParameters(for: SessionStateTests.screen), time: 0)
}

/// A journal that reached its limit rests at the next quiet input: the stored session starts
/// again from the parameters shown, and still restores to what the live session shows.
@Suite struct JournalLimitTests {
    @Test func aFullJournalRestsAtTheNextQuietInputAndStillRestoresExactly() throws {
        let catalogs = SessionStateTests.catalogs
        var state = try SessionState(id: "s", origin: SessionRestartTests.origin, catalogs: catalogs, now: 0)
        var stored = state.stored(tokenHash: "h", now: 0, epoch: 0)
        var origins: [SceneOrigin?] = []
        for (index, scrollY) in [10.0, 20, 30, 40, 50].enumerated() {
            let (_, update) = try state.applyJournaled(
                SessionInput(changes: JSONObject(["scrollY": .number(scrollY)])), catalogs: catalogs,
                now: Double(index + 1), epoch: Double(index + 1), journalLimit: 3)
            let written = try #require(update)
            stored.apply(written)
            origins.append(written.origin)
        }
        // Three inputs fill the journal; the fourth rests first, and the fifth appends again.
        #expect(origins.map { $0 != nil } == [false, false, false, true, false])
        #expect(origins[3]?.parameters["scrollY"] == .number(30))
        #expect(stored.journal.map { $0.body["set"]?["scrollY"] } == [40, 50])
        let restored = try SessionState(restoring: stored, catalogs: catalogs, now: 5, epoch: 5, frameInterval: 1.0 / 60)
        #expect(restored.scene.frame(at: 6) == state.scene.frame(at: 6))
    }
}
