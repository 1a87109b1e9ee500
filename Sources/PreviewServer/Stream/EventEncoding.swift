import MotionScene

/// Server-sent event framing (docs/protocol.md, "Event stream"). Each event is encoded once and the
/// same bytes go to every viewer.
enum EventEncoding {
    /// Reconnect delay the page's EventSource uses, milliseconds (docs/protocol.md).
    static let retryMilliseconds = 1000

    /// The first bytes of every stream: `retry` plus a comment, so the headers and a first
    /// chunk leave at once.
    static var opening: [UInt8] {
        Array("retry: \(retryMilliseconds)\n: connected\n\n".utf8)
    }

    /// What changed since the frame before (protocol-notes.md, "Delta frames"); `id` is
    /// `<seq>-<stream epoch>`, so `Last-Event-ID` lets a reconnect resume after it.
    static func delta(id: String, json: [UInt8]) -> [UInt8] {
        event(head: Array("event: delta\nid: \(id)\ndata: ".utf8), json: json)
    }

    /// The same event from the frame's JSON bytes, copied once into a buffer sized for it.
    static func frame(seq: Int, json: [UInt8]) -> [UInt8] {
        event(head: frameHead(seq: seq), json: json)
    }

    /// What comes before a frame event's JSON.
    static func frameHead(seq: Int) -> [UInt8] {
        Array("event: frame\nid: \(seq)\ndata: ".utf8)
    }

    private static func event(head: [UInt8], json: [UInt8]) -> [UInt8] {
        var event: [UInt8] = []
        event.reserveCapacity(head.count + json.count + 2)
        event.append(contentsOf: head)
        event.append(contentsOf: json)
        event.append(contentsOf: [0x0A, 0x0A])
        return event
    }

    static func session(json: String) -> [UInt8] {
        Array("event: session\ndata: \(json)\n\n".utf8)
    }

    /// Reconnect delay once a page has heard from `dev`, milliseconds: a server run by `dev` is
    /// replaced on every good build, and a page should find the new one at once (chosen: a tenth
    /// of the normal delay, still far from hammering a server that is not back yet).
    static let devRetryMilliseconds = 100

    /// `dev`'s build status (a JSON object on one line), for the page's overlay.
    static func dev(json: String) -> [UInt8] {
        Array("retry: \(devRetryMilliseconds)\nevent: dev\ndata: \(json)\n\n".utf8)
    }
}
