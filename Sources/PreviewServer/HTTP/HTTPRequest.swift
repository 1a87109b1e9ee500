/// One request as the router sees it, after libmicrohttpd has parsed it and the whole body
/// (within the size limit) has arrived.
struct HTTPRequest: Sendable {
    var method: String
    /// The path, percent-decoded by libmicrohttpd, without the query.
    var path: String
    /// Query arguments in their order, percent-decoded; a bare `?flag` has an empty value.
    var query: [(name: String, value: String)]
    /// Header values by lower-cased name.
    var headers: [String: String]
    var body: [UInt8]
    /// True when the peer's address is loopback (127.0.0.0/8 or ::1).
    var peerIsLoopback: Bool

    init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        body: [UInt8] = [], peerIsLoopback: Bool = true
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.peerIsLoopback = peerIsLoopback
    }

    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Path segments without empty ones: `/api/sessions/x` → `["api", "sessions", "x"]`.
    var segments: [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
