/// One request as the router sees it, after libmicrohttpd has parsed it and the whole body
/// (within the size limit) has arrived.
struct HTTPRequest: Sendable {
    var method: String
    /// The path, percent-decoded by libmicrohttpd, without the query.
    var path: String {
        didSet { segments = Self.segments(of: path) }
    }
    /// Path segments without empty ones: `/api/sessions/x` → `["api", "sessions", "x"]`. Split
    /// once here, for the host guard, the router and the access key to share.
    private(set) var segments: [Substring]
    /// Query arguments in their order, percent-decoded; a bare `?flag` has an empty value.
    var query: [(name: String, value: String)]
    /// Header values by lower-cased name, the last of a repeated name winning: a list of a few
    /// searched from the end, where hashing them into a dictionary cost more per request than
    /// all the lookups (issue 15).
    private(set) var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// True when the client is on this machine: the peer's address is loopback (127.0.0.0/8
    /// or ::1) and the request carries no forwarding header (see `isLoopbackClient`).
    var peerIsLoopback: Bool
    /// The peer's address as text, for limits kept per address.
    var peerAddress: String
    /// The authority of an absolute-form target (RFC 9112 §3.2.2), which replaces `Host`.
    var targetAuthority: String?
    /// What the front door read of the head it remembers, for a request it answered itself
    /// (`HTTPRequest(held:peer:)`).
    var routing: HeldRequest.Routing?

    init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        body: [UInt8] = [], peerIsLoopback: Bool = true, peerAddress: String = "127.0.0.1", targetAuthority: String? = nil
    ) {
        self.init(
            method: method, path: path, query: query, lowerCasedHeaders: headers.map { (name: $0.key, value: $0.value) },
            body: body, peerIsLoopback: peerIsLoopback, peerAddress: peerAddress, targetAuthority: targetAuthority)
    }

    /// `lowerCasedHeaders` in the order they came, repeated names kept; `segments`, when given,
    /// are `path`'s (`segments(of:)`), split before.
    init(
        method: String, path: String, segments: [Substring]? = nil, query: [(name: String, value: String)],
        lowerCasedHeaders headers: [(name: String, value: String)], body: [UInt8], peerIsLoopback: Bool,
        peerAddress: String, targetAuthority: String?
    ) {
        self.method = method
        self.path = path
        self.segments = segments ?? Self.segments(of: path)
        self.query = query
        self.headers = headers
        self.body = body
        self.peerIsLoopback = peerIsLoopback
        self.peerAddress = peerAddress
        self.targetAuthority = targetAuthority
    }

    func header(_ name: String) -> String? {
        Self.value(of: name.asciiLowercased, in: headers)
    }

    /// The value of the last header named `lowerCasedName`: a repeated header's last wins.
    static func value(of lowerCasedName: String, in lowerCasedHeaders: [(name: String, value: String)]) -> String? {
        lowerCasedHeaders.last { $0.name == lowerCasedName }?.value
    }

    /// The SHA-256 of the bearer token in `Authorization`, or nil without one: made once per
    /// head a connection repeats when the front door answered the request
    /// (`HeldRequest.Routing`), else here.
    var bearerTokenDigest: [UInt8]? {
        if let routing { return routing.bearerTokenDigest }
        return Self.bearerTokenDigest(lowerCasedHeaders: headers)
    }

    static func bearerTokenDigest(lowerCasedHeaders: [(name: String, value: String)]) -> [UInt8]? {
        value(of: "authorization", in: lowerCasedHeaders).flatMap(HeaderValueBytes.bearerToken).map(TokenHash.digest(of:))
    }

    /// The host the client addressed, as `HostGuard` compares it (`HostGuard.hostName`): made
    /// once per head a connection repeats when the front door answered the request
    /// (`HeldRequest.Routing`), else here. Made for every input, it was 3.8k instructions
    /// before the input's frame could leave (callgrind, issue 15).
    var hostName: String? {
        if let routing { return routing.hostName }
        return host.flatMap(HostGuard.hostName)
    }

    /// The name the client addressed: an absolute target's authority, else `Host`.
    var host: String? {
        Self.host(targetAuthority: targetAuthority, lowerCasedHeaders: headers)
    }

    static func host(targetAuthority: String?, lowerCasedHeaders: [(name: String, value: String)]) -> String? {
        targetAuthority ?? value(of: "host", in: lowerCasedHeaders)
    }

    /// Headers a reverse proxy adds to say whom it forwards for. A proxy on this machine
    /// connects from loopback, so a request carrying any of them speaks for someone else and
    /// is never treated as local (issue 12: `X-Forwarded-For` got the default session's token).
    static let forwardingHeaders = ["forwarded", "x-forwarded-for", "x-real-ip"]

    static func isLoopbackClient(socketIsLoopback: Bool, headerNames: some Sequence<String>) -> Bool {
        isLoopbackClient(socketIsLoopback: socketIsLoopback, lowerCasedHeaderNames: headerNames.lazy.map { $0.lowercased() })
    }

    /// The same for names already lower-cased (the daemon lower-cases them once for `headers`).
    static func isLoopbackClient(socketIsLoopback: Bool, lowerCasedHeaderNames: some Sequence<String>) -> Bool {
        socketIsLoopback && !isForwarded(lowerCasedHeaderNames: lowerCasedHeaderNames)
    }

    /// Whether a reverse proxy forwards the request (`forwardingHeaders`).
    static func isForwarded(lowerCasedHeaderNames: some Sequence<String>) -> Bool {
        lowerCasedHeaderNames.contains { forwardingHeaders.contains($0) }
    }

    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    static func segments(of path: String) -> [Substring] {
        path.splitting("/", omittingEmptySubsequences: true)
    }
}
