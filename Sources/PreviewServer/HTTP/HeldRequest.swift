/// A request the front door holds whole instead of forwarding (`RequestStreamFraming`), so that
/// it can answer it itself (`RelayedConnection`, issue 15); its head is checked already.
struct HeldRequest: Sendable {
    var head: RequestHead
    var target: RequestTarget
    /// What the router reads of the head, made once per head a connection repeats.
    var routing: Routing
    /// The request's bytes as they came, head then body: what goes on to libmicrohttpd when the
    /// front door does not answer it after all.
    var wire: [UInt8]
    /// Where the body begins in `wire`.
    var bodyStart: Int

    /// The head as the router reads it: header names lower-cased, the path split into
    /// segments, whether a proxy forwards it, and the SHA-256 of its bearer token. A control's
    /// inputs repeat their head byte for byte, and the framing keeps this with the head it
    /// remembers (`RequestStreamFraming`): made for every input, it cost 11k of the
    /// instructions before its frame, half of that the token's hash (callgrind, issue 15).
    ///
    /// The digest is no more than the session store keeps of a token, and the head it is made
    /// from, token included, is kept by the framing anyway; the token itself is not kept apart.
    ///
    /// A class: the framing hands a held request out of the head it remembers, and a struct of
    /// four arrays cost four retains and releases on each of the copies on the way (0.5k).
    final class Routing: Sendable {
        let lowerCasedHeaders: [(name: String, value: String)]
        let segments: [Substring]
        /// A forwarding header (`HTTPRequest.forwardingHeaders`): never a local client.
        let isForwarded: Bool
        /// `HTTPRequest.bearerTokenDigest`, made from this head.
        let bearerTokenDigest: [UInt8]?
        /// `HTTPRequest.hostName`, made from this head.
        let hostName: String?

        init(head: RequestHead, target: RequestTarget) {
            lowerCasedHeaders = head.headers.map { (name: $0.name.asciiLowercased, value: $0.value) }
            segments = HTTPRequest.segments(of: target.path)
            isForwarded = HTTPRequest.isForwarded(lowerCasedHeaderNames: lowerCasedHeaders.lazy.map { $0.name })
            bearerTokenDigest = HTTPRequest.bearerTokenDigest(lowerCasedHeaders: lowerCasedHeaders)
            hostName = HTTPRequest.host(targetAuthority: target.authority, lowerCasedHeaders: lowerCasedHeaders)
                .flatMap(HostGuard.hostName)
        }
    }

    var body: [UInt8] { Array(wire[bodyStart...]) }

    /// Whether the front door may answer this request instead of libmicrohttpd: a keep-alive
    /// HTTP/1.1 request with an origin-form target and no query, carrying nothing libmicrohttpd
    /// would act on by itself (`Expect`, `Upgrade`, `Connection: close`). Anything else is
    /// forwarded, so what the door answers is what libmicrohttpd would.
    static func isPlain(_ head: RequestHead) -> Bool {
        guard head.version == "HTTP/1.1", head.rawTarget.utf8.first == UInt8(ascii: "/"),
            !head.rawTarget.utf8.contains(UInt8(ascii: "?")), !head.rawTarget.utf8.contains(UInt8(ascii: "#"))
        else { return false }
        for header in head.headers {
            if header.name.equalsIgnoringASCIICase("expect") || header.name.equalsIgnoringASCIICase("upgrade") {
                return false
            }
            // Browsers send `Connection: keep-alive`, which changes nothing in HTTP/1.1.
            if header.name.equalsIgnoringASCIICase("connection"), !header.value.equalsIgnoringASCIICase("keep-alive") {
                return false
            }
        }
        return true
    }
}

extension HTTPRequest {
    /// The request as the router sees it, from a held request and its client's address: what
    /// libmicrohttpd's handler builds from the same bytes (`MicroHTTPDaemon.answer`).
    init(held: HeldRequest, peer: PeerAddress) {
        self.init(
            method: held.head.method, path: held.target.path, segments: held.routing.segments, query: [],
            lowerCasedHeaders: held.routing.lowerCasedHeaders, body: held.body,
            peerIsLoopback: peer.isLoopback && !held.routing.isForwarded, peerAddress: peer.text,
            targetAuthority: held.target.authority)
        routing = held.routing
    }
}
