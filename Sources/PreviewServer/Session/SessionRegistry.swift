import MotionCore

/// Every live session by id, within `Limits.sessions`.
final class SessionRegistry: @unchecked Sendable {
    private let sessions = Locked<[String: Session]>([:])
    private let catalogs: Catalogs
    private let frameInterval: Double
    private let wakeClock: @Sendable () -> Void

    init(catalogs: Catalogs, frameInterval: Double, wakeClock: @escaping @Sendable () -> Void) {
        self.catalogs = catalogs
        self.frameInterval = frameInterval
        self.wakeClock = wakeClock
    }

    /// A session showing `scene` on `screen`, created at wall time `now`.
    func create(id: String? = nil, scene: any Scene, screen: Screen, now: Double) throws(APIError) -> Session {
        let id = id ?? SecureToken.make(bits: SecureToken.idBits)
        let state = SessionState(id: id, scene: scene, screen: screen, now: now, frameInterval: frameInterval)
        let session = Session(
            id: id, controlToken: SecureToken.make(bits: SecureToken.tokenBits), state: state, catalogs: catalogs,
            now: now, wakeClock: wakeClock)
        try sessions.withLock { sessions throws(APIError) in
            guard sessions.count < Limits.sessions else {
                throw APIError(status: 503, code: "too_many_sessions", "the server holds \(Limits.sessions) sessions")
            }
            sessions[id] = session
        }
        return session
    }

    func session(id: String) -> Session? {
        sessions.withLock { $0[id] }
    }

    var all: [Session] {
        sessions.withLock { Array($0.values) }
    }
}
