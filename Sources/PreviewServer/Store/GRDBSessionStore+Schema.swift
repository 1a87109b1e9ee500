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
        return migrator
    }
}
