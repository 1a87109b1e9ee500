import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// A store that cannot write: the input is refused with 503 and changes nothing, and nothing
/// half-written is ever read back.
@Suite struct StoreFailureTests {
    static let inputs: [(name: String, input: SessionInput)] = [
        ("set", SessionInput(changes: JSONObject(["scrollY": 50]))),
        ("event", SessionInput(event: ("bounce", JSONObject()))),
        ("scene change", SessionInput(sceneID: TestStaticScene.id)),
        ("playback", SessionInput(speed: 0.5, paused: true)),
    ]

    @Test(arguments: inputs.map(\.name))
    func anInputTheStoreRefusesIs503AndChangesNothing(_ name: String) throws {
        let input = try #require(Self.inputs.first { $0.name == name }).input
        // One healthy write: the session's creation.
        let session = try SessionRegistry.testing(store: FailingSessionStore(healthyWrites: 1))
            .create(TestScrollScene.self, now: 0)
        let before = session.state
        let refusal = #expect(throws: APIError.self) { try session.apply(input, now: 1) }
        #expect(refusal?.status == 503)
        #expect(refusal?.code == "store_unavailable")
        let after = session.state
        #expect(after.frameJSON == before.frameJSON)
        #expect(after.seq == before.seq)
        #expect(JSONWriter.string(after.sessionJSON) == JSONWriter.string(before.sessionJSON))
        #expect(after.scene.frame(at: 2) == before.scene.frame(at: 2))
    }

    @Test func aSessionTheStoreCannotTakeIsNotCreated() throws {
        let registry = SessionRegistry.testing(store: FailingSessionStore())
        let refusal = #expect(throws: APIError.self) { try registry.create(TestScrollScene.self, now: 0) }
        #expect(refusal?.status == 503)
        #expect(registry.all.isEmpty)
    }

    @Test func theServerAnswersTheProtocolsJSONErrorAndKeepsTheSession() throws {
        // Healthy writes: the expiry at start and the default session's creation.
        let api = try InProcessAPI.serving(store: FailingSessionStore(healthyWrites: 2))
        let before = try api.client.get("/api/sessions/default").json()
        let response = try api.input(#"{"set": {"scrollY": 50}}"#)
        #expect(response.status == 503)
        #expect(response.errorCode == "store_unavailable")
        #expect(try response.json()["error"]?["message"]?.stringValue?.contains("disk is full") == true)
        #expect(try api.client.get("/api/sessions/default").json() == before)
    }

    /// SQLite itself refusing to grow, as on a full disk: every input up to the refusal is
    /// stored whole and the refused one not at all.
    @Test func aFullDatabaseKeepsEveryCommittedInputAndNoPartOfTheRefusedOne() throws {
        let directory = try TemporaryDirectory()
        try GRDBSessionStore(directory: directory.path).save(SessionStoreTests.session("a"))
        var committed = SessionStoreTests.session("a")
        var refusal: StoreError?
        do {
            let full = try GRDBSessionStore(directory: directory.path, maximumPages: 1)
            // Bodies of 1 KiB fill the last free pages within a few dozen inputs.
            for index in 0..<1000 where refusal == nil {
                let input = StoredInput(
                    time: Double(index), body: JSONObject(["set": ["title": .string(String(repeating: "x", count: 1024))]]))
                let update = SessionStoreTests.update("a", input: input)
                do {
                    try full.record(update)
                    committed.apply(update)
                } catch {
                    refusal = error
                }
            }
        }
        #expect(refusal?.kind == .full)
        #expect(refusal?.apiError.status == 503)
        #expect(try GRDBSessionStore(directory: directory.path).sessions() == [committed])
    }

    /// A refused write leaves no transaction open behind it: the next write on the same store
    /// commits, whether the refusal came from SQLite (the full file) or from the store itself
    /// (a session it does not hold).
    @Test func theWriteAfterARefusedOneCommits() throws {
        let directory = try TemporaryDirectory()
        try GRDBSessionStore(directory: directory.path).save(SessionStoreTests.session("a"))
        let full = try GRDBSessionStore(directory: directory.path, maximumPages: 1)
        var committed = SessionStoreTests.session("a")
        var refusals: [StoreError.Kind] = []
        #expect(throws: StoreError.self) { try full.record(SessionStoreTests.update("ghost", input: nil)) }
        for index in 0..<1000 where refusals.isEmpty {
            let input = StoredInput(
                time: Double(index), body: JSONObject(["set": ["title": .string(String(repeating: "x", count: 1024))]]))
            do {
                try full.record(SessionStoreTests.update("a", input: input))
                committed.apply(SessionStoreTests.update("a", input: input))
            } catch {
                refusals.append(error.kind)
            }
        }
        #expect(refusals == [.full])
        // Only the clock moves: no page more is needed.
        var clockOnly = SessionStoreTests.update("a", input: nil)
        clockOnly.clock.time = 42
        try full.record(clockOnly)
        committed.apply(clockOnly)
        #expect(try full.sessions() == [committed])
    }

    @Test(arguments: ["file/inside", "file"])
    func anUnusableDataDirectorySaysWhatToDo(_ relative: String) throws {
        let directory = try TemporaryDirectory()
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: directory.path).appendingPathComponent("file"))
        let refusal = #expect(throws: StoreError.self) {
            try GRDBSessionStore(directory: "\(directory.path)/\(relative)")
        }
        #expect(refusal?.kind == .unwritable)
        #expect(refusal?.message.contains("--no-store") == true)
    }
}
