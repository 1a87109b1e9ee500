import GRDB

extension GRDBSessionStore {
    /// The schema, one migration per change, applied in order when the store opens.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: sessions and their journals") { database in
            try database.create(table: SessionRow.databaseTableName) { table in
                table.primaryKey("id", .text)
                table.column("tokenHash", .text).notNull()
                table.column("sceneID", .text).notNull()
                table.column("deviceID", .text).notNull()
                table.column("orientation", .text).notNull()
                table.column("keyboard", .boolean).notNull().defaults(to: false)
                // A JSON object: name → number or text.
                table.column("parameters", .text).notNull()
                table.column("originTime", .double).notNull()
                table.column("clockTime", .double).notNull()
                table.column("clockEpoch", .double).notNull()
                table.column("speed", .double).notNull()
                table.column("paused", .boolean).notNull()
                table.column("loop", .boolean).notNull()
                table.column("activeAt", .double).notNull().indexed()
            }
            try database.create(table: JournalRow.databaseTableName) { table in
                table.column("sessionID", .text).notNull()
                    .references(SessionRow.databaseTableName, onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("time", .double).notNull()
                // A JSON object: the input as `SessionInput(json:)` reads it.
                table.column("body", .text).notNull()
                table.primaryKey(["sessionID", "position"])
            }
        }
        // Pages written per input, 4 → 2 (issue 15): an input updates its session's row and
        // appends one journal row, and each page it touches is a WAL write on the thread that
        // sends the viewers' frames. The `activeAt` index moved on every input though only
        // expiry reads it, now and then, over a few rows; the journal's primary key was a second
        // b-tree beside its rows, where a table without rowid keeps the rows in that key's order.
        migrator.registerMigration("v2: fewer pages written per input") { database in
            let activeAtIndexes = try String.fetchAll(
                database, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql LIKE '%activeAt%'",
                arguments: [SessionRow.databaseTableName])
            for index in activeAtIndexes { try database.drop(index: index) }
            let rebuilt = "\(JournalRow.databaseTableName)WithoutRowID"
            // The columns as v1 wrote them, repeated on purpose: a migration is history, and one
            // shared with v1 would change what v1 did once edited.
            try database.create(table: rebuilt, options: .withoutRowID) { table in
                table.column("sessionID", .text).notNull()
                    .references(SessionRow.databaseTableName, onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("time", .double).notNull()
                table.column("body", .text).notNull()
                table.primaryKey(["sessionID", "position"])
            }
            try database.execute(
                sql: "INSERT INTO \(rebuilt) (sessionID, position, time, body) SELECT sessionID, position, time, body FROM \(JournalRow.databaseTableName)")
            try database.drop(table: JournalRow.databaseTableName)
            try database.rename(table: rebuilt, to: JournalRow.databaseTableName)
        }
        // A row the store's own thread writes right after it checkpoints (`QuietCheckpoints`):
        // the first write after a checkpoint starts the WAL over and syncs its new header, and
        // this way that sync is the thread's, not the next drag's first input's.
        migrator.registerMigration("v3: the checkpoint's mark") { database in
            try database.create(table: checkpointMarkTable) { table in
                table.primaryKey("id", .integer).check { $0 == 0 }
                table.column("checkpointedAt", .double).notNull()
            }
        }
        return migrator
    }

    static let checkpointMarkTable = "checkpointMark"
}
