import Foundation
import MotionScene

/// A response as the loopback client read it.
struct LoopbackResponse {
    var status: Int
    /// Lower-cased names.
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func json() throws -> JSONValue { try JSONParser.parse(body) }
}

/// A small blocking HTTP/1.1 client for a server on this machine, one request per connection
/// unless the caller keeps one alive (`connect`, then `request(…, on:)`): the `load` command's
/// control requests, inputs and heavy sweeps, and the server tests' requests.
struct LoopbackHTTPClient {
    let port: UInt16
    /// Where to connect, and the `Host` header's name.
    var host = "127.0.0.1"
    /// The local address requests come from (another 127.x.y.z stands for another peer).
    var source: String?
    /// How long a read may wait; nil waits as long as the server takes.
    var timeoutSeconds: Int? = 5

    func get(_ path: String, headers: [String: String] = [:]) throws -> LoopbackResponse {
        try request("GET", path, headers: headers)
    }

    /// A JSON body, unless `headers` name another `Content-Type`. On `connection` when given
    /// (kept alive), else on a connection of its own.
    func post(
        _ path: String, json: String, headers: [String: String] = [:], on connection: LoopbackSocket? = nil
    ) throws -> LoopbackResponse {
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        return try request("POST", path, headers: headers, body: Array(json.utf8), on: connection)
    }

    /// A new connection for `request(…, on:)` to reuse.
    func connect() throws -> LoopbackSocket {
        try LoopbackSocket(host: host, port: port, timeoutSeconds: timeoutSeconds, source: source)
    }

    /// One request. On `connection` it is left open for the next request (HTTP/1.1 keeps it
    /// alive unless the answer says `Connection: close`); without one, a connection is opened
    /// and the server is asked to close it after answering.
    func request(
        _ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8] = [],
        on connection: LoopbackSocket? = nil
    ) throws -> LoopbackResponse {
        let socket = try connection ?? connect()
        var head = "\(method) \(path) HTTP/1.1\r\n"
        if headers["Host"] == nil { head += "Host: \(host):\(port)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        if connection == nil { head += "Connection: close\r\n" }
        head += "\r\n"
        try socket.send(Array(head.utf8) + body)
        return try Self.readResponse(from: socket, method: method)
    }

    /// One response: its body by `Content-Length`, chunked, or until the server closes.
    static func readResponse(from socket: LoopbackSocket, method: String = "GET") throws -> LoopbackResponse {
        let (status, headers) = try readHead(from: socket)
        if method == "HEAD" || status == 304 { return LoopbackResponse(status: status, headers: headers, body: []) }
        if let length = headers["content-length"].flatMap({ Int($0) }) {
            return LoopbackResponse(status: status, headers: headers, body: try socket.read(count: length))
        }
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            return LoopbackResponse(status: status, headers: headers, body: try readChunkedBody(from: socket))
        }
        return LoopbackResponse(status: status, headers: headers, body: try socket.readToEnd())
    }

    /// The status and the headers (lower-cased names) of the next response.
    static func readHead(from socket: LoopbackSocket) throws -> (status: Int, headers: [String: String]) {
        try parseHead(String(decoding: try socket.read(through: Array("\r\n\r\n".utf8)), as: UTF8.self))
    }

    /// A response head's status and headers (lower-cased names).
    static func parseHead(_ head: String) throws -> (status: Int, headers: [String: String]) {
        let lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
            let status = Int(statusLine.split(separator: " ")[1])
        else { throw LoopbackClientError(description: "bad status line in \(head)") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// A chunked body, whole; what follows it stays on the socket for the next response.
    static func readChunkedBody(from socket: LoopbackSocket) throws -> [UInt8] {
        var decoder = ChunkedBodyDecoder()
        var body: [UInt8] = []
        while !decoder.ended {
            let bytes = try socket.readAvailable()
            guard !bytes.isEmpty else { throw LoopbackClientError(description: "connection closed inside a chunked body") }
            decoder.feed(bytes, into: &body)
        }
        guard !decoder.malformed else { throw LoopbackClientError(description: "a chunk's size line is not hexadecimal") }
        socket.unread(decoder.leftover)
        return body
    }
}
