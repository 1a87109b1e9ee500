import Foundation
import MotionScene

/// One blocking HTTP/1.1 exchange for the load client's control requests.
struct LoadHTTP {
    let host: String
    let port: UInt16

    struct Answer {
        var status: Int
        var body: [UInt8]
        func json() throws -> JSONValue { try JSONParser.parse(body) }
    }

    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil) throws -> Answer {
        let descriptor = try LoadSocket.connect(host: host, port: port)
        defer { LoadSocket.close(descriptor) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        try LoadSocket.send(descriptor, Array((head + "\r\n" + (body ?? "")).utf8))
        var response: [UInt8] = []
        while LoadSocket.receive(descriptor, into: &response) > 0 {}
        let separator = Array("\r\n\r\n".utf8)
        guard let end = response.indices.dropLast(3).first(where: { Array(response[$0..<$0 + 4]) == separator }) else {
            throw LoadSocketError(description: "no HTTP response from \(path)")
        }
        let statusLine = String(decoding: response[..<end], as: UTF8.self).split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw LoadSocketError(description: "bad status line from \(path)")
        }
        return Answer(status: status, body: Array(response[(end + 4)...]))
    }
}
