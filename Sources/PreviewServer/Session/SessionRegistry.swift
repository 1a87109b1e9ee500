import MotionScene

/// Every live session by id, at most `capacity` of them, each kept in the store from the moment
/// it exists until its lifetime expires: a session unloaded to make room, or left out of a
/// restart's restore, is brought back from the store when it is next opened.
final class SessionRegistry: Sendable {
    private let sessions: Locked<LiveSessions>
    let catalogs: Catalogs
    let frameInterval: Double
    let store: any SessionStore
    let epochClock: EpochClock
    /// Live sessions at once (`ServerConfiguration.maxSessions`).
    let capacity: Int
    /// The frame clock's lanes, among which new sessions are spread (`FrameClock`).
    let lanes: Int
    /// Wakes the frame clock's thread of a lane.
    private let wakeClock: @Sendable (_ lane: Int) -> Void

    init(
        catalogs: Catalogs, frameInterval: Double, store: any SessionStore, epochClock: EpochClock,
        capacity: Int = Limits.sessions, lanes: Int = 1, wakeClock: @escaping @Sendable (_ lane: Int) -> Void
    ) {
        precondition(capacity >= 1, "a registry holds at least the default session")
        precondition(lanes >= 1, "a frame clock has at least one lane")
        self.capacity = capacity
        self.lanes = lanes
        sessions = Locked(LiveSessions(lanes: lanes))
        self.catalogs = catalogs
        self.frameInterval = frameInterval
        self.store = store
        self.epochClock = epochClock
        self.wakeClock = wakeClock
    }

    /// A new session showing the scene `origin` describes with `playback` applied, created at
    /// wall time `now` and stored before it is returned (503 when the store cannot take it, and
    /// then there is no session), with its control token.
    func create(id: String? = nil, origin: SceneOrigin, playback: SessionInput? = nil, now: Double) throws(APIError)
        -> (session: Session, controlToken: String)
    {
        let id = id ?? SecureToken.make(bits: SecureToken.idBits)
        var state = try SessionState(id: id, origin: origin, catalogs: catalogs, now: now, frameInterval: frameInterval)
        // Playback lives in the stored clock and loop flag: nothing to journal.
        if let playback { _ = try state.apply(playback, catalogs: catalogs, now: now) }
        let token = SecureToken.make(bits: SecureToken.tokenBits)
        let session = makeSession(state: state, tokenHash: TokenHash.of(token), now: now)
        try admit(session, now: now) { () throws(StoreError) in
            try store.save(state.stored(tokenHash: session.tokenHash, now: now, epoch: epochClock.epoch(at: now)))
        }
        return (session, token)
    }

    /// A copy of `source` under a new id and control token: the scene keeps its history (the
    /// counters that ran, the cells that faded in), and the store gets the source's rest point
    /// and journal, so the copy restores after a restart exactly as the source would.
    func copy(of source: Session, now: Double) throws(APIError) -> (session: Session, controlToken: String) {
        let (state, stored) = try source.copySource()
        let copy = state.copy(id: SecureToken.make(bits: SecureToken.idBits))
        let token = SecureToken.make(bits: SecureToken.tokenBits)
        let session = makeSession(state: copy, tokenHash: TokenHash.of(token), now: now)
        let epoch = epochClock.epoch(at: now)
        var record = copy.stored(tokenHash: session.tokenHash, now: now, epoch: epoch)
        if let stored {
            record.origin = stored.origin
            record.journal = stored.journal
        }
        try admit(session, now: now) { () throws(StoreError) in try store.save(record) }
        return (session, token)
    }

    func makeSession(state: SessionState, tokenHash: String, now: Double) -> Session {
        let lane = quietestLane()
        let wakeClock = wakeClock
        return Session(
            id: state.id, tokenHash: tokenHash, lane: lane, state: state, catalogs: catalogs,
            store: store, epochClock: epochClock, now: now, wakeClock: { wakeClock(lane) })
    }

    /// The lane holding the fewest live sessions (the lowest of equals), so lanes stay even as
    /// sessions come and go: a count over the sessions, done only when one is made (10,000
    /// restored at a start: 50 million additions, a few tens of milliseconds).
    func quietestLane() -> Int {
        guard lanes > 1 else { return 0 }
        var counts = [Int](repeating: 0, count: lanes)
        sessions.withLock { sessions in
            for session in sessions.values { counts[session.lane] += 1 }
        }
        return counts.indices.min { counts[$0] < counts[$1] } ?? 0
    }

    /// Adds `session` when there is room (unloading the longest-idle one if need be) and
    /// `persist` succeeds.
    func admit(_ session: Session, now: Double, persist: () throws(StoreError) -> Void) throws(APIError) {
        try sessions.withLock { sessions throws(APIError) in
            try makeRoom(in: &sessions, now: now)
            do throws(StoreError) { try persist() } catch { throw error.apiError }
            sessions[session.id] = session
        }
    }

    /// Adds a session brought back from the store, unless another request brought it back
    /// first: then that one is returned, so a session never has two live copies.
    func admitRevived(_ session: Session, now: Double) throws(APIError) -> Session {
        try sessions.withLock { sessions throws(APIError) in
            if let live = sessions[session.id] { return live }
            try makeRoom(in: &sessions, now: now)
            sessions[session.id] = session
            return session
        }
    }

    /// At the cap, unloads the session idle longest; 503 when every session was active within
    /// `Limits.idleSessionSeconds`. An unloaded session stays stored, whole, and comes back
    /// the next time someone opens it (`revive`), until the session lifetime expires it.
    private func makeRoom(in sessions: inout LiveSessions, now: Double) throws(APIError) {
        if sessions.count >= capacity, let idle = Self.longestIdle(in: sessions, now: now) {
            sessions[idle] = nil
        }
        guard sessions.count < capacity else {
            throw APIError(status: 503, code: "too_many_sessions", "the server holds \(capacity) sessions")
        }
    }

    /// The session idle longest, if it has been idle at least `Limits.idleSessionSeconds`;
    /// `default` is never unloaded (the page opened with no link relies on it).
    private static func longestIdle(in sessions: LiveSessions, now: Double) -> String? {
        sessions.values
            .filter { $0.id != Self.defaultID }
            .compactMap { session in session.idleSince.map { (session.id, $0) } }
            .filter { now - $0.1 >= Limits.idleSessionSeconds }
            .min { $0.1 < $1.1 }?.0
    }

    static let defaultID = "default"

    /// The live session `id`, if it is loaded (`revive` also looks in the store).
    func session(id: String) -> Session? {
        sessions.withLock { $0[id] }
    }

    var liveCount: Int {
        sessions.withLock { $0.count }
    }

    var all: [Session] {
        sessions.withLock { Array($0.values) }
    }

    /// The live sessions the frame clock's `lane` ticks (every wake-up of every lane asks).
    func sessions(inLane lane: Int) -> [Session] {
        sessions.withLock { $0.byLane[lane] }
    }
}
