import Testing

@testable import PreviewServer

/// Issue 12, item 5, for every head of a connection: what `RequestStreamFraming` lets through to
/// libmicrohttpd and where it refuses, whatever pieces the bytes arrive in.
@Suite struct RequestStreamFramingTests {
    static let bodyLimit = 16 * 1024
    static let host = "Host: 127.0.0.1\r\n"
    static let get = "GET /healthz HTTP/1.1\r\n\(host)\r\n"
    static let post = "POST /api/sessions HTTP/1.1\r\n\(host)Content-Length: 2\r\n\r\n{}"
    static let chunked =
        "POST /api/sessions HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n1;name=value\r\n{\r\n001;x\r\n}\r\n0\r\nX-Trailer: 1\r\n\r\n"

    /// How the bytes are cut before they are taken.
    enum Pieces: String, CaseIterable, Sendable {
        case whole, byteByByte, irregular

        /// Lengths that fall across every kind of boundary somewhere in a few requests.
        static let irregularLengths = [1, 7, 2, 13, 3, 29, 5, 40, 11]

        func cut(_ bytes: [UInt8]) -> [[UInt8]] {
            switch self {
            case .whole: return [bytes]
            case .byteByByte: return bytes.map { [$0] }
            case .irregular:
                var pieces: [[UInt8]] = []
                var start = 0
                while start < bytes.count {
                    let length = Self.irregularLengths[pieces.count % Self.irregularLengths.count]
                    pieces.append(Array(bytes[start..<min(bytes.count, start + length)]))
                    start += length
                }
                return pieces
            }
        }
    }

    struct Outcome {
        var forwarded: [UInt8] = []
        var refusal: APIError?
        var framing: RequestStreamFraming
    }

    static func feed(_ text: String, in pieces: Pieces) -> Outcome {
        var outcome = Outcome(framing: RequestStreamFraming(bodyLimit: bodyLimit))
        for piece in pieces.cut(Array(text.utf8)) {
            let refusal = piece.withUnsafeBytes { outcome.framing.take($0, forwardingInto: &outcome.forwarded) }
            if let refusal {
                if let earlier = outcome.refusal { #expect(earlier.code == refusal.code) }
                outcome.refusal = refusal
            }
        }
        return outcome
    }

    @Test(arguments: Pieces.allCases) func pipelinedGoodRequestsPassByteForByte(_ pieces: Pieces) {
        let text = "\r\n" + Self.get + Self.post + Self.chunked + Self.get
        let outcome = Self.feed(text, in: pieces)
        #expect(outcome.refusal == nil)
        #expect(outcome.forwarded == Array(text.utf8))
        #expect(outcome.framing.headsChecked == 4)
        #expect(outcome.framing.isBetweenRequests)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var bad: String
        var status: Int
        var code: String
        var testDescription: String { name }
    }

    static let chunkedHead = "POST /api/sessions HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n"

    /// The second request is bad; everything of the first passes, nothing of the second.
    static let refusals: [Refusal] = FrontDoorTests.refusals.map {
        Refusal(name: $0.name, bad: $0.head + "\r\n" + $0.body, status: $0.status, code: $0.code)
    } + [
        Refusal(name: "a bare LF ending the request line", bad: "GET / HTTP/1.1\n\(host)\r\n", status: 400, code: "bad_line_ending"),
        Refusal(name: "a TLS handshake's first byte", bad: "\u{16}\u{03}\u{01}", status: 400, code: "bad_request_line"),
        Refusal(name: "a method with a bad byte, no line end yet", bad: "GE\u{01}T / HT", status: 400, code: "bad_request_line"),
        Refusal(name: "Transfer-Encoding with Content-Length", bad: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n", status: 400, code: "ambiguous_length"),
        Refusal(name: "two Hosts", bad: "GET / HTTP/1.1\r\n\(host)Host: evil\r\n\r\n", status: 400, code: "duplicate_host"),
        Refusal(name: "a NUL in the path", bad: "GET /a%00b HTTP/1.1\r\n\(host)\r\n", status: 400, code: "bad_path"),
        Refusal(name: "a chunk size that is not hexadecimal", bad: chunkedHead + "zz\r\n", status: 400, code: "bad_chunk_size"),
        Refusal(name: "a later chunk past the body limit", bad: chunkedHead + "2\r\n{}\r\n4000\r\n", status: 413, code: "body_too_large"),
        Refusal(name: "chunks whose sum passes the body limit", bad: chunkedHead + "3000\r\n" + String(repeating: "a", count: 0x3000) + "\r\n1001\r\n", status: 413, code: "body_too_large"),
        Refusal(name: "a chunk's data not ended by CR LF", bad: chunkedHead + "2\r\n{}}\r\n", status: 400, code: "bad_chunk_size"),
        Refusal(name: "a bare LF after a chunk size", bad: chunkedHead + "2\n{}\r\n", status: 400, code: "bad_line_ending"),
        Refusal(name: "an empty chunk size", bad: chunkedHead + "\r\n", status: 400, code: "bad_chunk_size"),
        // RFC 9112 allows it, libmicrohttpd 0.9.75 answers it in HTML: refused before it can.
        Refusal(name: "a space before a chunk extension", bad: chunkedHead + "2 ;a\r\n", status: 400, code: "bad_chunk_size"),
        Refusal(name: "a size line past 1 KiB", bad: chunkedHead + "2;" + String(repeating: "x", count: 1100) + "\r\n", status: 400, code: "bad_chunk_size"),
        Refusal(name: "a trailer without a colon", bad: chunkedHead + "0\r\nX-Bad\r\n\r\n", status: 400, code: "bad_header"),
        Refusal(name: "a bare LF in the trailers", bad: chunkedHead + "0\r\nX-A: 1\n\r\n", status: 400, code: "bad_line_ending"),
        Refusal(name: "101 trailer fields", bad: chunkedHead + "0\r\n" + String(repeating: "a:b\r\n", count: 101) + "\r\n", status: 431, code: "headers_too_large"),
        Refusal(name: "trailers past the header limit", bad: chunkedHead + "0\r\nX-Big: " + String(repeating: "a", count: 33 * 1024) + "\r\n\r\n", status: 431, code: "headers_too_large"),
    ]

    @Test(arguments: refusals, Pieces.allCases) func secondRequestRefused(_ refusal: Refusal, _ pieces: Pieces) {
        let good = Self.post
        let outcome = Self.feed(good + refusal.bad + Self.get, in: pieces)
        #expect(outcome.refusal?.status == refusal.status)
        #expect(outcome.refusal?.code == refusal.code)
        // The good request passed whole; of the bad one, at most its head (when the fault is in
        // its body) and never the request after it.
        let forwarded = String(decoding: outcome.forwarded, as: UTF8.self)
        #expect(forwarded.hasPrefix(good))
        #expect(!forwarded.hasSuffix(Self.get) || refusal.bad.hasSuffix(Self.get))
        #expect(outcome.forwarded.count < (good + refusal.bad).utf8.count)
        // From then on nothing passes and the same refusal comes back.
        var framing = outcome.framing
        var more: [UInt8] = []
        let again = Array(Self.get.utf8).withUnsafeBytes { framing.take($0, forwardingInto: &more) }
        #expect(again?.code == refusal.code)
        #expect(more.isEmpty)
    }

    /// Between requests, and only there.
    /// The word-at-a-time scan for a line's end finds the first CR or LF wherever it lies
    /// against the eight-byte steps, from any start, as a byte-by-byte scan does.
    @Test(arguments: [UInt8(0x0D), 0x0A, nil]) func aLineEndIsFoundWhereverItLies(end: UInt8?) {
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                if let end, position < length {
                    bytes[position] = end
                    // A byte one off from CR or LF, which the zero-byte test must not take for one.
                    if position + 1 < length { bytes[position + 1] = end + 1 }
                }
                for start in 0...length {
                    let found = bytes.withUnsafeBytes { RequestStreamFraming.lineTextEnd($0, from: start) }
                    let expected = bytes[start...].firstIndex { $0 == 0x0D || $0 == 0x0A } ?? length
                    #expect(found == expected, "length \(length), end at \(position), from \(start)")
                }
            }
        }
    }

    @Test func isBetweenRequestsOnlyAtBoundaries() {
        var framing = RequestStreamFraming(bodyLimit: Self.bodyLimit)
        var forwarded: [UInt8] = []
        var between: [Bool] = []
        for byte in Array((Self.post + Self.chunked).utf8) {
            _ = [byte].withUnsafeBytes { framing.take($0, forwardingInto: &forwarded) }
            between.append(framing.isBetweenRequests)
        }
        let ends = between.indices.filter { between[$0] }
        #expect(ends == [Self.post.utf8.count - 1, (Self.post + Self.chunked).utf8.count - 1])
    }

    /// A 30 KiB head dripped a byte at a time is looked at a bounded number of times a byte:
    /// were it rescanned from the start at each byte, this would take ~500 million steps.
    @Test func aDrippedHeadCostsLinearWork() {
        let field = "X-A: " + String(repeating: "1", count: 300) + "\r\n"
        let head = "GET / HTTP/1.1\r\n\(Self.host)" + String(repeating: field, count: 99) + "\r\n"
        let outcome = Self.feed(head, in: .byteByByte)
        #expect(outcome.refusal == nil)
        #expect(outcome.forwarded.count == head.utf8.count)
    }

    /// A kept-alive client's repeated head is checked once and remembered; any other head is
    /// checked again, and a long one is not kept.
    @Test(arguments: Pieces.allCases) func aRepeatedHeadIsCheckedOnce(_ pieces: Pieces) {
        let other = "POST /api/sessions HTTP/1.1\r\n\(Self.host)Content-Length: 3\r\n\r\n[1]"
        let long = "GET /healthz HTTP/1.1\r\n\(Self.host)X-Pad: \(String(repeating: "a", count: 1100))\r\n\r\n"
        let cases: [(text: String, parsed: Int)] = [
            (Self.post + Self.post + Self.post, 1),
            (Self.post + other + Self.post, 3),
            (Self.post + other + other, 2),
            (long + long, 2),
        ]
        for (text, parsed) in cases {
            let outcome = Self.feed(text, in: pieces)
            #expect(outcome.refusal == nil)
            #expect(outcome.forwarded == Array(text.utf8))
            #expect(outcome.framing.headsParsed == parsed)
            #expect(outcome.framing.headsChecked == 3 || text == long + long)
        }
    }
}
