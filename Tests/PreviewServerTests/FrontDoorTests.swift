import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 12, item 5: heads libmicrohttpd 0.9.75 used to answer itself (an HTML page, twice
/// over for an unparsable Content-Length; a hang for a huge chunk size) now get exactly one
/// protocol JSON error from the front door, the connection closes, and nothing runs.
@Suite struct FrontDoorTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var head: String
        var body = ""
        var status: Int
        var code: String
        var testDescription: String { "\(name) → \(status) \(code)" }
    }

    /// Would create a session if anything after the refused head were run.
    static let smuggled = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    static let refusals: [Refusal] = [
        Refusal(
            name: "Content-Length -1", head: "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n",
            body: "{}" + smuggled, status: 400, code: "bad_content_length"),
        Refusal(
            name: "Content-Length past 64 bits",
            head: "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999999\r\n",
            body: "{}" + smuggled, status: 400, code: "bad_content_length"),
        Refusal(
            name: "chunk size FFFFFFFFFFFFFFFF",
            head: "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n",
            body: "FFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n" + smuggled, status: 413, code: "body_too_large"),
        Refusal(
            name: "a header line without a colon", head: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad\r\n",
            status: 400, code: "bad_header"),
        Refusal(
            name: "obs-fold", head: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: 1\r\n folded\r\n", status: 400,
            code: "bad_header"),
        Refusal(
            name: "a space before the colon", head: "GET /healthz HTTP/1.1\r\nHost : 127.0.0.1\r\n", status: 400,
            code: "bad_header"),
        Refusal(name: "a bad request line", head: "GET /healthz  HTTP/1.1\r\nHost: 127.0.0.1\r\n", status: 400, code: "bad_request_line"),
        Refusal(name: "no Host", head: "GET /healthz HTTP/1.1\r\n", status: 400, code: "missing_host"),
        Refusal(
            name: "a 200 KiB header, past libmicrohttpd's buffer",
            head: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 200 * 1024))\r\n",
            status: 431, code: "headers_too_large"),
        Refusal(
            name: "3,000 short header fields, past libmicrohttpd's memory for their records",
            head: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "a:b\r\n", count: 3000),
            status: 431, code: "headers_too_large"),
        Refusal(
            name: "a 200 KiB target", head: "GET /\(String(repeating: "a", count: 200 * 1024)) HTTP/1.1\r\nHost: 127.0.0.1\r\n",
            status: 414, code: "uri_too_long"),
    ]

    @Test(arguments: refusals) func refusedOnceWithJSONAndClosed(_ refusal: Refusal) throws {
        let server = try TestServer { $0.sessionsPerMinutePerAddress = 100 }
        let before = server.server.registry.all.count
        let socket = try LoopbackSocket(port: server.port)
        try socket.send(refusal.head + "\r\n" + refusal.body)
        // Everything until the server closes: one response and nothing after it.
        let raw = try socket.readToEnd()
        let text = String(decoding: raw, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let headLines = parts[0].components(separatedBy: "\r\n")
        #expect(headLines[0].hasPrefix("HTTP/1.1 \(refusal.status) "))
        #expect(headLines.filter { $0.hasPrefix("HTTP/") }.count == 1)
        let headers = Dictionary(
            headLines.dropFirst().compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
        #expect(headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(headers["connection"] == "close")
        let body = parts.dropFirst().joined(separator: "\r\n\r\n")
        #expect(headers["content-length"] == String(body.utf8.count))
        let response = LoopbackResponse(status: refusal.status, headers: headers, body: Array(body.utf8))
        #expect(response.errorCode == refusal.code)
        #expect(server.server.registry.all.count == before)
    }

    /// The front door checks only a connection's first head; libmicrohttpd reads the later ones.
    @Test func keepAliveStillServesLaterRequests() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 200)
        try socket.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /api/sessions/default HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 200)
        #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 200)
    }

    enum Holding: String, CaseIterable, Sendable {
        /// Connections waiting in the front door with half a head (slowloris).
        case partialHeads
        /// Kept-alive connections libmicrohttpd serves.
        case servedConnections
    }

    /// The per-address cap holds whether a peer's connections wait in the front door or are
    /// served by libmicrohttpd, and another address is still served.
    @Test(arguments: Holding.allCases) func perAddressCapCountsBothSides(_ holding: Holding) throws {
        let server = try TestServer { $0.connectionsPerAddress = 3 }
        let other = FairConnectionTests.otherPeer
        let held = try (0..<3).map { _ in try LoopbackSocket(port: server.port, source: other) }
        for socket in held {
            switch holding {
            case .partialHeads:
                try socket.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            case .servedConnections:
                try socket.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 200)
            }
        }
        // The head completes the first held one's request: proof the server kept all three.
        if holding == .partialHeads {
            try held[0].send("\r\n")
            #expect(try LoopbackHTTPClient.readResponse(from: held[0]).status == 200)
        }
        let extra = try LoopbackSocket(port: server.port, source: other)
        try extra.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(extra.isRefusedWithoutAnswer())
        #expect(try server.client.get("/healthz").status == 200)
    }
}
