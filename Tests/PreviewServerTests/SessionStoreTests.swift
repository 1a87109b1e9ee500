import Foundation
import GRDB
import MotionScene
import Testing

@testable import PreviewServer

/// Every `SessionStore` keeps what it is given and reads it back exactly: the SQLite one and
/// the in-memory one, by the same table of cases.
@Suite struct SessionStoreTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, memory
        var testDescription: String { rawValue }
    }

    /// Runs `body` with a fresh, empty store of `kind`; its files go when it returns.
    static func withStore(_ kind: Kind, _ body: (any SessionStore) throws -> Void) throws {
        let directory = try TemporaryDirectory()
        switch kind {
        case .sqlite: try body(try GRDBSessionStore(directory: directory.path))
        case .memory: try body(InMemorySessionStore())
        }
    }

    static let origin = SceneOrigin(
        sceneID: "article", deviceID: "iphone-x", orientation: .portrait, keyboard: true,
        parameters: ["scrollY": .number(0.1 + 0.2), "title": .text("海と森")], time: 1.0 / 3)

    static func session(_ id: String, activeAt: Double = 1_000) -> StoredSession {
        StoredSession(
            id: id, tokenHash: TokenHash.of("token-\(id)"), origin: origin,
            journal: [StoredInput(time: 2.5, body: JSONObject(["event": "pressStory", "args": ["phase": "down"]]))],
            clock: StoredClock(time: 3.25, epoch: activeAt, speed: 0.5, paused: false), loop: true, activeAt: activeAt)
    }

    static func update(_ id: String, origin: SceneOrigin? = nil, input: StoredInput?) -> SessionUpdate {
        SessionUpdate(
            sessionID: id, origin: origin, input: input,
            clock: StoredClock(time: 9.75, epoch: 2_000, speed: 1, paused: true), loop: false, activeAt: 2_000)
    }

    @Test(arguments: Kind.allCases)
    func aSavedSessionReadsBackExactly(_ kind: Kind) throws {
        try Self.withStore(kind) { store in
            try store.save(Self.session("a"))
            try store.save(Self.session("b"))
            #expect(try store.sessions() == [Self.session("a"), Self.session("b")])
        }
    }

    @Test(arguments: Kind.allCases)
    func anUpdateAppendsToTheJournalAndMovesTheClock(_ kind: Kind) throws {
        try Self.withStore(kind) { store in
            try store.save(Self.session("a"))
            let input = StoredInput(time: 4.5, body: JSONObject(["set": ["scrollY": 120.125]]))
            try store.record(Self.update("a", input: input))
            var expected = Self.session("a")
            expected.apply(Self.update("a", input: input))
            #expect(try store.sessions() == [expected])
            #expect(expected.journal.count == 2)
            #expect(expected.clock.paused)
        }
    }

    @Test(arguments: Kind.allCases)
    func aNewRestPointDropsTheJournalBeforeIt(_ kind: Kind) throws {
        try Self.withStore(kind) { store in
            try store.save(Self.session("a"))
            var rested = Self.origin
            rested.sceneID = "collapse"
            rested.time = 7
            try store.record(Self.update("a", origin: rested, input: nil))
            let stored = try #require(try store.sessions().first)
            #expect(stored.origin == rested)
            #expect(stored.journal.isEmpty)
        }
    }

    @Test(arguments: Kind.allCases)
    func savingAgainReplacesTheWholeSession(_ kind: Kind) throws {
        try Self.withStore(kind) { store in
            try store.save(Self.session("a"))
            var reissued = Self.session("a")
            reissued.tokenHash = TokenHash.of("new token")
            reissued.journal = []
            try store.save(reissued)
            #expect(try store.sessions() == [reissued])
        }
    }

    @Test(arguments: Kind.allCases)
    func sessionsIdleSinceBeforeTheCutOffExpireButDefaultStays(_ kind: Kind) throws {
        try Self.withStore(kind) { store in
            for (id, activeAt) in [("default", 10.0), ("old", 10), ("recent", 500)] {
                try store.save(Self.session(id, activeAt: activeAt))
        }
        #expect(try store.deleteSessions(activeBefore: 100, keeping: "default") == ["old"])
        #expect(try store.sessions().map(\.id) == ["default", "recent"])
        try store.delete(id: "recent")
        #expect(try store.sessions().map(\.id) == ["default"])
        }
    }

    @Test(arguments: Kind.allCases)
    func anUpdateOfASessionNeverStoredIsRefused(_ kind: Kind) throws {
        try Self.withStore(kind) { store in
            #expect(throws: StoreError.self) { try store.record(Self.update("ghost", input: nil)) }
        }
    }

    /// The journal's positions are the database's own count, 0, 1, 2… per session: appended
    /// after the saved ones, started again at a rest point, never shared between sessions.
    @Test func journalPositionsAreConsecutivePerSession() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try GRDBSessionStore(directory: directory.path)
            try store.save(Self.session("a"))
            try store.save(Self.session("b"))
            let input = StoredInput(time: 4.5, body: JSONObject(["set": ["scrollY": 1]]))
            try store.record(Self.update("a", input: input))
            try store.record(Self.update("a", input: input))
            try store.record(Self.update("b", origin: Self.origin, input: nil))
            try store.record(Self.update("b", input: input))
            try store.record(Self.update("b", input: input))
        }
        // Read once the store has closed: while open it holds the database alone.
        let reader = try DatabaseQueue(path: URL(fileURLWithPath: directory.path).appendingPathComponent(GRDBSessionStore.fileName).path)
        let positions = try reader.read { database in
            try Row.fetchAll(database, sql: "SELECT sessionID, position FROM journalInput ORDER BY sessionID, position")
                .map { "\($0["sessionID"] as String)\($0["position"] as Int)" }
        }
        #expect(positions == ["a0", "a1", "a2", "b0", "b1"])
    }

    /// Two servers on one data directory would serve sessions of the same name and overwrite
    /// each other's inputs: the second is refused, with the directory named, until the first
    /// has closed the store, and the first goes on unharmed.
    @Test func aSecondStoreOnTheSameDirectoryIsRefusedWhileTheFirstIsOpen() throws {
        let directory = try TemporaryDirectory()
        do {
            let first = try GRDBSessionStore(directory: directory.path)
            try first.save(Self.session("a"))
            var refusal: StoreError?
            do { _ = try GRDBSessionStore(directory: directory.path) } catch { refusal = error }
            #expect(refusal?.kind == .inUse)
            #expect(refusal?.message.contains("another motion-preview server is using the data directory '\(directory.path)'") == true)
            try first.save(Self.session("b"))
            #expect(try first.sessions().map(\.id) == ["a", "b"])
        }
        #expect(try GRDBSessionStore(directory: directory.path).sessions().map(\.id) == ["a", "b"])
    }

    @Test func theDatabaseOutlivesTheStoreThatWroteIt() throws {
        let directory = try TemporaryDirectory()
        try GRDBSessionStore(directory: directory.path).save(Self.session("a"))
        #expect(try GRDBSessionStore(directory: directory.path).sessions() == [Self.session("a")])
    }

    @Test func theDatabaseHoldsNoControlToken() throws {
        let directory = try TemporaryDirectory()
        try GRDBSessionStore(directory: directory.path).save(Self.session("a"))
        // The main file and, if still there, the WAL: wherever the row went.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let bytes = try files.reduce(into: Data()) { bytes, name in
            bytes += try Data(contentsOf: URL(fileURLWithPath: directory.path).appendingPathComponent(name))
        }
        #expect(bytes.range(of: Data("token-a".utf8)) == nil)
        #expect(bytes.range(of: Data(TokenHash.of("token-a").utf8)) != nil)
    }
}
