/// A request the front door holds whole instead of forwarding (`RequestStreamFraming`), so that
/// it can answer it itself (`RelayedConnection`, issue 15); its head is checked already.
struct HeldRequest: Sendable {
    var head: RequestHead
    var target: RequestTarget
    /// The request's bytes as they came, head then body: what goes on to libmicrohttpd when the
    /// front door does not answer it after all.
    var wire: [UInt8]
    /// Where the body begins in `wire`.
    var bodyStart: Int

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
        let headers = held.head.headers.map { (name: $0.name.asciiLowercased, value: $0.value) }
        self.init(
            method: held.head.method, path: held.target.path, query: [], lowerCasedHeaders: headers, body: held.body,
            peerIsLoopback: HTTPRequest.isLoopbackClient(
                socketIsLoopback: peer.isLoopback, lowerCasedHeaderNames: headers.lazy.map { $0.name }),
            peerAddress: peer.text, targetAuthority: held.target.authority)
    }
}
