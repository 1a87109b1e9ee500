import MotionScene

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
            if sessions.count >= Limits.sessions, let idle = Self.longestIdle(in: sessions, now: now) {
                sessions[idle] = nil
            }
            guard sessions.count < Limits.sessions else {
                throw APIError(status: 503, code: "too_many_sessions", "the server holds \(Limits.sessions) sessions")
            }
            sessions[id] = session
        }
        return session
    }

    /// The session idle longest, if it has been idle at least `Limits.idleSessionSeconds`;
    /// `default` is never evicted (the page opened with no link relies on it).
    private static func longestIdle(in sessions: [String: Session], now: Double) -> String? {
        sessions.values
            .filter { $0.id != Self.defaultID }
            .compactMap { session in session.idleSince.map { (session.id, $0) } }
            .filter { now - $0.1 >= Limits.idleSessionSeconds }
            .min { $0.1 < $1.1 }?.0
    }

    static let defaultID = "default"

    func session(id: String) -> Session? {
        sessions.withLock { $0[id] }
    }

    var all: [Session] {
        sessions.withLock { Array($0.values) }
    }
}
