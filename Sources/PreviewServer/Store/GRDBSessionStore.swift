import Foundation
import GRDB

/// The session store in one SQLite database, `sessions.sqlite` in the data directory, through
/// GRDB. WAL mode with `synchronous = NORMAL`: a committed input survives the server being
/// killed (the WAL is in the OS's hands once the commit returns); a power cut may lose the
/// latest commits but never tears one, and readers never see a transaction half-done.
///
/// One server owns the database while it runs (`locking_mode = EXCLUSIVE`): a second server
/// given the same data directory is refused when it starts, rather than both serving sessions
/// of the same name and overwriting each other's inputs. It also spares every input's
/// transaction its file locks (six `fcntl` calls) and the WAL's shared-memory index.
///
/// The WAL is written back into the database while inputs pause (`QuietCheckpoints`), by a
/// thread of the store's own, rather than by whichever input's commit filled it.
final class GRDBSessionStore: SessionStore {
    static let fileName = "sessions.sqlite"
    private let database: DatabaseQueue
    private let checkpoints = Locked(QuietCheckpoints())
    private let quietCheckpointCount = Locked(0)

    /// Opens (creating if need be) the database in `directory`; fails with a message that says
    /// what to do when the directory cannot be created or written. `maximumPages` caps the file
    /// as a full disk would (tests). The WAL is written back once writes pause for
    /// `checkpointQuiet` seconds; never (but by SQLite's backstop) when nil (tests).
    init(
        directory: String, maximumPages: Int? = nil, checkpointQuiet: Double? = QuietCheckpoints.quiet,
        checkpointPoll: Double = QuietCheckpoints.pollInterval
    ) throws(StoreError) {
        try Self.prepare(directory: directory)
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.prepareDatabase { database in
            try database.execute(sql: "PRAGMA synchronous = NORMAL")
            // Before the first read, so the WAL index lives in this process's memory.
            try database.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try database.execute(sql: "PRAGMA wal_autocheckpoint = \(QuietCheckpoints.backstopPages)")
        }
        let path = URL(fileURLWithPath: directory).appendingPathComponent(Self.fileName).path
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            try Self.migrator.migrate(database)
            // Set once the file is open: SQLite keeps the cap at no less than the pages in use.
            if let maximumPages {
                try database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA max_page_count = \(maximumPages)") }
            }
        } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_BUSY {
            throw StoreError(
                .inUse,
                "another motion-preview server is using the data directory '\(directory)'; stop it, or choose another directory with --data DIR, or run with --no-store")
        } catch {
            throw Self.storeError(error, doing: "open the session store '\(path)'")
        }
        if let checkpointQuiet { Self.startCheckpoints(of: self, quiet: checkpointQuiet, poll: checkpointPoll) }
    }

    /// The thread that writes the WAL back while writes pause. It holds the store weakly and
    /// ends once the store is gone.
    private static func startCheckpoints(of store: GRDBSessionStore, quiet: Double, poll: Double) {
        let thread = Thread { [weak store] in
            while true {
                Thread.sleep(forTimeInterval: poll)
                guard let store else { return }
                store.checkpointIfQuiet(at: FrameClock.monotonicSeconds(), quiet: quiet)
            }
        }
        thread.name = "store-checkpoints"
        thread.start()
    }

    /// A checkpoint when writes have paused for `quiet` seconds. One that fails (a full disk) is
    /// not retried until the next write; SQLite's backstop and every later write's own error
    /// still stand, so nothing is lost or hidden by leaving it.
    func checkpointIfQuiet(at now: Double, quiet: Double) {
        guard checkpoints.withLock({ $0.takeDue(at: now, quiet: quiet) }) else { return }
        guard (try? checkpoint()) != nil else { return }
        quietCheckpointCount.withLock { $0 += 1 }
    }

    /// Checkpoints run because writes paused.
    var quietCheckpoints: Int { quietCheckpointCount.withLock { $0 } }

    /// Writes the WAL back into the database. `PASSIVE` waits for nobody, and with this
    /// connection the database's only one, nobody holds it back: it writes every frame.
    /// Returns the frames the WAL held and those written back. Then, with `startingOver`, the
    /// checkpoint's mark is written: that write starts the WAL over and syncs its header here
    /// (SQLite syncs a new WAL's header), so that an input's later write only appends to it.
    /// Not a write `QuietCheckpoints` waits on.
    @discardableResult
    func checkpoint(startingOver: Bool = true) throws(StoreError) -> (walFrames: Int, written: Int) {
        do {
            return try database.writeWithoutTransaction { database in
                // busy, frames in the WAL, frames written back
                let row = try Row.fetchOne(database, sql: "PRAGMA wal_checkpoint(PASSIVE)")
                let counts: (walFrames: Int, written: Int) = (row?[1] ?? 0, row?[2] ?? 0)
                if startingOver, counts.walFrames > 0 {
                    try database.execute(
                        sql: "INSERT OR REPLACE INTO \(Self.checkpointMarkTable) (id, checkpointedAt) VALUES (0, ?)",
                        arguments: [Date().timeIntervalSince1970])
                }
                return counts
            }
        } catch {
            throw Self.storeError(error, doing: "write the session store's log back into its database")
        }
    }

    private static func prepare(directory: String) throws(StoreError) {
        let files = FileManager.default
        do {
            try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                .unwritable,
                "cannot create the data directory '\(directory)': \(whyNotCreatable(directory) ?? error.localizedDescription); choose another with --data DIR, or run with --no-store"
            )
        }
        guard files.isWritableFile(atPath: directory) else {
            throw StoreError(
                .unwritable,
                "the data directory '\(directory)' is not writable; choose another with --data DIR, or run with --no-store")
        }
    }

    /// What stands in the way of creating `directory`, in words: Foundation's own message on
    /// Linux is only an error number.
    private static func whyNotCreatable(_ directory: String) -> String? {
        var isFolder: ObjCBool = false
        var ancestor = URL(fileURLWithPath: directory).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), ancestor.path != "/" {
            ancestor.deleteLastPathComponent()
        }
        if !isFolder.boolValue { return "'\(ancestor.path)' is a file, not a folder" }
        if !FileManager.default.isWritableFile(atPath: ancestor.path) { return "'\(ancestor.path)' is not writable" }
        return nil
    }

    func sessions() throws(StoreError) -> [StoredSession] {
        try access("read the stored sessions") { database in
            let journals = Dictionary(grouping: try JournalRow.order(Column("sessionID"), Column("position")).fetchAll(database)) {
                $0.sessionID
            }
            return try SessionRow.order(Column("id")).fetchAll(database).map { row throws(StoreError) in
                try row.stored(journal: journals[row.id] ?? [])
            }
        }
    }

    func session(id: String) throws(StoreError) -> StoredSession? {
        try access("read session '\(id)'") { database in
            guard let row = try SessionRow.fetchOne(database, key: id) else { return nil }
            let journal = try JournalRow.filter(Column("sessionID") == id).order(Column("position")).fetchAll(database)
            return try row.stored(journal: journal)
        }
    }

    func save(_ session: StoredSession) throws(StoreError) {
        try access("save session '\(session.id)'") { database in
            // Deleting the row deletes its journal too (ON DELETE CASCADE).
            _ = try SessionRow.deleteOne(database, key: session.id)
            try SessionRow(session).insert(database)
            for (position, input) in session.journal.enumerated() {
                try JournalRow(sessionID: session.id, position: position, input: input).insert(database)
            }
        }
    }

    /// Two or three statements, cached, and no row decoded: this runs under the session's lock
    /// on every input. The journal position is the database's own count (so it can never be
    /// wrong), read by a subquery in `VALUES`: `INSERT … SELECT … FROM journalInput` reads the
    /// table it writes, which SQLite copies into a temporary table first (a fifth of the write).
    func record(_ update: SessionUpdate) throws(StoreError) {
        try access("save an input of session '\(update.sessionID)'") { database in
            let clock = update.clock
            try database.cachedStatement(
                sql: "UPDATE session SET clockTime = ?, clockEpoch = ?, speed = ?, paused = ?, loop = ?, activeAt = ? WHERE id = ?"
            ).execute(arguments: [
                clock.time, clock.epoch, clock.speed, clock.paused, update.loop, update.activeAt, update.sessionID,
            ])
            guard database.changesCount == 1 else { throw StoreError(.failed, "no stored session '\(update.sessionID)'") }
            if let origin = update.origin {
                try database.cachedStatement(
                    sql: "UPDATE session SET sceneID = ?, deviceID = ?, orientation = ?, keyboard = ?, parameters = ?, originTime = ? WHERE id = ?"
                ).execute(arguments: [
                    origin.sceneID, origin.deviceID, origin.orientation.rawValue, origin.keyboard, StoredParameters.encode(origin.parameters),
                    origin.time, update.sessionID,
                ])
                try database.cachedStatement(sql: "DELETE FROM journalInput WHERE sessionID = ?")
                    .execute(arguments: [update.sessionID])
            }
            if let input = update.input {
                try database.cachedStatement(
                    sql: """
                        INSERT INTO journalInput (sessionID, position, time, body)
                        VALUES (?1, (SELECT COALESCE(MAX(position), -1) + 1 FROM journalInput WHERE sessionID = ?1), ?2, ?3)
                        """
                ).execute(arguments: [update.sessionID, input.time, JournalRow.text(input.body)])
            }
        }
    }

    func delete(id: String) throws(StoreError) {
        try access("delete session '\(id)'") { database in
            _ = try SessionRow.deleteOne(database, key: id)
        }
    }

    func deleteSessions(activeBefore epoch: Double, keeping: String) throws(StoreError) -> [String] {
        try access("delete expired sessions") { database in
            let expired = SessionRow.filter(Column("activeAt") < epoch && Column("id") != keeping)
            let ids = try expired.select(Column("id"), as: String.self).order(Column("id")).fetchAll(database)
            try expired.deleteAll(database)
            return ids
        }
    }

    /// One write transaction: whole or not at all. `BEGIN IMMEDIATE` and `COMMIT` are cached
    /// statements rather than `DatabaseQueue.write`'s, which GRDB compiles again on every call
    /// (a fifth of an input's store write). Any error rolls back what is open — SQLite may have
    /// rolled back already (a full disk), which `rollback()` checks — so the queue is never left
    /// inside a transaction.
    /// `what` is built only for an error: an input's session id would cost a string per write.
    private func access<Result>(
        _ what: @autoclosure () -> String, _ body: (Database) throws -> Result
    ) throws(StoreError) -> Result {
        do {
            return try database.writeWithoutTransaction { database in
                try database.cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").execute()
                do {
                    let result = try body(database)
                    try database.cachedStatement(sql: "COMMIT TRANSACTION").execute()
                    checkpoints.withLock { $0.noteWrite(at: FrameClock.monotonicSeconds()) }
                    return result
                } catch {
                    try? database.rollback()
                    throw error
                }
            }
        } catch {
            throw Self.storeError(error, doing: what())
        }
    }

    /// The one place SQLite's result codes become `StoreError`s.
    static func storeError(_ error: any Error, doing what: String) -> StoreError {
        if let error = error as? StoreError { return error }
        guard let error = error as? DatabaseError else {
            return StoreError(.failed, "cannot \(what): \(error)")
        }
        let message = "cannot \(what): \(error.message ?? "SQLite error \(error.resultCode.rawValue)")"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_FULL: return StoreError(.full, message)
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM: return StoreError(.unwritable, message)
        default: return StoreError(.failed, message)
        }
    }
}
