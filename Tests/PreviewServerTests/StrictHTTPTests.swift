import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 12, item 5: framing libmicrohttpd 0.9.75 lets through is refused where the request
/// first reaches the project, with the protocol's JSON error, and the connection is closed.
@Suite struct StrictHTTPTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var target = "/api/sessions"
        var method = "POST"
        /// Header lines after `Host` (or instead of it, with `replacesHost`).
        var headers: [String]
        var body = ""
        var replacesHost = false
        var status = 400
        var code: String
        var testDescription: String { "\(name) → \(status) \(code)" }
    }

    /// A request hidden in the body: if it ran, a second answer would follow the refusal.
    static let smuggled = "0\r\n\r\nGET /api/sessions/default/token HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    static let refusals: [Refusal] = [
        Refusal(
            name: "Transfer-Encoding then Content-Length", headers: ["Transfer-Encoding: chunked", "Content-Length: 5"],
            body: smuggled, code: "ambiguous_length"),
        Refusal(
            name: "Content-Length then Transfer-Encoding", headers: ["Content-Length: 5", "Transfer-Encoding: chunked"],
            body: smuggled, code: "ambiguous_length"),
        Refusal(name: "two different Content-Lengths", headers: ["Content-Length: 2", "Content-Length: 3"], body: "{}", code: "ambiguous_length"),
        Refusal(name: "a repeated Content-Length", headers: ["Content-Length: 2", "Content-Length: 2"], body: "{}", code: "ambiguous_length"),
        Refusal(name: "Transfer-Encoding xchunked", headers: ["Transfer-Encoding: xchunked"], code: "unsupported_transfer_encoding"),
        Refusal(
            name: "Transfer-Encoding chunked, identity", headers: ["Transfer-Encoding: chunked, identity"],
            code: "unsupported_transfer_encoding"),
        Refusal(
            name: "two Transfer-Encoding headers", headers: ["Transfer-Encoding: chunked", "Transfer-Encoding: chunked"],
            code: "unsupported_transfer_encoding"),
        Refusal(
            name: "two Host headers, the evil one first", target: "/api/sessions/default/token", method: "GET",
            headers: ["Host: evil.example", "Host: 127.0.0.1"], replacesHost: true, code: "duplicate_host"),
        Refusal(name: "NUL in a file's path", target: "/index.html%00.png", method: "GET", headers: [], code: "bad_path"),
        Refusal(name: "NUL in a session id", target: "/api/sessions/def%00ault", method: "GET", headers: [], code: "bad_path"),
        Refusal(name: "a line feed in a path segment", target: "/api/sessions/a%0Ab", method: "GET", headers: [], code: "bad_path"),
        Refusal(name: "DEL in the path", target: "/js/%7F.js", method: "GET", headers: [], code: "bad_path"),
        Refusal(name: "NUL in the query", target: "/api/frame?scene=a%00b", method: "GET", headers: [], code: "bad_path"),
        Refusal(name: "a broken escape", target: "/index.html%4", method: "GET", headers: [], code: "bad_request_target"),
        Refusal(
            name: "a 64 KiB target", target: "/" + String(repeating: "a", count: 64 * 1024), method: "GET", headers: [],
            status: 414, code: "uri_too_long"),
        Refusal(
            name: "a 64 KiB header", method: "GET", headers: ["X-Big: " + String(repeating: "a", count: 64 * 1024)],
            status: 431, code: "headers_too_large"),
        Refusal(
            name: "a declared body over the limit", headers: ["Content-Length: \(Limits.bodyBytes + 1)"],
            status: 413, code: "body_too_large"),
    ]

    @Test(arguments: refusals) func refusedWithJSONAndClosed(_ refusal: Refusal) throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        var head = "\(refusal.method) \(refusal.target) HTTP/1.1\r\n"
        if !refusal.replacesHost { head += "Host: 127.0.0.1:\(server.port)\r\n" }
        for line in refusal.headers { head += line + "\r\n" }
        try socket.send(head + "\r\n" + refusal.body)
        let response = try LoopbackHTTPClient.readResponse(from: socket)
        #expect(response.status == refusal.status)
        #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(response.errorCode == refusal.code)
        // Closed right after the refusal: nothing smuggled in the body was answered.
        #expect(try socket.readToEnd().isEmpty)
    }

    @Test func aChunkedBodyAloneIsStillAccepted() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        try socket.send(
            "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n")
        #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 201)
    }

    /// Content-Length values libmicrohttpd cannot parse (0.9.75 answered them itself with an
    /// HTML page whose head it wrote twice) are refused by the front door before it parses
    /// them: the JSON error, nothing run, the connection closed (`FrontDoorTests` counts the
    /// status lines).
    @Test(arguments: ["-1", "99999999999999999999999", "2, 2"]) func unparsableLengthsRunNothing(_ length: String) throws {
        let server = try TestServer { $0.sessionsPerMinutePerAddress = 100 }
        let before = server.server.registry.all.count
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(length)\r\n\r\n{}")
        let response = try LoopbackHTTPClient.readResponse(from: socket)
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_content_length")
        #expect(try socket.isClosedByPeer())
        #expect(server.server.registry.all.count == before)
    }

    struct Accepted: CustomTestStringConvertible, Sendable {
        var target: String
        var host: String?
        var status: Int
        var testDescription: String { "\(target) with Host \(host ?? "none") → \(status)" }
    }

    /// RFC 9112 §3.2.2: an absolute-form target is accepted and its authority replaces `Host`,
    /// so the DNS-rebinding guard judges the name the client really addressed.
    static let absoluteForms: [Accepted] = [
        Accepted(target: "http://127.0.0.1/healthz", host: "127.0.0.1", status: 200),
        Accepted(target: "HTTP://localhost:8080/api/sessions/default", host: nil, status: 200),
        Accepted(target: "http://127.0.0.1?x=1", host: "127.0.0.1", status: 200),
        Accepted(target: "http://evil.example/api/sessions/default/token", host: "127.0.0.1", status: 403),
        Accepted(target: "/healthz", host: "evil.example", status: 403),
    ]

    @Test(arguments: absoluteForms) func absoluteFormIsAccepted(_ form: Accepted) throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        let host = form.host.map { "Host: \($0)\r\n" } ?? ""
        try socket.send("GET \(form.target) HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
        #expect(try LoopbackHTTPClient.readResponse(from: socket).status == form.status)
    }

    struct Target: CustomTestStringConvertible, Sendable {
        var raw: String
        var path: String?
        var authority: String?
        var testDescription: String { raw }
    }

    static let targets: [Target] = [
        Target(raw: "/", path: "/"),
        Target(raw: "/a%20b?c=%00", path: nil),
        Target(raw: "/%E6%B5%B7?x=1#frag", path: "/海"),
        Target(raw: "/%ff", path: nil),
        Target(raw: "http://h:1", path: "/", authority: "h:1"),
        Target(raw: "https://h/p%2Fq", path: "/p/q", authority: "h"),
        Target(raw: "http://user@h/", path: nil),
        Target(raw: "*", path: nil),
        Target(raw: "relative", path: nil),
    ]

    @Test(arguments: targets) func targetsDecodeOrAreRefused(_ target: Target) {
        let decoded = try? RequestTarget(raw: target.raw)
        #expect(decoded?.path == target.path)
        #expect(decoded?.authority == target.authority)
    }

    @Test func lengthsMustBeDigitsWithinSixtyFourBits() {
        let table: [(String, UInt64?)] = [
            ("0", 0), (" 12 ", 12), ("-1", nil), ("+1", nil), ("1e3", nil), ("", nil), ("0x10", nil),
            ("99999999999999999999999", nil), ("18446744073709551615", UInt64.max),
        ]
        for (text, length) in table { #expect(StrictHTTP.declaredLength(text) == length, "\(text)") }
    }
}

/// HTTP's optional whitespace around a field value is spaces and tabs, nothing else
/// (RFC 9110 §5.6.3): the `Content-Length`, `Transfer-Encoding` and `Host` checks read values
/// without it.
@Suite struct OptionalWhitespaceTests {
    @Test(arguments: [
        ("42", "42"), (" \t42\t ", "42"), ("", ""), (" \t ", ""), ("a b", "a b"), (" ünï ", "ünï"),
        ("\u{00A0}42", "\u{00A0}42"), ("42\u{2003}", "42\u{2003}"), ("é ", "é"),
    ])
    func spacesAndTabsAtTheEndsGo(_ value: String, _ expected: String) {
        #expect(String(value.withoutOptionalWhitespace) == expected)
    }
}

/// The store keeps SHA-256 of a control token in lower-case hex (FIPS 180-2's "abc" vector).
@Suite struct TokenHashTests {
    @Test func hashIsSHA256InLowerCaseHex() {
        #expect(TokenHash.of("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// A session compares each token with its hash's bytes: the same answer as comparing the
    /// hashes' hex.
    @Test(arguments: [("abc", "abc", true), ("abc", "abd", false), ("abc", "", false), ("", "", true)])
    func theDigestMatchesAsTheHexDoes(token: String, given: String, matches: Bool) throws {
        let digest = try #require(TokenHash.digest(ofHex: TokenHash.of(token)))
        #expect(digest.count == 32)
        #expect(SecureToken.sameBytes(TokenHash.digest(of: given), digest) == matches)
        #expect((TokenHash.of(given) == TokenHash.of(token)) == matches)
    }

    /// A stored hash that is not SHA-256 hex gives no digest, so no token controls the session.
    @Test(arguments: ["", "abc", String(repeating: "g", count: 64), String(repeating: "A", count: 64)])
    func aDamagedHashHasNoDigest(hash: String) {
        #expect(TokenHash.digest(ofHex: hash) == nil)
    }
}
