import Foundation
import MotionScene

/// One server-sent event as received, with its exact bytes.
struct ReceivedEvent {
    var event: String?
    var id: String?
    var data: String
    var retry: String?
    var raw: [UInt8]

    func json() throws -> JSONValue { try JSONParser.parse(data) }
}

/// An EventSource-like client: reads chunked SSE and splits it into events (comments and
/// `retry` lines are kept as their own entries).
final class TestEventStream {
    let socket: TestSocket
    let status: Int
    let headers: [String: String]
    private var pending: [UInt8] = []

    init(port: UInt16, path: String, headers extra: [String: String] = [:], timeoutSeconds: Int = 5) throws {
        socket = try TestSocket(port: port, timeoutSeconds: timeoutSeconds)
        var head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
        for (name, value) in extra { head += "\(name): \(value)\r\n" }
        try socket.send(head + "\r\n")
        (status, headers) = try TestHTTPClient.readHead(from: socket)
    }

    /// The next block ending in a blank line.
    func next() throws -> ReceivedEvent {
        let separator: [UInt8] = Array("\n\n".utf8)
        while true {
            if let end = Self.find(separator, in: pending) {
                let raw = Array(pending[..<end])
                pending.removeSubrange(..<end)
                return Self.parse(raw)
            }
            guard let chunk = try TestHTTPClient.readChunk(from: socket) else {
                throw TestSocket.Failure(description: "stream ended")
            }
            pending += chunk
        }
    }

    /// The next event named `name`, skipping others.
    func next(named name: String) throws -> ReceivedEvent {
        while true {
            let event = try next()
            if event.event == name { return event }
        }
    }

    /// True when the server ends the stream (terminating chunk or close) before `limit` events.
    func endsWithin(_ limit: Int) throws -> Bool {
        for _ in 0..<limit {
            do { _ = try next() } catch let failure as TestSocket.Failure where failure.description.contains("ended") || failure.description.contains("closed") {
                return true
            }
        }
        return false
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start + needle.count
        }
        return nil
    }

    private static func parse(_ raw: [UInt8]) -> ReceivedEvent {
        var event = ReceivedEvent(event: nil, id: nil, data: "", retry: nil, raw: raw)
        for line in String(decoding: raw, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("event: ") { event.event = String(line.dropFirst(7)) }
            if line.hasPrefix("id: ") { event.id = String(line.dropFirst(4)) }
            if line.hasPrefix("data: ") { event.data += line.dropFirst(6) }
            if line.hasPrefix("retry: ") { event.retry = String(line.dropFirst(7)) }
            if line.hasPrefix(":") { event.event = event.event ?? "comment" }
        }
        return event
    }
}
