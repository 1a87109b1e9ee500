import MotionScene

extension SessionState {
    /// `stored` built again: its scene from the rest point, then every journal entry applied at
    /// the session time it first applied at, so the scene value — and every frame drawn from it
    /// — is the one the session had. The clock then goes on from the stored one as if the server
    /// had never stopped, and a session that was looping starts its loop again.
    init(restoring stored: StoredSession, catalogs: Catalogs, now: Double, epoch: Double, frameInterval: Double)
        throws(StoreError)
    {
        do {
            self = try SessionState(
                id: stored.id, origin: stored.origin, catalogs: catalogs, now: now, frameInterval: frameInterval)
            var dropped = undeclaredOriginParameters()
            for entry in stored.journal {
                clock = SessionClock(time: entry.time, at: now, speed: clock.speed, paused: clock.paused)
                let (input, left) = keepingWhatFits(try SessionInput(json: entry.body), catalogs: catalogs)
                dropped += left
                try applyParts(input, catalogs: catalogs, now: now)
            }
            droppedOnRestore = Array(Set(dropped)).sorted()
        } catch {
            throw StoreError(.unrestorable, "session '\(stored.id)' cannot be restored: \(error.message)")
        }
        inputsSinceOrigin = stored.journal.count
        clock = stored.clock.sessionClock(atEpoch: epoch, wall: now)
        loop = stored.loop
        replayDue = loop && recording != nil
        // Haptics the session already sent are not sent again.
        reportedHaptics = scene.frame(at: clock.time(at: now)).hapticCount
        restored = true
        _ = publishFrame(now: now)
    }
}
