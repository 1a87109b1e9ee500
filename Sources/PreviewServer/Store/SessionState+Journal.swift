import MotionScene

/// How a session's inputs reach the store: every accepted input becomes a `SessionUpdate`,
/// written before the input is acknowledged.
extension SessionState {
    /// Applies `input` and returns what the store must write for it (nil: nothing changed).
    /// A session whose journal has grown to `journalLimit` inputs rests first (see `rest`).
    mutating func applyJournaled(
        _ input: SessionInput, catalogs: Catalogs, now: Double, epoch: Double, journalLimit: Int = Limits.journalInputs
    ) throws(APIError) -> (actions: SessionActions, update: SessionUpdate?) {
        guard !input.isEmpty else { return ([], nil) }
        var rested = false
        if inputsSinceOrigin >= journalLimit, !animating {
            try rest(catalogs: catalogs, now: now)
            rested = true
        }
        let time = clock.time(at: now)
        let actions = try apply(input, catalogs: catalogs, now: now)
        let remainder = input.journalRemainder
        let rebased = rested || input.sceneID != nil || input.changesScreen
        if !remainder.isEmpty { inputsSinceOrigin += 1 }
        let update = SessionUpdate(
            sessionID: id, origin: rebased ? origin : nil,
            input: remainder.isEmpty ? nil : StoredInput(time: time, body: remainder.json),
            clock: StoredClock(clock, now: now, epoch: epoch), loop: loop, activeAt: epoch)
        return (actions, update)
    }

    /// A new rest point where the session stands: the scene built again from the parameters it
    /// shows, as a change to the same device builds it. Only a session driven for
    /// `Limits.journalInputs` inputs without a scene or device change rests, and only while
    /// nothing animates, so the journal stays bounded; history that lives only in the scene
    /// value (counters that already ran) starts again from there.
    private mutating func rest(catalogs: Catalogs, now: Double) throws(APIError) {
        try applyParts(SessionInput(deviceID: screen.device.id), catalogs: catalogs, now: now)
    }

    /// A new session as the store keeps it: its rest point and clock, nothing to replay yet.
    func stored(tokenHash: String, now: Double, epoch: Double) -> StoredSession {
        StoredSession(
            id: id, tokenHash: tokenHash, origin: origin, journal: [],
            clock: StoredClock(clock, now: now, epoch: epoch), loop: loop, activeAt: epoch)
    }
}
