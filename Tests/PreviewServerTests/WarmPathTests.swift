import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Keeping an input's path warm between the inputs of a drag (issue 15): when, what is
/// rehearsed, and that a rehearsal changes nothing.
@Suite struct WarmPathTests {
    static let peer = PeerAddress(text: "127.0.0.1", isLoopback: true)

    /// `wire` framed as the front door frames it, held whole.
    static func held(_ wire: String) throws -> HeldRequest {
        var framing = RequestStreamFraming(bodyLimit: 1 << 16)
        var forwarded: [UInt8] = []
        let taken = Array(wire.utf8).withUnsafeBytes { framing.take($0, forwardingInto: &forwarded, holding: { _, _ in true }) }
        return try #require(taken.held)
    }

    static func input(session: String, body: String = #"{"set":{"scrollY":40}}"#, token: String = "t") throws -> HeldRequest {
        try held(
            "POST /api/sessions/\(session)/input HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Authorization: Bearer \(token)\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
    }

    @Test func theWindowOpensWithAnInputAndCloses() throws {
        let path = WarmPath()
        #expect(path.sleepMilliseconds(at: 10) == nil)
        #expect(path.due(at: 10) == nil)
        path.noteInput(try Self.input(session: "s1"), from: Self.peer, at: 10)
        #expect(path.sleepMilliseconds(at: 10.01) == WarmPath.intervalMilliseconds)
        #expect(path.due(at: 10.01)?.request.target.path == "/api/sessions/s1/input")
        path.noteInput(try Self.input(session: "s2"), from: Self.peer, at: 10.02)
        #expect(path.due(at: 10.06)?.request.target.path == "/api/sessions/s2/input")
        #expect(path.sleepMilliseconds(at: 10.02 + WarmPath.window) == nil)
        #expect(path.due(at: 10.02 + WarmPath.window) == nil)
        // Closed, the request is let go: an earlier time does not bring it back.
        #expect(path.due(at: 10.03) == nil)
    }

    /// A large input is not rehearsed, and closes a window an earlier input opened.
    @Test func aLargeInputIsNotRehearsed() throws {
        let path = WarmPath()
        path.noteInput(try Self.input(session: "s1"), from: Self.peer, at: 10)
        #expect(path.due(at: 10.001) != nil)
        let values = (0..<400).map { #""v\#($0)":\#($0)"# }.joined(separator: ",")
        let large = try Self.input(session: "s1", body: "{\"set\":{\(values)}}")
        #expect(large.wire.count > WarmPath.rehearsedBytes)
        path.noteInput(large, from: Self.peer, at: 10.002)
        #expect(path.due(at: 10.003) == nil)
        #expect(path.sleepMilliseconds(at: 10.003) == nil)
    }

    /// Only an accepted input opens the window, and the request rehearsed is the one answered,
    /// byte for byte, from the same peer.
    @Test(arguments: [(202, true), (401, false), (429, false)]) func onlyAcceptedInputsAreRehearsed(status: Int, rehearsed: Bool) throws {
        let seen = Locked<[HTTPRequest]>([])
        let answers = DoorAnswers(
            answers: { _, _ in true }, respond: { _ in HTTPResponse(status: status) },
            rehearse: { request in
                seen.withLock { $0.append(request) }
                return HTTPResponse(status: 202)
            }, now: { 100 })
        let held = try Self.input(session: "s1", body: #"{"set":{"scrollY":7}}"#)
        _ = answers.wireAnswer(held, from: Self.peer)
        #expect(answers.rehearseDueInput(at: 100.01) == rehearsed)
        #expect(!answers.rehearseDueInput(at: 100 + WarmPath.window))
        let requests = seen.withLock { $0 }
        #expect(requests.count == (rehearsed ? 1 : 0))
        if let request = requests.first {
            let answered = HTTPRequest(held: held, peer: Self.peer)
            #expect(request.path == answered.path)
            #expect(request.body == answered.body)
            #expect(request.header("authorization") == "Bearer t")
            #expect(request.peerIsLoopback)
        }
    }

    /// A rehearsal goes through the whole input path — it would publish the next seq — on a
    /// copy: the session's state and seq stay, its viewers are sent nothing, the store gets
    /// nothing, and the input budget is not spent.
    @Test func rehearsingChangesNothing() throws {
        let store = ObservedSessionStore { _ in }
        let session = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        let viewer = try session.addViewer(now: 0)
        _ = viewer.read(maximum: 1 << 20)
        _ = try session.apply(SessionInput(changes: JSONObject(["scrollY": 9])), now: 1)
        _ = viewer.read(maximum: 1 << 20)
        let before = session.state
        let recorded = store.recorded
        // More rehearsals than the input budget's burst, all at one instant.
        for _ in 0..<(Int(Limits.inputBurst) + 10) {
            let receipt = try session.rehearse(SessionInput(changes: JSONObject(["scrollY": 30])), now: 1.001)
            #expect(receipt.seq == before.seq + 1)
        }
        let after = session.state
        #expect(after.seq == before.seq)
        #expect(after.sessionJSON == before.sessionJSON)
        #expect(after.frameEvents.delta == before.frameEvents.delta)
        #expect(store.recorded == recorded)
        if case .send(let bytes) = viewer.read(maximum: 1 << 20) { Issue.record("a viewer was sent \(bytes.count) bytes") }
        #expect(try session.apply(SessionInput(changes: JSONObject(["scrollY": 30])), now: 1.001).seq == before.seq + 1)
    }

    /// A rehearsal is refused what `apply` refuses: an out-of-range value throws the same error.
    @Test func aRehearsalChecksAsApplyDoes() throws {
        let session = try SessionRegistry.testing().create(TestScrollScene.self, now: 0)
        let input = SessionInput(changes: JSONObject(["scrollY": 1e9]))
        #expect(throws: APIError.self) { try session.rehearse(input, now: 1) }
        #expect(throws: APIError.self) { try session.apply(input, now: 1) }
    }

    /// Another scene or screen is a single step, not a drag: it is not rehearsed (no rebuild).
    @Test(arguments: [SessionInput(sceneID: TestStaticScene.id), SessionInput(orientation: .landscape)])
    func sceneAndScreenChangesAreNotRehearsed(input: SessionInput) throws {
        let session = try SessionRegistry.testing().create(TestScrollScene.self, now: 0)
        let seq = session.state.seq
        #expect(try session.rehearse(input, now: 1).seq == seq)
        #expect(try session.apply(input, now: 1).seq > seq)
    }

    /// A rehearsal revives nothing: a session unloaded meanwhile stays in the store, where an
    /// input proper brings it back.
    @Test func aRehearsalRevivesNothing() throws {
        let registry = SessionRegistry.testing(store: InMemorySessionStore(), capacity: 2)
        let screen = SessionStateTests.screen
        let origin = SceneOrigin(
            sceneID: TestScrollScene.id, screen: screen, parameters: TestScrollScene.defaultParameters(for: screen), time: 0)
        let (unloaded, token) = try registry.create(origin: origin, now: 0)
        _ = try registry.create(origin: origin, now: 1)
        // Both idle for 10 minutes: a new session unloads the one idle longest.
        let later = Limits.idleSessionSeconds + 10
        _ = try registry.create(origin: origin, now: later)
        #expect(registry.session(id: unloaded.id) == nil)
        let endpoints = SessionEndpoints(
            registry: registry, catalogs: registry.catalogs, defaultControlToken: "", now: { later + 1 },
            creations: AddressRateLimits(perMinute: 10))
        let request = HTTPRequest(held: try Self.input(session: unloaded.id, token: token), peer: Self.peer)
        #expect(throws: APIError.self) { try endpoints.input(Substring(unloaded.id), request, rehearsal: true) }
        #expect(registry.session(id: unloaded.id) == nil)
        #expect(try endpoints.input(Substring(unloaded.id), request).status == 202)
        #expect(registry.session(id: unloaded.id) != nil)
    }

    /// The router rehearses only an input it would accept: a bad token or another route is
    /// not rehearsed.
    @Test func theRouterRehearsesOnlyAcceptedInputs() throws {
        let server = try TestServer()
        let token = server.server.defaultControlToken
        let before = try server.client.get("/api/sessions/default").json()["seq"]
        let router = server.server.router
        #expect(router.rehearse(HTTPRequest(held: try Self.input(session: "default", token: token), peer: Self.peer))?.status == 202)
        #expect(router.rehearse(HTTPRequest(held: try Self.input(session: "default", token: "wrong"), peer: Self.peer)) == nil)
        #expect(router.rehearse(HTTPRequest(held: try Self.held("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"), peer: Self.peer)) == nil)
        #expect(try server.client.get("/api/sessions/default").json()["seq"] == before)
    }

    /// On a real server: after an input the front door answered, its loop rehearses it, and
    /// stops once the window has closed; the session is where the input left it.
    @Test func theFrontDoorRehearsesAfterAnInputAndThenSleeps() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        try socket.send(DoorAnswerTests.request(DoorAnswerTests.examples[0], token: server.server.defaultControlToken))
        let answer = try LoopbackHTTPClient.readResponse(from: socket, method: "POST")
        #expect(answer.status == 202)
        #expect(server.server.requestsAnsweredAtTheDoor == 1)
        let deadline = Date().addingTimeInterval(2)
        var rehearsed = server.server.rehearsedInputs
        var settled = false
        // Polled until it stops growing for 0.2 s: the window is 0.05 s.
        while Date() < deadline, !settled {
            Thread.sleep(forTimeInterval: 0.2)
            let now = server.server.rehearsedInputs
            settled = now == rehearsed && now > 0
            rehearsed = now
        }
        #expect(settled)
        #expect(rehearsed > 0)
        #expect(rehearsed <= Int(WarmPath.window * 1000) + 5)
        let seq = try server.client.get("/api/sessions/default").json()["seq"]
        #expect(seq == (try answer.json())["seq"])
    }
}
