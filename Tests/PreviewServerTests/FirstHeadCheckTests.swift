import Testing

@testable import PreviewServer

/// Issue 12, item 5: the rules the front door applies to a connection's first head, as pure
/// functions of the bytes received so far (RFC 9112 §2–§7 and docs/protocol.md's limits).
@Suite struct FirstHeadCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var verdict: Expected
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ verdict: Expected) {
            self.name = name
            bytes = Array(text.utf8)
            self.verdict = verdict
        }

        init(_ name: String, bytes: [UInt8], _ verdict: Expected) {
            self.name = name
            self.bytes = bytes
            self.verdict = verdict
        }
    }

    enum Expected: Equatable, Sendable {
        case waitForMore, handOver
        case refuse(status: Int, code: String)
    }

    static let bodyLimit = 16 * 1024
    static let host = "Host: 127.0.0.1\r\n"

    static let refusals: [Case] = [
        // Content-Length (RFC 9112 §6.3): digits only, one value, within the body limit.
        Case("negative Content-Length", "POST /api/sessions HTTP/1.1\r\n\(host)Content-Length: -1\r\n\r\n{}", .refuse(status: 400, code: "bad_content_length")),
        Case(
            "Content-Length past 64 bits", "POST / HTTP/1.1\r\n\(host)Content-Length: 99999999999999999999999\r\n\r\n",
            .refuse(status: 400, code: "bad_content_length")),
        Case("Content-Length list", "POST / HTTP/1.1\r\n\(host)Content-Length: 2, 2\r\n\r\n", .refuse(status: 400, code: "bad_content_length")),
        Case(
            "repeated Content-Length", "POST / HTTP/1.1\r\n\(host)Content-Length: 2\r\nContent-Length: 2\r\n\r\n",
            .refuse(status: 400, code: "ambiguous_length")),
        Case(
            "differing Content-Lengths", "POST / HTTP/1.1\r\n\(host)Content-Length: 2\r\nContent-Length: 3\r\n\r\n",
            .refuse(status: 400, code: "ambiguous_length")),
        Case(
            "Content-Length over the body limit", "POST / HTTP/1.1\r\n\(host)Content-Length: 16385\r\n\r\n",
            .refuse(status: 413, code: "body_too_large")),
        // Transfer-Encoding: only `chunked`, never with Content-Length.
        Case(
            "Transfer-Encoding with Content-Length",
            "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n",
            .refuse(status: 400, code: "ambiguous_length")),
        Case(
            "Transfer-Encoding gzip", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: gzip\r\n\r\n",
            .refuse(status: 400, code: "unsupported_transfer_encoding")),
        // The first chunk size (RFC 9112 §7.1), as far as it has arrived.
        Case(
            "chunk size FFFFFFFFFFFFFFFF", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFF\r\n",
            .refuse(status: 413, code: "body_too_large")),
        Case(
            "chunk size FFFFFFFFFFFFFFFF, line not ended yet",
            "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFF",
            .refuse(status: 413, code: "body_too_large")),
        Case(
            "chunk size one past the body limit (0x4001)", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n4001\r\n",
            .refuse(status: 413, code: "body_too_large")),
        Case(
            "chunk size that is not hexadecimal", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\nzz\r\n",
            .refuse(status: 400, code: "bad_chunk_size")),
        Case(
            "chunk size with a sign", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n-1\r\n",
            .refuse(status: 400, code: "bad_chunk_size")),
        // Host (RFC 9112 §3.2): exactly one for an HTTP/1.1 origin-form target.
        Case("two Hosts", "GET / HTTP/1.1\r\n\(host)Host: evil.example\r\n\r\n", .refuse(status: 400, code: "duplicate_host")),
        Case("no Host in HTTP/1.1", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n", .refuse(status: 400, code: "missing_host")),
        // The target: no control characters, raw or percent-encoded.
        Case("%00 in the target", "GET /index.html%00.png HTTP/1.1\r\n\(host)\r\n", .refuse(status: 400, code: "bad_path")),
        Case(
            "raw NUL in the target", bytes: Array("GET /a".utf8) + [0] + Array("b HTTP/1.1\r\n\(host)\r\n".utf8),
            .refuse(status: 400, code: "bad_path")),
        Case("tab in the target", "GET /a\tb HTTP/1.1\r\n\(host)\r\n", .refuse(status: 400, code: "bad_path")),
        Case(
            "non-ASCII byte in the target", bytes: Array("GET /".utf8) + [0xE6] + Array(" HTTP/1.1\r\n\(host)\r\n".utf8),
            .refuse(status: 400, code: "bad_request_target")),
        // The request line (RFC 9112 §3): METHOD SP target SP version, single spaces.
        Case("two spaces after the method", "GET  / HTTP/1.1\r\n\(host)\r\n", .refuse(status: 400, code: "bad_request_line")),
        Case("no version", "GET /\r\n\(host)\r\n", .refuse(status: 400, code: "bad_request_line")),
        Case("HTTP/2.0 in a text head", "GET / HTTP/2.0\r\n\(host)\r\n", .refuse(status: 400, code: "bad_request_line")),
        Case("a method with a slash", "G/ET / HTTP/1.1\r\n\(host)\r\n", .refuse(status: 400, code: "bad_request_line")),
        Case("garbage", "\u{16}\u{03}\u{01}\r\n\r\n", .refuse(status: 400, code: "bad_request_line")),
        Case(
            "a TLS handshake to the plain port, no line end", bytes: [0x16, 0x03, 0x01, 0x02, 0x00, 0x01],
            .refuse(status: 400, code: "bad_request_line")),
        Case("a method with a bad byte, no line end yet", "GE{T /", .refuse(status: 400, code: "bad_request_line")),
        // Header lines (RFC 9112 §5).
        Case("a header line without a colon", "GET / HTTP/1.1\r\n\(host)X-Bad\r\n\r\n", .refuse(status: 400, code: "bad_header")),
        Case("obs-fold", "GET / HTTP/1.1\r\n\(host)X-A: 1\r\n  folded\r\n\r\n", .refuse(status: 400, code: "bad_header")),
        Case("a tab-led continuation", "GET / HTTP/1.1\r\n\(host)X-A: 1\r\n\tfolded\r\n\r\n", .refuse(status: 400, code: "bad_header")),
        Case("a space before the colon", "GET / HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n", .refuse(status: 400, code: "bad_header")),
        Case("an empty header name", "GET / HTTP/1.1\r\n\(host): x\r\n\r\n", .refuse(status: 400, code: "bad_header")),
        Case(
            "NUL in a header value", bytes: Array("GET / HTTP/1.1\r\n\(host)X-A: a".utf8) + [0] + Array("b\r\n\r\n".utf8),
            .refuse(status: 400, code: "bad_header")),
        // Line ends: CR LF only, refused as soon as seen, before the head ends.
        Case("a bare LF", "GET / HTTP/1.1\n\(host)\r\n", .refuse(status: 400, code: "bad_line_ending")),
        Case("a bare CR", "GET / HTTP/1.1\r\(host)\r\n", .refuse(status: 400, code: "bad_line_ending")),
        Case("a bare LF in an unfinished head", "GET / HTTP/1.1\r\nX-A: 1\nX-B", .refuse(status: 400, code: "bad_line_ending")),
        // Sizes: docs/protocol.md's 8 KiB target (414) and 32 KiB of headers (431), known before the end.
        Case(
            "a 64 KiB target", "GET /\(String(repeating: "a", count: 64 * 1024)) HTTP/1.1\r\n\(host)\r\n",
            .refuse(status: 414, code: "uri_too_long")),
        Case(
            "a request line past the limit, unfinished", "GET /\(String(repeating: "a", count: 9 * 1024))",
            .refuse(status: 414, code: "uri_too_long")),
        Case(
            "an 8 KiB + 1 target", "GET /\(String(repeating: "a", count: 8 * 1024)) HTTP/1.1\r\n\(host)\r\n",
            .refuse(status: 414, code: "uri_too_long")),
        Case(
            "a 200 KiB header, unfinished", "GET / HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "a", count: 200 * 1024))",
            .refuse(status: 431, code: "headers_too_large")),
        Case(
            "a 33 KiB header", "GET / HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "a", count: 33 * 1024))\r\n\r\n",
            .refuse(status: 431, code: "headers_too_large")),
    ]

    static let acceptances: [Case] = [
        Case("an ordinary GET", "GET /api/sessions/default HTTP/1.1\r\n\(host)Accept: */*\r\n\r\n", .handOver),
        Case(
            "a POST with its body", "POST /api/sessions HTTP/1.1\r\n\(host)Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
            .handOver),
        Case("a POST whose body has not come yet", "POST /api/sessions HTTP/1.1\r\n\(host)Content-Length: 2\r\n\r\n", .handOver),
        Case("Content-Length with spaces around", "POST / HTTP/1.1\r\n\(host)Content-Length:  2 \r\n\r\n{}", .handOver),
        Case("Content-Length at the body limit", "POST / HTTP/1.1\r\n\(host)Content-Length: 16384\r\n\r\n", .handOver),
        Case("an absolute-form target without Host", "GET http://127.0.0.1:8080/healthz HTTP/1.1\r\n\r\n", .handOver),
        Case("an absolute-form target with Host", "GET http://127.0.0.1/healthz?x=1 HTTP/1.1\r\n\(host)\r\n", .handOver),
        Case("HTTP/1.0 without Host", "GET /healthz HTTP/1.0\r\n\r\n", .handOver),
        Case("an empty line before the request line", "\r\nGET / HTTP/1.1\r\n\(host)\r\n", .handOver),
        Case("a header value with a tab and UTF-8", "GET / HTTP/1.1\r\n\(host)X-A: a\tb é\r\n\r\n", .handOver),
        Case(
            "chunked with a sane size", "POST /api/sessions HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
            .handOver),
        Case("chunked, size at the body limit", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n4000\r\n", .handOver),
        Case("chunked with leading zeros", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n00000000000000000002\r\n", .handOver),
        Case("chunked with an extension", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: Chunked\r\n\r\n2;name=value\r\n{}", .handOver),
        Case("chunked, size not sent yet", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n", .handOver),
        Case("chunked, size partly sent", "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n1f", .handOver),
        Case("a 30 KiB header", "GET / HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "a", count: 30 * 1024))\r\n\r\n", .handOver),
    ]

    static let unfinished: [Case] = [
        Case("nothing", "", .waitForMore),
        Case("part of the request line", "GET /api/sess", .waitForMore),
        Case("a lone CR, perhaps an empty line's", "\r", .waitForMore),
        Case("a method cut short", "OPTI", .waitForMore),
        Case("a request line and a CR", "GET / HTTP/1.1\r", .waitForMore),
        Case("headers without the blank line", "GET / HTTP/1.1\r\n\(host)Accept: */*\r\n", .waitForMore),
        Case("a header line cut short", "GET / HTTP/1.1\r\n\(host)Acc", .waitForMore),
    ]

    @Test(arguments: refusals + acceptances + unfinished) func verdict(_ example: Case) {
        let verdict = FirstHeadCheck.verdict(for: example.bytes, bodyLimit: Self.bodyLimit)
        switch (verdict, example.verdict) {
        case (.refuse(let got), .refuse(let status, let code)):
            #expect(got.status == status)
            #expect(got.code == code)
            #expect(!got.message.isEmpty)
        case (.handOver(let method, _), .handOver):
            #expect(String(decoding: example.bytes, as: UTF8.self).contains("\(method) "))
        case (.waitForMore, .waitForMore):
            break
        default:
            Issue.record("\(verdict), expected \(example.verdict)")
        }
    }

    struct Parsed: CustomTestStringConvertible, Sendable {
        var text: String
        var method: String
        var target: String
        var version: String
        var headers: [String]
        var byteCount: Int
        var testDescription: String { text.debugDescription }
    }

    /// What the parser reads from a complete head: duplicates kept, values without the
    /// whitespace around them, the byte count through the blank line (counted by hand).
    static let parsed: [Parsed] = [
        Parsed(
            text: "GET /a?b HTTP/1.1\r\nHost: h\r\nX-A:  1 \r\nx-a: 2\r\n\r\nBODY", method: "GET", target: "/a?b",
            version: "HTTP/1.1", headers: ["Host=h", "X-A=1", "x-a=2"], byteCount: 19 + 9 + 10 + 8 + 2),
        Parsed(
            text: "\r\n\r\nPOST * HTTP/1.0\r\n\r\n", method: "POST", target: "*", version: "HTTP/1.0", headers: [],
            byteCount: 4 + 17 + 2),
    ]

    @Test(arguments: parsed) func parsesTheHead(_ example: Parsed) throws {
        let result = try #require(try RequestHeadParser.scan(Array(example.text.utf8)))
        #expect(result.head.method == example.method)
        #expect(result.head.rawTarget == example.target)
        #expect(result.head.version == example.version)
        #expect(result.head.headers.map { "\($0.name)=\($0.value)" } == example.headers)
        #expect(result.byteCount == example.byteCount)
    }
}
