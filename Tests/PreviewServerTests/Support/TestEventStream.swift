@testable import MotionPreview

/// An EventSource-like client over a real connection: the head, then events as the shared
/// `EventStreamDecoder` splits them (comments and `retry` lines are their own entries).
final class TestEventStream {
    struct Ended: Error {}

    let socket: LoopbackSocket
    let status: Int
    let headers: [String: String]
    private var decoder: EventStreamDecoder
    private var received: [ReceivedEvent] = []

    init(port: UInt16, path: String, headers extra: [String: String] = [:], timeoutSeconds: Int = 5) throws {
        socket = try LoopbackSocket(port: port, timeoutSeconds: timeoutSeconds)
        var head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
        for (name, value) in extra { head += "\(name): \(value)\r\n" }
        try socket.send(head + "\r\n")
        (status, headers) = try LoopbackHTTPClient.readHead(from: socket)
        // Streams end with their connection; refusals come with a length or chunked.
        decoder = EventStreamDecoder(framing: headers["transfer-encoding"] == "chunked" ? .chunkedBody : .events)
    }

    /// The next block ending in a blank line; `Ended` once the server ends the stream.
    func next() throws -> ReceivedEvent {
        while received.isEmpty {
            guard !decoder.ended else { throw Ended() }
            let bytes = try socket.readAvailable()
            guard !bytes.isEmpty else { throw Ended() }
            decoder.feed(bytes) { received.append(ReceivedEvent(raw: Array($0))) }
        }
        return received.removeFirst()
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
            do { _ = try next() } catch is Ended { return true }
        }
        return false
    }
}
