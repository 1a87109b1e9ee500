import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 12, item 4: one peer cannot lock others out, and connections that send or read
/// nothing are closed in seconds. Another 127.x address stands for another peer.
@Suite struct FairConnectionTests {
    static let otherPeer = "127.0.0.2"

    @Test func onePeerCannotHoldMoreThanItsConnections() throws {
        let server = try TestServer { $0.connectionsPerAddress = 3 }
        let held = try (0..<3).map { _ in try LoopbackSocket(port: server.port, source: Self.otherPeer) }
        // Held open: a request on one of them proves the server accepted all three.
        try held[0].send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try LoopbackHTTPClient.readResponse(from: held[0]).status == 200)
        let extra = try LoopbackSocket(port: server.port, source: Self.otherPeer)
        try extra.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(extra.isRefusedWithoutAnswer())
        #expect(try server.client.get("/healthz").status == 200)
    }

    @Test func onePeerCannotCreateMoreSessionsAMinuteThanItsShare() throws {
        let api = try InProcessAPI.serving { $0.sessionsPerMinutePerAddress = 3 }
        var other = api.client
        other.source = Self.otherPeer
        let statuses = try (0..<4).map { _ in try other.post("/api/sessions", json: "{}").status }
        #expect(statuses == [201, 201, 201, 429])
        #expect(try other.post("/api/sessions", json: "{}").errorCode == "too_many_requests")
        #expect(try api.client.post("/api/sessions", json: "{}").status == 201)
    }

    /// A connection that sends nothing, or only part of a head (slowloris), is closed after
    /// the request timeout; the socket's own 5 s receive timeout bounds the wait.
    @Test(arguments: ["", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"]) func silentConnectionsAreClosed(_ sent: String) throws {
        let server = try TestServer { $0.requestTimeoutSeconds = 1 }
        let socket = try LoopbackSocket(port: server.port)
        if !sent.isEmpty { try socket.send(sent) }
        #expect(try socket.isClosedByPeer())
    }

    /// A viewer whose socket is closed leaves the count although nothing is written to it:
    /// keep-alives are an hour apart and nothing moves, so only the peer check can notice.
    @Test func closedViewerLeavesTheCountWithoutAWrite() throws {
        let server = try TestServer { $0.keepAliveSeconds = 3600 }
        let observer = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        _ = try observer.next(named: "frame")
        var leaving: TestEventStream? = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        _ = try leaving?.next(named: "frame")
        // Session events may repeat a count; each wait is bounded by the socket's 5 s timeout.
        while try observer.next(named: "session").json()["viewers"] != 2 {}
        leaving = nil
        #expect(leaving == nil)
        while try observer.next(named: "session").json()["viewers"] != 1 {}
    }

    /// A viewer that stops reading is closed once the server cannot write to it for the
    /// stream timeout; tiny socket buffers on both ends make it fill after a few frames.
    @Test func viewerThatNeverReadsIsClosed() throws {
        let server = try TestServer {
            $0.streamTimeoutSeconds = 1
            $0.streamSendBufferBytes = 4096
        }
        let session = try #require(server.server.registry.session(id: SessionRegistry.defaultID))
        let stuck = try LoopbackSocket(port: server.port, receiveBufferBytes: 1024)
        try stuck.send("GET /api/sessions/default/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = try stuck.read(count: 1)
        #expect(session.viewerCount == 1)
        // Frames until the stuck viewer is gone (the rate limit turns most later inputs into
        // 429s, which publish nothing but keep the loop bounded by count, not by a clock).
        var sent = 0
        while session.viewerCount == 1, sent < 20_000 {
            _ = try server.input(#"{"set":{"scrollY":\#(sent % 100)}}"#)
            sent += 1
        }
        #expect(session.viewerCount == 0)
    }
}
