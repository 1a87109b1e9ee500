import MotionScene

@testable import PreviewServer

extension SessionRegistry {
    /// Tests' epoch: any fixed reading will do, since every time in a test is passed in.
    static let testEpochClock = EpochClock(monotonic: 0, epoch: 1_700_000_000)

    /// A registry for tests: in-memory store unless given one, no frame clock to wake.
    static func testing(
        catalogs: Catalogs = SessionStateTests.catalogs, store: any SessionStore = InMemorySessionStore(),
        capacity: Int = Limits.sessions, lanes: Int = 1, epochClock: EpochClock = testEpochClock
    ) -> SessionRegistry {
        SessionRegistry(
            catalogs: catalogs, frameInterval: 1.0 / 60, store: store, epochClock: epochClock, capacity: capacity,
            lanes: lanes, wakeClock: { _ in })
    }

    /// A new session showing `type` with its default parameters on the tests' screen.
    func create(_ type: any Scene.Type, id: String? = nil, now: Double) throws(APIError) -> Session {
        let screen = SessionStateTests.screen
        let origin = SceneOrigin(sceneID: type.id, screen: screen, parameters: type.defaultParameters(for: screen), time: 0)
        return try create(id: id, origin: origin, now: now).session
    }
}
