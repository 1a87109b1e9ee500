import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 12, item 5, on every head of a connection: a kept-alive connection's later heads are
/// checked as strictly as its first (the front door relays them, `RelayedConnection`). Before,
/// libmicrohttpd parsed them itself: HTML for a malformed one, the head written twice for
/// `Content-Length: -1`, a hang until the timeout for a huge chunk size.
@Suite struct KeptAliveRefusalTests {
    static let good = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    enum Timing: String, CaseIterable, Sendable {
        /// The bad head comes after the good request's answer was read.
        case afterTheAnswer
        /// Both come in one write: the good request's answer must still come first.
        case pipelined
    }

    static var cases: [(FrontDoorTests.Refusal, Timing)] {
        FrontDoorTests.refusals.flatMap { refusal in Timing.allCases.map { (refusal, $0) } }
    }

    @Test(arguments: cases) func laterHeadRefusedWithJSONAfterEarlierAnswers(
        _ refusal: FrontDoorTests.Refusal, _ timing: Timing
    ) throws {
        let server = try TestServer { $0.sessionsPerMinutePerAddress = 100 }
        let before = server.server.registry.all.count
        let socket = try LoopbackSocket(port: server.port)
        let bad = refusal.head + "\r\n" + refusal.body
        switch timing {
        case .afterTheAnswer:
            try socket.send(Self.good)
            #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 200)
            try socket.send(bad)
        case .pipelined:
            try socket.send(Self.good + bad)
            let first = try LoopbackHTTPClient.readResponse(from: socket)
            #expect(first.status == 200)
            #expect(first.text == "ok")
        }
        let answer = try LoopbackHTTPClient.readResponse(from: socket)
        #expect(answer.status == refusal.status)
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(answer.headers["connection"] == "close")
        #expect(answer.errorCode == refusal.code)
        // Nothing after the refusal: not a second head, not the smuggled request's answer.
        #expect(try socket.readToEnd().isEmpty)
        #expect(server.server.registry.all.count == before)
    }

    /// Good requests of every framing, pipelined on one connection, are all answered in order.
    @Test func pipelinedGoodRequestsOfEveryFraming() throws {
        let server = try TestServer { $0.sessionsPerMinutePerAddress = 100 }
        let socket = try LoopbackSocket(port: server.port)
        let created = "{}"
        let chunked = "1;ext=1\r\n{\r\n1\r\n}\r\n0\r\nX-Trailer: 1\r\n\r\n"
        try socket.send(
            Self.good
                + "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(created.utf8.count)\r\n\r\n\(created)"
                + "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n\(chunked)"
                + Self.good)
        let statuses = try (0..<4).map { _ in try LoopbackHTTPClient.readResponse(from: socket).status }
        #expect(statuses == [200, 201, 201, 200])
    }

    /// An event stream's connection is handed to libmicrohttpd unrelayed, so it serves exactly
    /// one request: the answer closes it, a stream as much as a refusal, and a request sent
    /// after it is never parsed.
    @Test func anEventStreamsConnectionServesOneRequest() throws {
        let server = try TestServer()
        let stream = try LoopbackSocket(port: server.port)
        try stream.send("GET /api/sessions/default/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (status, headers) = try LoopbackHTTPClient.readHead(from: stream)
        #expect(status == 200)
        #expect(headers["connection"] == "close")

        let refused = try LoopbackSocket(port: server.port)
        try refused.send("GET /api/sessions/nope/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + Self.good)
        let answer = try LoopbackHTTPClient.readResponse(from: refused)
        #expect(answer.status == 404)
        #expect(answer.headers["connection"] == "close")
        #expect(try refused.readToEnd().isEmpty)
    }
}
