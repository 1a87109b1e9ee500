/// Where the load client's inputs go. Kept alive (the default): every input on one connection,
/// as a browser's slider sends them, opened again only after the server closed it or a request
/// failed. Per input (`--new-connection-per-input`): a connection opened and closed for each,
/// which adds the server's accept and first-head checks (issue 12) to every input's time.
struct LoadInputConnection {
    let http: LoopbackHTTPClient
    let keepAlive: Bool
    private var connection: LoopbackSocket?
    /// Connections opened so far.
    private(set) var opened = 0

    init(http: LoopbackHTTPClient, keepAlive: Bool) {
        self.http = http
        self.keepAlive = keepAlive
    }

    mutating func post(_ path: String, json: String, headers: [String: String]) throws -> LoopbackResponse {
        guard keepAlive else {
            opened += 1
            return try http.post(path, json: json, headers: headers)
        }
        // Taken out while in use: a request that throws leaves no half-read connection behind.
        let socket = try connection ?? open()
        connection = nil
        let answer = try http.post(path, json: json, headers: headers, on: socket)
        if answer.headers["connection"]?.lowercased() != "close" { connection = socket }
        return answer
    }

    private mutating func open() throws -> LoopbackSocket {
        opened += 1
        return try http.connect()
    }
}
