import ArgumentParser
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// `--max-sessions`: the registry holds as many live sessions as the server is configured
/// for, refuses past it with the number in the message, and a restart into fewer keeps the
/// rest stored rather than losing them.
@Suite struct SessionCapacityTests {
    @Test(arguments: [1, 3, 70])
    func theRegistryHoldsItsCapacityAndRefusesOneMore(capacity: Int) throws {
        let registry = SessionRegistry.testing(capacity: capacity)
        for index in 0..<capacity { _ = try registry.create(TestScrollScene.self, now: Double(index)) }
        let refusal = #expect(throws: APIError.self) { try registry.create(TestScrollScene.self, now: Double(capacity)) }
        #expect(refusal?.status == 503)
        #expect(refusal?.code == "too_many_sessions")
        #expect(refusal?.message == "the server holds \(capacity) sessions")
        #expect(registry.all.count == capacity)
    }

    @Test func aServerConfiguredForTwoSessionsRefusesTheSecondItCreates() throws {
        let server = try TestServer { $0.maxSessions = 2 }
        // `default` is the first.
        #expect(try server.client.post("/api/sessions", json: #"{"scene":"test-scroll"}"#).status == 201)
        let refused = try server.client.post("/api/sessions", json: #"{"scene":"test-scroll"}"#)
        #expect(refused.status == 503)
        #expect(try refused.json()["error"]?["code"]?.stringValue == "too_many_sessions")
    }

    @Test(arguments: [0, -1, ServerConfiguration.maxSessionsCeiling + 1])
    func aServerBuiltWithACapOutOfRangeIsRefused(capacity: Int) {
        #expect(throws: ServerError.self) { try TestServer { $0.maxSessions = capacity } }
    }

    @Test func aRestartIntoFewerSessionsRestoresTheNewestAndKeepsTheRestStored() throws {
        let store = InMemorySessionStore()
        let registry = SessionRegistry.testing(store: store, capacity: 4)
        _ = try registry.create(TestScrollScene.self, id: SessionRegistry.defaultID, now: 0)
        let older = try registry.create(TestScrollScene.self, now: 1)
        let newer = try registry.create(TestScrollScene.self, now: 2)
        _ = try newer.apply(SessionInput(changes: JSONObject(entries: [("scrollY", .number(30))])), now: 3)
        let restarted = SessionRegistry.testing(
            store: store, capacity: 2, epochClock: SessionRestartTests.laterProcess)
        let report = try restarted.restore(now: 5, sessionLifetimeSeconds: 86_400)
        #expect(Set(report.restored) == [SessionRegistry.defaultID, newer.id])
        #expect(report.leftStored == [older.id])
        #expect(report.skipped.isEmpty)
        #expect(restarted.session(id: older.id) == nil)
        #expect(store.sessions().contains { $0.id == older.id })
    }

    @Test(arguments: [
        (["--max-sessions", "0"], nil as Int?), (["--max-sessions", "10001"], nil), (["--max-sessions", "-3"], nil),
        (["--max-sessions", "500"], 500), ([], 64),
    ])
    func theServeOptionIsCheckedAndApplied(arguments: [String], expected: Int?) {
        let configuration = ServerConfiguration.parsingServeOptions(arguments)
        #expect(configuration?.maxSessions == expected)
    }
}
