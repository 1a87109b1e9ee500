/// When the session store writes its log (SQLite's WAL) back into the database: once inputs
/// pause, not in the middle of a drag (issue 15).
///
/// SQLite checkpoints by itself in the commit that takes the WAL past `wal_autocheckpoint`
/// pages. An input writes about two pages, so every 500th input — counted across drags, pauses
/// or not — paid three `fdatasync`s on the front door's thread (4–10 ms between the first and
/// the last here, 47 ms on a disk whose syncs take 20 ms), and the next input waited behind
/// them. The store now checkpoints from a thread of its own once no write has come for `quiet`
/// seconds, and every drag after a pause starts with an empty WAL: only a drag of 500 inputs
/// without a pause still meets SQLite's own checkpoint. The checkpoint holds the database while
/// it runs, so an input that comes just then waits for it, as it waited for SQLite's: only the
/// first input after a pause can, no longer one in the middle of a drag.
///
/// That backstop stays at SQLite's 1,000 pages: raised to 4,000, a WAL four times as long made
/// every commit slower and its one checkpoint three times as long (17 against 5 ms, measured).
///
/// A checkpoint changes nothing a restart reads: a commit is in the WAL, which SQLite reads
/// back when it opens the database, whether or not it was written into the database before.
struct QuietCheckpoints: Sendable {
    /// Seconds without a write before the WAL is written back (chosen: longer than the gaps
    /// within a drag, 10–17 ms, and the pauses of a hand that holds still for a moment).
    static let quiet = 0.5
    /// How often the store's thread asks (chosen: a quarter of a second; an idle check is a
    /// lock and a comparison).
    static let pollInterval = 0.25
    /// SQLite's own checkpoint, for a drag that never pauses: its default, 1,000 pages.
    static let backstopPages = 1_000

    /// When the last write not yet written back came; nil when there is none.
    private(set) var pendingSince: Double?

    mutating func noteWrite(at now: Double) {
        pendingSince = now
    }

    /// Whether to checkpoint at `now`: a write is pending and none came for `quiet` seconds.
    /// A due checkpoint counts as started, so a write after this waits for the next one.
    mutating func takeDue(at now: Double, quiet: Double) -> Bool {
        guard let pendingSince, now - pendingSince >= quiet else { return false }
        self.pendingSince = nil
        return true
    }
}
