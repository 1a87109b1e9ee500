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

    /// The input's frame has gone out when the store refuses it (it leaves before the write):
    /// the session keeps nothing of it, and its viewers are sent the frame from before again.
    @Test(arguments: inputs.map(\.name))
    func anInputTheStoreRefusesIs503AndChangesNothing(_ name: String) throws {
        let input = try #require(Self.inputs.first { $0.name == name }).input
        // The store reads what the viewer was sent by the time it is asked to write, then refuses.
        let viewerBox = Locked<Viewer?>(nil)
        let sentBeforeTheWrite = Locked<[UInt8]>([])
        let store = ObservedSessionStore { _ throws(StoreError) in
            if let viewer = viewerBox.withLock({ $0 }), case .send(let bytes) = viewer.read(maximum: 1 << 20) {
                sentBeforeTheWrite.withLock { $0 += bytes }
            }
            throw FailingSessionStore.failure
        }
        let session = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        let viewer = try session.addViewer(now: 0)
        let opening = try Self.eventsSent(to: viewer)
        viewerBox.withLock { $0 = viewer }
        let before = session.state
        let refusal = #expect(throws: APIError.self) { try session.apply(input, now: 1) }
        #expect(refusal?.status == 503)
        #expect(refusal?.code == "store_unavailable")
        let after = session.state
        #expect(after.seq == before.seq + 2)
        let (frameAfter, frameBefore) = (try JSONParser.parse(after.frameJSON), try JSONParser.parse(before.frameJSON))
        #expect(Self.withoutSeqAndTime(frameAfter) == Self.withoutSeqAndTime(frameBefore))
        #expect(Self.withoutSeqAndTime(after.sessionJSON) == Self.withoutSeqAndTime(before.sessionJSON))
        #expect(after.scene.frame(at: 2) == before.scene.frame(at: 2))
        #expect(after.origin == before.origin && after.inputsSinceOrigin == before.inputsSinceOrigin)

        // What the viewer was sent: its opening, the input's frame, then the frame taken back.
        let frames = try Self.frames(
            in: opening + Self.events(in: sentBeforeTheWrite.withLock { $0 }) + Self.eventsSent(to: viewer))
        let seqs: [Double?] = frames.map { $0["seq"]?.doubleValue }
        let expectedSeqs: [Double?] = [Double(before.seq), Double(before.seq + 1), Double(before.seq + 2)]
        #expect(seqs == expectedSeqs)
        #expect(frames.count == 3 && frames[1] != frames[0])
        let takenBack = try JSONParser.parse(after.frameJSON)
        #expect(frames.last == takenBack)
    }

    /// The order that keeps an input's latency off the store: its frame is in the viewer's
    /// stream when the store is asked to write it, and the 202 comes after the write.
    @Test func anInputsFrameLeavesBeforeTheStoreWritesIt() throws {
        let sentWhenWritten = Locked<[UInt8]?>(nil)
        let viewerBox = Locked<Viewer?>(nil)
        let store = ObservedSessionStore { _ in
            guard let viewer = viewerBox.withLock({ $0 }), case .send(let bytes) = viewer.read(maximum: 1 << 20) else { return }
            sentWhenWritten.withLock { $0 = Array(bytes) }
        }
        let session = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        let viewer = try session.addViewer(now: 0)
        _ = viewer.read(maximum: 1 << 20)
        viewerBox.withLock { $0 = viewer }
        try session.apply(SessionInput(changes: JSONObject(["scrollY": 50])), now: 1)
        #expect(store.recorded == 1)
        #expect(sentWhenWritten.withLock { $0 } == session.state.frameEvents.delta)
    }

    /// The events a viewer has been sent and not yet read.
    static func eventsSent(to viewer: Viewer) -> [ReceivedEvent] {
        var bytes: [UInt8] = []
        while case .send(let more) = viewer.read(maximum: 1 << 20) { bytes += more }
        return events(in: bytes)
    }

    static func events(in bytes: [UInt8]) -> [ReceivedEvent] {
        var decoder = EventStreamDecoder(framing: .events)
        var events: [ReceivedEvent] = []
        decoder.feed(bytes) { events.append(ReceivedEvent(raw: Array($0))) }
        return events
    }

    /// The frames among `events`, deltas applied to the frame before as the page does.
    static func frames(in events: [ReceivedEvent]) throws -> [JSONValue] {
        var frames: [JSONValue] = []
        for event in events {
            switch event.event {
            case "frame": frames.append(try event.json())
            case "delta": frames.append(try FrameDelta.apply(try event.json(), to: try #require(frames.last)))
            default: continue
            }
        }
        return frames
    }

    /// A frame or session object without what moves on when a frame is published again.
    static func withoutSeqAndTime(_ value: JSONValue) -> JSONValue {
        guard case .object(var object) = value else { return value }
        for key in ["seq", "time", "metrics"] { object[key] = nil }
        return .object(object)
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
        // The refused input's frame went out and was taken back: only the seq moved on.
        let after = try api.client.get("/api/sessions/default").json()
        #expect(Self.withoutSeqAndTime(after) == Self.withoutSeqAndTime(before))
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
