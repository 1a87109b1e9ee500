/// When the session store writes its log (SQLite's WAL) back into the database: once inputs
/// pause, not in the middle of a drag (issue 15).
///
/// SQLite checkpoints by itself in the commit that takes the WAL past `wal_autocheckpoint`
/// pages, 1,000 by default. An input writes two pages, so every 500th input of a drag — every
/// 5 s at 100 inputs/s — paid three `fdatasync`s on the front door's thread (4–10 ms between
/// the first and the last here, far more on a slow disk), and the next input waited behind
/// them. The store now checkpoints from a thread of its own once no write has come for `quiet`
/// seconds; SQLite's own checkpoint stays, at `backstopPages`, for a drag that never pauses.
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
    /// SQLite's own checkpoint, for a WAL that never sees a pause: 40 MB of 4 KiB pages, about
    /// 50 s of a drag at 100 inputs/s.
    static let backstopPages = 10_000
    /// The WAL is cut back to this size when it starts over after a checkpoint, so one long
    /// drag does not leave a large file behind.
    static let walSizeLimitBytes = 1 << 20

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
