/// What a start found in the store.
struct RestoreReport: Sendable {
    var restored: [String] = []
    /// Deleted for having been idle longer than the session lifetime.
    var expired: [String] = []
    /// Sessions that could not be built again (their scene or device is gone); they stay
    /// stored.
    var skipped: [StoreError] = []
    /// Sessions past the registry's capacity, not replayed at the start: they stay stored and
    /// come back when opened (`revive`).
    var leftStored: [String] = []
    /// `default`'s new token when it was restored: the old one is known only by its hash.
    var defaultControlToken: String?
}

extension SessionRegistry {
    /// Brings back the stored sessions: expired ones are deleted first, then `default` and the
    /// most recently driven ones are restored while there is room; the others wait in the store
    /// until opened. Throws only when the store cannot be read at all.
    func restore(now: Double, sessionLifetimeSeconds: Double) throws(StoreError) -> RestoreReport {
        let epoch = epochClock.epoch(at: now)
        var report = RestoreReport()
        report.expired = try store.deleteSessions(
            activeBefore: epoch - sessionLifetimeSeconds, keeping: Self.defaultID)
        let stored = try store.sessions().sorted { lhs, rhs in
            (lhs.id == Self.defaultID ? 1 : 0, lhs.activeAt) > (rhs.id == Self.defaultID ? 1 : 0, rhs.activeAt)
        }
        for session in stored {
            // The newest fill the registry; the rest are not replayed now, only when opened.
            guard liveCount < capacity else {
                report.leftStored.append(session.id)
                continue
            }
            do {
                let token = try restore(session, now: now, epoch: epoch)
                report.restored.append(session.id)
                if session.id == Self.defaultID { report.defaultControlToken = token }
            } catch {
                report.skipped.append(error)
            }
        }
        return report
    }

    /// The session `id`, live or brought back from the store (it was unloaded to make room, or
    /// a restart into fewer sessions left it out); nil when neither has it. A stored session
    /// needs room like a new one (503 `too_many_sessions` when every live one is active), and
    /// its journal is replayed as at a start, so it shows what it showed when it was unloaded.
    /// `now` is read only when a session is brought back: a live one, the hot path of every
    /// input, needs no clock.
    func revive(id: String, now: @autoclosure () -> Double) throws(APIError) -> Session? {
        if let live = session(id: id) { return live }
        // Only a name a session can have is looked up: anything else would be a read of the
        // store for every request a scanner makes up.
        guard id == Self.defaultID || SecureToken.couldBe(id, bits: SecureToken.idBits) else { return nil }
        let stored: StoredSession?
        do throws(StoreError) { stored = try store.session(id: id) } catch {
            throw APIError(
                status: 503, code: "store_unavailable", "the session store could not be read (\(error.message))")
        }
        guard let stored else { return nil }
        let now = now()
        let state: SessionState
        do throws(StoreError) {
            state = try SessionState(
                restoring: stored, catalogs: catalogs, now: now, epoch: epochClock.epoch(at: now),
                frameInterval: frameInterval)
        } catch {
            throw APIError.notFound("session", "session '\(id)' is stored but cannot be shown: \(error.message)")
        }
        return try admitRevived(makeSession(state: state, tokenHash: stored.tokenHash, now: now), now: now)
    }

    /// Restores one session; `default` gets a new control token (returned), stored with it.
    private func restore(_ stored: StoredSession, now: Double, epoch: Double) throws(StoreError) -> String? {
        let state = try SessionState(
            restoring: stored, catalogs: catalogs, now: now, epoch: epoch, frameInterval: frameInterval)
        var reissued = stored
        let token = stored.id == Self.defaultID ? SecureToken.make(bits: SecureToken.tokenBits) : nil
        if let token { reissued.tokenHash = TokenHash.of(token) }
        let session = makeSession(state: state, tokenHash: reissued.tokenHash, now: now)
        do {
            try admit(session, now: now) { () throws(StoreError) in
                if token != nil { try store.save(reissued) }
            }
        } catch {
            throw StoreError(.failed, "session '\(stored.id)' was not restored: \(error.message)")
        }
        return token
    }
}
