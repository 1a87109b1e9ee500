import Testing

@testable import PreviewServer

/// The requests `RequestStreamFraming` holds whole for the front door to answer (issue 15):
/// nothing of them is forwarded, they come back complete whatever pieces the bytes arrive in,
/// and the requests around them pass as before.
@Suite struct RequestStreamHoldingTests {
    typealias Pieces = RequestStreamFramingTests.Pieces
    static let host = RequestStreamFramingTests.host
    static let get = RequestStreamFramingTests.get
    static let inputBody = #"{"set":{"scrollY":10}}"#
    static let input = "POST /api/sessions/default/input HTTP/1.1\r\n\(host)Content-Length: \(inputBody.utf8.count)\r\n\r\n\(inputBody)"
    static let inputHead = "POST /api/sessions/default/input HTTP/1.1\r\n\(host)Content-Length: \(inputBody.utf8.count)\r\n\r\n"

    struct Outcome {
        var forwarded: [UInt8] = []
        /// Each held request, and how many bytes had been forwarded when it came back.
        var held: [(request: HeldRequest, forwardedBefore: Int)] = []
        var refusal: APIError?
        var framing = RequestStreamFraming(bodyLimit: RequestStreamFramingTests.bodyLimit)
    }

    static func holdsInputs(_ head: RequestHead, _ target: RequestTarget) -> Bool {
        head.method == "POST" && target.path.hasSuffix("/input")
    }

    static func feed(
        _ text: String, in pieces: Pieces, holding: (RequestHead, RequestTarget) -> Bool = holdsInputs
    ) -> Outcome {
        var outcome = Outcome()
        for piece in pieces.cut(Array(text.utf8)) {
            piece.withUnsafeBytes { bytes in
                var start = 0
                while start < bytes.count {
                    let taken = outcome.framing.take(
                        UnsafeRawBufferPointer(rebasing: bytes[start...]), forwardingInto: &outcome.forwarded,
                        holding: holding)
                    #expect(taken.count > 0 || taken.refusal != nil)
                    start += max(taken.count, 1)
                    if let held = taken.held { outcome.held.append((held, outcome.forwarded.count)) }
                    if let refusal = taken.refusal { outcome.refusal = refusal }
                }
            }
        }
        return outcome
    }

    @Test(arguments: Pieces.allCases) func aHeldRequestComesBackWholeBetweenTheOthers(_ pieces: Pieces) {
        let outcome = Self.feed(Self.get + Self.input + Self.get + Self.input, in: pieces)
        #expect(outcome.refusal == nil)
        #expect(outcome.forwarded == Array((Self.get + Self.get).utf8))
        #expect(outcome.held.count == 2)
        for (index, held) in outcome.held.enumerated() {
            #expect(held.request.wire == Array(Self.input.utf8))
            #expect(held.request.body == Array(Self.inputBody.utf8))
            #expect(held.request.head.method == "POST")
            #expect(held.request.target.path == "/api/sessions/default/input")
            // Handed back before anything after it was forwarded: the second GET came later.
            #expect(held.forwardedBefore == Self.get.utf8.count * (index + 1))
        }
        #expect(outcome.framing.headsChecked == 4)
        #expect(outcome.framing.headsForwarded == 2)
        #expect(outcome.framing.isBetweenRequests)
    }

    /// Whether a head is held is asked once for a head repeated byte for byte, as its check is
    /// done once (`aRepeatedHeadIsCheckedOnce`); another head in between is asked about again.
    @Test(arguments: Pieces.allCases) func aRepeatedHeadIsAskedAboutOnce(_ pieces: Pieces) {
        var asked = 0
        let outcome = Self.feed(Self.input + Self.input + Self.get + Self.input + Self.input, in: pieces) { head, target in
            asked += 1
            return Self.holdsInputs(head, target)
        }
        #expect(outcome.refusal == nil)
        #expect(outcome.held.count == 4)
        #expect(outcome.forwarded == Array(Self.get.utf8))
        #expect(asked == 3)
    }

    /// What the router reads of a held head is made once for a head repeated byte for byte,
    /// as its check is, and again after another head; it is always what the head says.
    @Test(arguments: Pieces.allCases) func aRepeatedHeadIsReadForTheRouterOnce(_ pieces: Pieces) throws {
        let outcome = Self.feed(Self.input + Self.input + Self.get + Self.input + Self.input, in: pieces)
        let routings = outcome.held.map(\.request.routing)
        try #require(routings.count == 4)
        #expect(routings[0] === routings[1])
        #expect(routings[1] !== routings[2], "another head came in between")
        #expect(routings[2] === routings[3])
        for (request, _) in outcome.held {
            let fresh = HeldRequest.Routing(head: request.head, target: request.target)
            #expect(request.routing.segments == ["api", "sessions", "default", "input"])
            #expect(request.routing.segments == fresh.segments)
            #expect(request.routing.lowerCasedHeaders.map(\.name) == ["host", "content-length"])
            #expect(request.routing.lowerCasedHeaders.map(\.value) == fresh.lowerCasedHeaders.map(\.value))
            #expect(!request.routing.isForwarded)
        }
    }

    /// A held request is local only from a loopback peer without a forwarding header, as a
    /// request libmicrohttpd parsed (`ExposureTests`).
    @Test(arguments: [
        ("", true, true), ("", false, false), ("X-Forwarded-For: 8.8.8.8\r\n", true, false),
        ("forwarded: for=8.8.8.8\r\n", true, false), ("X-Real-IP: 8.8.8.8\r\n", true, false),
        ("X-Forwarded-Host: example.com\r\n", true, true),
    ])
    func aHeldRequestIsLocalOnlyUnforwardedFromLoopback(_ header: String, _ peerIsLoopback: Bool, _ local: Bool) throws {
        let text = "POST /api/sessions/default/input HTTP/1.1\r\n\(Self.host)\(header)Content-Length: \(Self.inputBody.utf8.count)\r\n\r\n\(Self.inputBody)"
        let outcome = Self.feed(text, in: .whole)
        let held = try #require(outcome.held.first?.request)
        let request = HTTPRequest(held: held, peer: PeerAddress(text: "127.0.0.1", isLoopback: peerIsLoopback))
        #expect(request.peerIsLoopback == local)
        #expect(request.segments == ["api", "sessions", "default", "input"])
        #expect(request.body == Array(Self.inputBody.utf8))
    }

    /// A held request carries the digest of the token `HTTPRequest.header` reads, as a request
    /// libmicrohttpd parsed makes it.
    @Test(arguments: [
        ("Authorization: Bearer abc\r\n", "abc"), ("authorization:   bearer   abc  \r\n", "abc"),
        ("Authorization: Basic abc\r\n", nil), ("", nil), ("Authorization: Bearer\r\n", nil),
        ("Authorization: Bearer old\r\nAuthorization: Bearer new\r\n", "new"),
    ])
    func aHeldRequestCarriesItsTokensDigest(_ header: String, _ token: String?) throws {
        let text = "POST /api/sessions/default/input HTTP/1.1\r\n\(Self.host)\(header)Content-Length: \(Self.inputBody.utf8.count)\r\n\r\n\(Self.inputBody)"
        let held = try #require(Self.feed(text, in: .whole).held.first?.request)
        let request = HTTPRequest(held: held, peer: PeerAddress(text: "127.0.0.1", isLoopback: true))
        #expect(request.bearerTokenDigest == token.map(TokenHash.digest(of:)))
        let parsed = HTTPRequest(
            method: "POST", path: held.target.path, query: [], lowerCasedHeaders: request.headers, body: [],
            peerIsLoopback: true, peerAddress: "127.0.0.1", targetAuthority: nil)
        #expect(parsed.routing == nil)
        #expect(request.bearerTokenDigest == parsed.bearerTokenDigest)
    }

    /// A held request carries the host name the DNS-rebinding guard reads, made once with its
    /// head, as a request libmicrohttpd parsed makes it (issue 15: made for every input, it
    /// cost 3.8k instructions before the input's frame left).
    @Test(arguments: [
        ("Host: 127.0.0.1:8080\r\n", "127.0.0.1"), ("host:  LocalHost  \r\n", "localhost"),
        ("Host: [::1]:8080\r\n", "[::1]"), ("Host: Example.COM:9\r\n", "example.com"),
        ("Host: :8080\r\n", nil), ("Host: 127.0.0.1:\r\n", "127.0.0.1"),
    ])
    func aHeldRequestCarriesItsHostName(_ header: String, _ name: String?) throws {
        let text = "POST /api/sessions/default/input HTTP/1.1\r\n\(header)Content-Length: \(Self.inputBody.utf8.count)\r\n\r\n\(Self.inputBody)"
        let held = try #require(Self.feed(text, in: .whole).held.first?.request)
        #expect(held.routing.hostName == name)
        let request = HTTPRequest(held: held, peer: PeerAddress(text: "127.0.0.1", isLoopback: true))
        let parsed = HTTPRequest(
            method: "POST", path: held.target.path, query: [], lowerCasedHeaders: request.headers, body: [],
            peerIsLoopback: true, peerAddress: "127.0.0.1", targetAuthority: nil)
        #expect(parsed.routing == nil)
        #expect(request.hostName == parsed.hostName)
        let guardian = HostGuard(listenHost: "127.0.0.1", extra: [])
        #expect(guardian.allows(hostName: request.hostName) == guardian.allows(hostName: parsed.host.flatMap(HostGuard.hostName)))
    }

    /// Until its body is complete a held request is pending: not between requests, nothing
    /// forwarded, nothing handed back.
    @Test func aHeldRequestWaitsForItsWholeBody() {
        let outcome = Self.feed(Self.inputHead + "{\"set\"", in: .whole)
        #expect(outcome.held.isEmpty)
        #expect(outcome.forwarded.isEmpty)
        #expect(!outcome.framing.isBetweenRequests)
    }

    /// A chunked body is never held: its request is forwarded as it comes.
    @Test func aChunkedRequestIsNotHeld() {
        let chunked = "POST /api/sessions/default/input HTTP/1.1\r\n\(Self.host)Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
        let outcome = Self.feed(chunked, in: .whole)
        #expect(outcome.held.isEmpty)
        #expect(outcome.forwarded == Array(chunked.utf8))
    }

    /// A bad request after a held one: the held one still comes back, the refusal after it.
    @Test func aRefusalAfterAHeldRequest() {
        let outcome = Self.feed(Self.input + "GET / HTTP/1.1\r\n\(Self.host)Host: evil\r\n\r\n", in: .whole)
        #expect(outcome.held.count == 1)
        #expect(outcome.refusal?.code == "duplicate_host")
        #expect(outcome.forwarded.isEmpty)
    }

    struct Plainness: CustomTestStringConvertible, Sendable {
        var name: String
        var head: String
        var plain: Bool
        var testDescription: String { name }
    }

    static let plainness: [Plainness] = [
        Plainness(name: "a browser's input", head: "POST /x HTTP/1.1\r\n\(host)Connection: keep-alive\r\n", plain: true),
        Plainness(name: "no connection header", head: "POST /x HTTP/1.1\r\n\(host)", plain: true),
        Plainness(name: "Connection: close", head: "POST /x HTTP/1.1\r\n\(host)Connection: close\r\n", plain: false),
        Plainness(name: "HTTP/1.0", head: "POST /x HTTP/1.0\r\n\(host)", plain: false),
        Plainness(name: "Expect: 100-continue", head: "POST /x HTTP/1.1\r\n\(host)Expect: 100-continue\r\n", plain: false),
        Plainness(name: "Upgrade", head: "POST /x HTTP/1.1\r\n\(host)Upgrade: h2c\r\n", plain: false),
        Plainness(name: "a query", head: "POST /x?a=1 HTTP/1.1\r\n\(host)", plain: false),
        Plainness(name: "an absolute target", head: "POST http://127.0.0.1/x HTTP/1.1\r\n", plain: false),
    ]

    /// Only requests libmicrohttpd would treat no differently are answered at the door.
    @Test(arguments: plainness) func plainRequests(_ example: Plainness) throws {
        let parsed = try #require(try RequestHeadParser.scan(Array((example.head + "\r\n").utf8)))
        #expect(HeldRequest.isPlain(parsed.head) == example.plain)
    }
}
