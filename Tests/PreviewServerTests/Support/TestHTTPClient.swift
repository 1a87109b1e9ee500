import Foundation
import MotionScene

/// A response as the test client read it.
struct TestResponse {
    var status: Int
    /// Lower-cased names.
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func json() throws -> JSONValue { try JSONParser.parse(body) }

    /// The protocol's error code, or nil.
    var errorCode: String? { (try? json())?["error"]?["code"]?.stringValue }
    var errorField: String? { (try? json())?["error"]?["field"]?.stringValue }
}

/// Small blocking HTTP/1.1 client over `TestSocket`: one request per connection.
struct TestHTTPClient {
    let port: UInt16
    var host = "127.0.0.1"
    /// The local address requests come from (another 127.x.y.z stands for another peer).
    var source: String?

    func get(_ path: String, headers: [String: String] = [:]) throws -> TestResponse {
        try request("GET", path, headers: headers)
    }

    func post(_ path: String, json: String, headers: [String: String] = [:]) throws -> TestResponse {
        var headers = headers
        headers["Content-Type", default: "application/json"] = headers["Content-Type"] ?? "application/json"
        return try request("POST", path, headers: headers, body: Array(json.utf8))
    }

    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8] = []) throws
        -> TestResponse
    {
        let socket = try TestSocket(port: port, source: source)
        var head = "\(method) \(path) HTTP/1.1\r\n"
        if headers["Host"] == nil { head += "Host: \(host):\(port)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        try socket.send(Array(head.utf8) + body)
        return try Self.readResponse(from: socket, method: method)
    }

    static func readResponse(from socket: TestSocket, method: String = "GET") throws -> TestResponse {
        let (status, headers) = try readHead(from: socket)
        if method == "HEAD" || status == 304 { return TestResponse(status: status, headers: headers, body: []) }
        if let length = headers["content-length"].flatMap({ Int($0) }) {
            return TestResponse(status: status, headers: headers, body: try socket.read(count: length))
        }
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            var body: [UInt8] = []
            while let chunk = try readChunk(from: socket) { body += chunk }
            return TestResponse(status: status, headers: headers, body: body)
        }
        return TestResponse(status: status, headers: headers, body: try socket.readToEnd())
    }

    static func readHead(from socket: TestSocket) throws -> (Int, [String: String]) {
        let head = String(decoding: try socket.read(through: Array("\r\n\r\n".utf8)), as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
            let status = Int(statusLine.split(separator: " ")[1])
        else { throw TestSocket.Failure(description: "bad status line in \(head)") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// One chunk of a chunked body; nil after the last one.
    static func readChunk(from socket: TestSocket) throws -> [UInt8]? {
        let sizeLine = String(decoding: try socket.read(through: Array("\r\n".utf8)), as: UTF8.self)
        let hex = sizeLine.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ";").first ?? ""
        guard let size = Int(hex, radix: 16) else { throw TestSocket.Failure(description: "bad chunk size '\(sizeLine)'") }
        if size == 0 {
            _ = try socket.read(through: Array("\r\n".utf8))
            return nil
        }
        let data = try socket.read(count: size)
        _ = try socket.read(count: 2)
        return data
    }
}
