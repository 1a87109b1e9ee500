/// What one accepted input changes in a stored session, written in one transaction.
struct SessionUpdate: Hashable, Sendable {
    var sessionID: String
    /// A new rest point (a scene or device change): the stored journal is dropped and starts
    /// again from here.
    var origin: SceneOrigin?
    /// The journal entry to append; nil when nothing is left to replay (a scene change alone).
    var input: StoredInput?
    var clock: StoredClock
    var loop: Bool
    /// Seconds since 1970.
    var activeAt: Double
}

extension StoredSession {
    /// `update` applied: what every store must hold after `record(update)`.
    mutating func apply(_ update: SessionUpdate) {
        if let origin = update.origin {
            self.origin = origin
            journal = []
        }
        if let input = update.input { journal.append(input) }
        clock = update.clock
        loop = update.loop
        activeAt = update.activeAt
    }
}
