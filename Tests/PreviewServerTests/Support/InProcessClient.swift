import Foundation

@testable import MotionPreview
@testable import PreviewServer

/// What `LoopbackHTTPClient` does over a socket, done in-process: the request goes through the
/// same checks libmicrohttpd's handler makes (`StrictHTTP`, the target's decoding, the query,
/// whether the peer is this machine) and on to the router. The security headers libmicrohttpd
/// adds to every answer are not added here; ExposureTests checks them on the wire.
struct InProcessClient {
    let router: Router
    /// The address requests come from (another 127.x.y.z stands for another peer).
    var source = "127.0.0.1"

    func get(_ path: String, headers: [String: String] = [:]) throws -> LoopbackResponse {
        try request("GET", path, headers: headers)
    }

    /// A JSON body, unless `headers` name another `Content-Type`.
    func post(_ path: String, json: String, headers: [String: String] = [:]) throws -> LoopbackResponse {
        try request("POST", path, headers: headers, body: Array(json.utf8), contentType: "application/json")
    }

    /// The answer as a client reads it: a file's bytes from disk, no body for `HEAD`, and a
    /// stream closed at once (`InProcessAPI.events` reads one).
    func request(
        _ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8] = [],
        contentType: String? = nil
    ) throws -> LoopbackResponse {
        let response = try self.response(method, path, headers: headers, body: body, contentType: contentType)
        var bytes: [UInt8] = []
        switch response.body {
        case .bytes(let answered): bytes = answered
        case .file(let file, _): bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        case .stream(let viewer): viewer.detach()
        }
        return LoopbackResponse(
            status: response.status,
            headers: Dictionary(response.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 }),
            body: method == "HEAD" ? [] : bytes)
    }

    /// The router's answer itself.
    func response(
        _ method: String, _ path: String, headers given: [String: String] = [:], body: [UInt8] = [],
        contentType: String? = nil
    ) throws -> HTTPResponse {
        var headers = given
        if headers.keys.first(where: { $0.lowercased() == "host" }) == nil { headers["Host"] = "127.0.0.1:8080" }
        if let contentType, headers["Content-Type"] == nil { headers["Content-Type"] = contentType }
        if !body.isEmpty || method == "POST" { headers["Content-Length"] = String(body.count) }
        let head = RequestHead(method: method, rawTarget: path, headers: headers.map { (name: $0.key, value: $0.value) })
        let target: RequestTarget
        do {
            target = try StrictHTTP.check(head, bodyLimit: Limits.bodyBytes)
        } catch {
            return HTTPResponse.error(error).closingConnection
        }
        let request = HTTPRequest(
            method: method, path: target.path, query: Self.query(of: path),
            headers: Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 }), body: body,
            peerIsLoopback: HTTPRequest.isLoopbackClient(socketIsLoopback: source.hasPrefix("127."), headerNames: headers.keys),
            peerAddress: source, targetAuthority: target.authority)
        return router.respond(to: request)
    }

    /// Query arguments in their order, percent-decoded, as libmicrohttpd hands them on.
    static func query(of path: String) -> [(name: String, value: String)] {
        guard let start = path.firstIndex(of: "?") else { return [] }
        let query = path[path.index(after: start)...].prefix { $0 != "#" }
        return query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in text.removingPercentEncoding ?? String(text) }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }
}
