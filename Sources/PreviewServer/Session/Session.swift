import MotionScene

/// A live session: its state machine, its viewers and its input budget behind one lock.
/// Publishing happens under that lock, so every viewer sees frames in `seq` order. An input is
/// written to the store under that lock too, right after its frame went out and before it is
/// acknowledged: one the store refuses is taken back, so it changes nothing the session keeps.
final class Session: Sendable {
    let id: String
    /// `TokenHash` of the control token. The token itself goes only to whoever created the
    /// session (and, for `default`, to this machine's page); neither the session nor the store
    /// keeps it.
    let tokenHash: String
    /// `tokenHash` as bytes, nil when it is not a SHA-256 in hex (a damaged store row: then no
    /// token matches).
    private let tokenDigest: [UInt8]?
    /// The frame clock's lane that ticks this session, for good (`FrameClock`).
    let lane: Int
    private let catalogs: Catalogs
    private let store: any SessionStore
    private let epochClock: EpochClock
    /// Wakes the frame clock after something made this session need ticks.
    private let wakeClock: @Sendable () -> Void

    private struct Inner {
        var state: SessionState
        var limiter: RateLimiter
        var viewers: [ObjectIdentifier: Viewer] = [:]
        var closing = false
        /// Wall time of the last input, viewer arrival or departure.
        var lastActive: Double
    }

    private let inner: Locked<Inner>
    private let viewerRemoval: ViewerRemoval

    /// What a viewer calls when its stream ends, which the viewer holds weakly (the session
    /// holds the viewer). Not the session itself: a weak reference gives its object a side
    /// table that every retain and release then goes through, and the frame clock retains each
    /// session on every tick, where the side table was one more line out of the caches a frame
    /// (`incrementSlow`, 1 % of the server's time with 1,000 sessions animating, issue 15).
    private final class ViewerRemoval: Sendable {
        private let inner: Locked<Inner>
        private let wakeClock: @Sendable () -> Void

        init(inner: Locked<Inner>, wakeClock: @escaping @Sendable () -> Void) {
            self.inner = inner
            self.wakeClock = wakeClock
        }

        func remove(_ viewer: Viewer) {
            let now = FrameClock.monotonicSeconds()
            inner.withLock { inner in
                inner.viewers[ObjectIdentifier(viewer)] = nil
                inner.lastActive = now
                inner.state.setViewers(inner.viewers.count)
            }
            wakeClock()
        }
    }

    init(
        id: String, tokenHash: String, lane: Int = 0, state: SessionState, catalogs: Catalogs,
        store: any SessionStore, epochClock: EpochClock, now: Double, wakeClock: @escaping @Sendable () -> Void
    ) {
        self.id = id
        self.tokenHash = tokenHash
        tokenDigest = TokenHash.digest(ofHex: tokenHash)
        self.lane = lane
        self.catalogs = catalogs
        self.store = store
        self.epochClock = epochClock
        self.wakeClock = wakeClock
        inner = Locked(
            Inner(
                state: state, limiter: RateLimiter(rate: Limits.inputsPerSecond, burst: Limits.inputBurst, now: now),
                lastActive: now))
        viewerRemoval = ViewerRemoval(inner: inner, wakeClock: wakeClock)
    }

    var sessionJSON: JSONValue { inner.withLock { $0.state.sessionJSON } }
    var state: SessionState { inner.withLock { $0.state } }

    /// `apply` on a copy of the state, thrown away (`WarmPath`): the same checks, frame and delta,
    /// with nothing published, stored, kept or counted against the input budget; the lock is
    /// held only to take the copy. Returns the seq the input would get. An input that rebuilds
    /// the scene (another scene or screen) is not rehearsed: that is a single step, not a drag,
    /// and a rebuild every millisecond would cost more than it saves.
    func rehearse(_ given: SessionInput, now: Double) throws(APIError) -> (seq: Int, dropped: [String]) {
        var state = inner.withLock { $0.state }
        guard given.sceneID == nil, !given.changesScreen else { return (state.seq, given.leftOut) }
        let (input, dropped) = fitted(given, to: state)
        // Never the journal's rest point: that rebuilds the scene, once per input budget.
        _ = try state.applyJournaled(
            input, catalogs: catalogs, now: now, epoch: epochClock.epoch(at: now), journalLimit: .max)
        return (state.seq, dropped)
    }

    /// With `fit`, the input without what does not fit `state`, and the names left out.
    private func fitted(_ given: SessionInput, to state: SessionState) -> (input: SessionInput, dropped: [String]) {
        guard given.fit else { return (given, given.leftOut) }
        let fitted = state.keepingWhatFits(given, catalogs: catalogs)
        return (fitted.input, given.leftOut + fitted.dropped)
    }

    /// Whether `token` controls this session.
    func isControlled(by token: String) -> Bool {
        isControlled(byDigest: TokenHash.digest(of: token))
    }

    /// Whether the token whose SHA-256 is `digest` controls this session.
    func isControlled(byDigest digest: [UInt8]) -> Bool {
        guard let tokenDigest else { return false }
        return SecureToken.sameBytes(digest, tokenDigest)
    }

    /// Applies an input at once and publishes the frame that reflects it; returns its seq.
    /// The store has it before the input is acknowledged: 503 when it cannot be written, and
    /// the viewers are sent the frame from before it again.
    /// With `fit`, what does not fit is left out instead of refusing the input, and named in
    /// `dropped`.
    @discardableResult
    func apply(_ given: SessionInput, now: Double) throws(APIError) -> (seq: Int, dropped: [String]) {
        let (receipt, needsTicks) = try inner.withLock {
            inner throws(APIError) -> (receipt: (seq: Int, dropped: [String]), needsTicks: Bool) in
            guard inner.limiter.allow(at: now) else {
                throw APIError(status: 429, code: "too_many_requests", "more than \(Int(Limits.inputsPerSecond)) inputs per second")
            }
            let (input, dropped) = fitted(given, to: inner.state)
            var next = inner.state
            let (actions, update) = try next.applyJournaled(
                input, catalogs: catalogs, now: now, epoch: epochClock.epoch(at: now))
            // The frame leaves before the store's write, the slowest single step of an input
            // (it cost viewers a quarter of a millisecond: issue 15), and the 202 after it. A
            // write the store refuses (a full disk) is rare enough to cost a frame taken back.
            Self.perform(actions, for: inner.viewers.values)
            if let update {
                do throws(StoreError) { try store.record(update) } catch {
                    if !actions.isEmpty { Self.perform(inner.state.takeBack(next, now: now), for: inner.viewers.values) }
                    throw error.apiError
                }
            }
            // Moved, not copied: a copy retained every reference the state holds only to release
            // them again with `next`. What the assignment still costs (7.9k instructions an
            // input) is freeing the state before it, its last frame included (callgrind, issue 15).
            inner.state = consume next
            inner.lastActive = now
            return ((inner.state.seq, dropped), inner.state.nextDue != nil)
        }
        // The clock sleeps until the next tick it knows of, so only an input that leaves the
        // session needing ticks (an animation, viewers to announce) must wake it. Woken for every
        // input, it took the other core while the input's frame was on its way (issue 15).
        if needsTicks { wakeClock() }
        return receipt
    }

    /// What a copy of this session starts from: its state and, when the store keeps it, its
    /// stored rest point and journal — read under one lock, so no input falls between them.
    func copySource() throws(APIError) -> (state: SessionState, stored: StoredSession?) {
        try inner.withLock { inner throws(APIError) in
            do throws(StoreError) {
                return (inner.state, try store.session(id: id))
            } catch {
                throw error.apiError
            }
        }
    }

    /// A new viewer, primed with `retry`, the session and the current frame; without the frame
    /// when `lastEventID` is the id of the newest frame's delta (a reconnect that already has
    /// that frame), so it goes on with deltas. `fullFramesOnly` streams are never sent deltas.
    func addViewer(now: Double, lastEventID: String? = nil, fullFramesOnly: Bool = false) throws(APIError) -> Viewer {
        let viewer = try inner.withLock { inner throws(APIError) in
            guard !inner.closing else {
                throw APIError(status: 503, code: "shutting_down", "the server is shutting down")
            }
            guard inner.viewers.count < Limits.viewersPerSession else {
                throw APIError(status: 503, code: "too_many_viewers", "this session has \(Limits.viewersPerSession) viewers")
            }
            // Whether this is a reconnect that has the newest frame, judged before a catch-up frame.
            let resumedSeq = inner.state.seq
            let resumes = !fullFramesOnly && lastEventID == inner.state.deltaEventID(seq: resumedSeq)
            let catchUp = inner.state.catchUp(now: now)
            Self.perform(catchUp, for: inner.viewers.values)
            inner.state.setViewers(inner.viewers.count + 1)
            inner.lastActive = now
            let opening =
                EventEncoding.opening + inner.state.sessionEvent + (resumes ? [] : inner.state.frameEvent)
            let viewer = Viewer(
                opening: opening, lastSentSeq: resumes ? resumedSeq : inner.state.seq, fullFramesOnly: fullFramesOnly
            ) { [weak viewerRemoval] viewer in viewerRemoval?.remove(viewer) }
            // A resumed viewer gets the catch-up frame as a delta from the frame it has.
            if resumes { Self.perform(catchUp, for: [viewer]) }
            inner.viewers[ObjectIdentifier(viewer)] = viewer
            return viewer
        }
        wakeClock()
        return viewer
    }

    /// The clock's step; returns when this session next needs one (nil: not until woken).
    /// Publishes what is due at `now`; with `batch`, the viewers it wakes are resumed when the
    /// batch is. Returns when the session is next due.
    func tick(now: Double, batch: ResumeBatch? = nil) -> Double? {
        var hints = PrefetchHints()
        return tick(now: now, batch: batch, notingPrefetch: &hints)
    }

    /// `tick`, noting in `hints` where this session's data lies for its next tick when it
    /// published something (a tick that did not leaves them as they were).
    func tick(now: Double, batch: ResumeBatch?, notingPrefetch hints: inout PrefetchHints) -> Double? {
        inner.withLock { inner in
            let actions = inner.state.tick(now: now)
            guard !actions.isEmpty else { return inner.state.nextDue }
            Self.perform(actions, for: inner.viewers.values, batch: batch)
            hints.removeAll()
            hints.note(self, bytes: PrefetchHints.lineBytes)
            self.inner.notePrefetch(into: &hints)
            inner.state.notePrefetch(into: &hints)
            var viewersNoted = 0
            for viewer in inner.viewers.values where viewersNoted < Self.viewersPrefetched {
                viewer.notePrefetch(into: &hints)
                viewersNoted += 1
            }
            return inner.state.nextDue
        }
    }

    /// Most sessions have one viewer; a session watched by many is a few among many.
    private static let viewersPrefetched = 2

    func keepAlive() {
        inner.withLock { inner in
            for viewer in inner.viewers.values { viewer.keepAlive() }
        }
    }

    func closeViewersWhosePeerLeft() {
        for viewer in viewers { viewer.closeIfPeerLeft() }
    }

    /// Shutdown: refuse new viewers and end every stream once its current chunk is out.
    func finishStreams() {
        inner.withLock { inner in
            inner.closing = true
            for viewer in inner.viewers.values { viewer.finish() }
        }
    }

    var viewerCount: Int { inner.withLock { $0.viewers.count } }

    /// Since when nobody has watched or driven the session; nil while someone watches.
    var idleSince: Double? {
        inner.withLock { $0.viewers.isEmpty ? $0.lastActive : nil }
    }

    var viewers: [Viewer] { inner.withLock { Array($0.viewers.values) } }

    private static func perform(_ actions: SessionActions, for viewers: some Collection<Viewer>, batch: ResumeBatch? = nil) {
        guard !actions.isEmpty else { return }
        for viewer in viewers { viewer.offer(actions, batch: batch) }
    }
}
