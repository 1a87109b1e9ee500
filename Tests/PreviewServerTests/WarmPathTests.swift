import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Keeping an input's path warm between the inputs of a drag (issue 15): when, what, and that
/// it changes nothing.
@Suite struct WarmPathTests {
    @Test func theWindowOpensWithAnInputAndCloses() {
        let path = WarmPath()
        #expect(path.sleepMilliseconds(at: 10) == nil)
        #expect(path.due(at: 10) == nil)
        path.noteInput(session: "s1", at: 10)
        #expect(path.sleepMilliseconds(at: 10.01) == WarmPath.intervalMilliseconds)
        #expect(path.due(at: 10.01) == "s1")
        path.noteInput(session: "s2", at: 10.02)
        #expect(path.due(at: 10.06) == "s2")
        #expect(path.sleepMilliseconds(at: 10.02 + WarmPath.window) == nil)
        #expect(path.due(at: 10.02 + WarmPath.window) == nil)
    }

    /// Only an accepted input opens the window, for its own session.
    @Test(arguments: [(202, "s1" as String?), (401, nil), (429, nil)]) func onlyAcceptedInputsWarm(status: Int, warmed: String?) {
        let answers = DoorAnswers(
            answers: { _, _ in true }, respond: { _ in HTTPResponse(status: status) }, now: { 100 })
        _ = answers.wireAnswer(HTTPRequest(method: "POST", path: "/api/sessions/s1/input"))
        #expect(answers.warmPath.due(at: 100.01) == warmed)
        #expect(answers.warmPath.due(at: 100 + WarmPath.window) == nil)
    }

    /// A warm frame is computed on a copy: the session's state and seq stay, and its viewers
    /// are sent nothing.
    @Test func warmingChangesNothing() throws {
        let session = try SessionRegistry.testing().create(TestScrollScene.self, now: 0)
        let viewer = try session.addViewer(now: 0)
        _ = viewer.read(maximum: 1 << 20)
        _ = try session.apply(SessionInput(changes: JSONObject(["scrollY": 9])), now: 1)
        _ = viewer.read(maximum: 1 << 20)
        let before = session.state
        for step in 1...5 { session.warm(now: 1 + Double(step) * 0.001) }
        let after = session.state
        #expect(after.seq == before.seq)
        #expect(after.sessionJSON == before.sessionJSON)
        #expect(after.frameEvents.delta == before.frameEvents.delta)
        if case .send(let bytes) = viewer.read(maximum: 1 << 20) { Issue.record("a viewer was sent \(bytes.count) bytes") }
    }

    /// On a real server: after an input the front door answered, its loop warms the session,
    /// and stops once the window has closed.
    @Test func theFrontDoorWarmsAfterAnInputAndThenSleeps() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        try socket.send(DoorAnswerTests.request(DoorAnswerTests.examples[0], token: server.server.defaultControlToken))
        #expect(try LoopbackHTTPClient.readResponse(from: socket, method: "POST").status == 202)
        #expect(server.server.requestsAnsweredAtTheDoor == 1)
        let deadline = Date().addingTimeInterval(2)
        var warmed = server.server.warmFrames
        var settled = false
        // Polled until it stops growing for 0.2 s: the window is 0.05 s.
        while Date() < deadline, !settled {
            Thread.sleep(forTimeInterval: 0.2)
            let now = server.server.warmFrames
            settled = now == warmed && now > 0
            warmed = now
        }
        #expect(settled)
        #expect(warmed > 0)
        #expect(warmed <= Int(WarmPath.window * 1000) + 5)
    }
}
