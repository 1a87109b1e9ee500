import Foundation
import GRDB
import MotionScene
import Testing

@testable import PreviewServer

/// Issue 15: an input's store write touches two pages (its session's row, one journal row),
/// and a database written by the first schema opens with every session and journal intact.
@Suite struct StorePagesTests {
    @Test func anInputWritesTwoPagesToTheWAL() throws {
        let directory = try TemporaryDirectory()
        let store = try GRDBSessionStore(directory: directory.path)
        try store.save(SessionStoreTests.session("a"))
        let input = StoredInput(time: 4.5, body: JSONObject(["set": ["scrollY": 1]]))
        try store.record(SessionStoreTests.update("a", input: input))
        let wal = URL(fileURLWithPath: directory.path).appendingPathComponent(GRDBSessionStore.fileName + "-wal").path
        func walBytes() throws -> Int { try (FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0 }
        let before = try walBytes()
        let inputs = 20
        for _ in 0..<inputs { try store.record(SessionStoreTests.update("a", input: input)) }
        // A WAL frame is a 24-byte header and one page (4096 bytes by default).
        let frames = Double(try walBytes() - before) / Double(24 + 4096)
        #expect(frames / Double(inputs) <= 2, "\(frames / Double(inputs)) pages per input")
    }

    @Test func aDatabaseOfTheFirstSchemaKeepsItsSessionsAndJournals() throws {
        let directory = try TemporaryDirectory()
        let path = URL(fileURLWithPath: directory.path).appendingPathComponent(GRDBSessionStore.fileName).path
        let stored = [SessionStoreTests.session("a"), SessionStoreTests.session("b", activeAt: 1_500)]
        do {
            let old = try DatabaseQueue(path: path)
            try GRDBSessionStore.migrator.migrate(old, upTo: "v1: sessions and their journals")
            try old.write { database in
                for session in stored {
                    try SessionRow(session).insert(database)
                    for (position, input) in session.journal.enumerated() {
                        try JournalRow(sessionID: session.id, position: position, input: input).insert(database)
                    }
                }
            }
        }
        do {
            let store = try GRDBSessionStore(directory: directory.path)
            #expect(try store.sessions() == stored)
            // The journal goes on after the rows it kept, and a deleted session takes its rows along.
            let input = StoredInput(time: 4.5, body: JSONObject(["set": ["scrollY": 1]]))
            try store.record(SessionStoreTests.update("a", input: input))
            var expected = stored[0]
            expected.apply(SessionStoreTests.update("a", input: input))
            #expect(try store.session(id: "a") == expected)
            try store.delete(id: "b")
        }
        // Read once the store has closed: while open it holds the database alone.
        let reader = try DatabaseQueue(path: path)
        let orphans = try reader.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM journalInput WHERE sessionID = 'b'") }
        #expect(orphans == 0)
    }
}
