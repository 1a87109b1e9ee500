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

    /// What changed since the frame before (protocol-notes.md, "Delta frames"), its JSON
    /// written by `json` into the event's own buffer, and the JSON's length. The id is
    /// `<seq>-<epoch>` (`SessionState.deltaEventID`), so `Last-Event-ID` lets a reconnect
    /// resume after it. Written in place, where the id built a `String` and the JSON was copied
    /// from its own array behind the head: 2.5k of a frame's 120k instructions (callgrind, 5
    /// sessions looping the article's fling, issue 15).
    static func delta(seq: Int, epoch: String, capacity: Int, json: (inout JSONByteWriter) -> Void)
        -> (event: [UInt8], jsonCount: Int)
    {
        let written = event("event: delta\nid: ", capacity: capacity, json: json) {
            $0.raw(seq)
            $0.raw("-")
            $0.raw(utf8: epoch)
        }
        return (written.event, written.json.count)
    }

    /// A whole frame's event (`WholeFrame`), its JSON written by `json` into the event's own
    /// buffer as a delta's is, and where the JSON lies in it.
    static func frame(seq: Int, capacity: Int, json: (inout JSONByteWriter) -> Void) -> (event: [UInt8], json: Range<Int>) {
        event("event: frame\nid: ", capacity: capacity, json: json) { $0.raw(seq) }
    }

    /// `head`, the id `id` writes, then the data line `json` writes: one buffer, copied out once.
    private static func event(
        _ head: StaticString, capacity: Int, json: (inout JSONByteWriter) -> Void, id: (inout JSONByteWriter) -> Void
    ) -> (event: [UInt8], json: Range<Int>) {
        var writer = JSONByteWriter(capacity: capacity)
        writer.raw(head)
        id(&writer)
        writer.raw("\ndata: ")
        let jsonStart = writer.count
        json(&writer)
        let jsonEnd = writer.count
        writer.raw("\n\n")
        return (writer.bytes, jsonStart..<jsonEnd)
    }

    /// The same event from the frame's JSON bytes, copied once into a buffer sized for it.
    static func frame(seq: Int, json: [UInt8]) -> [UInt8] {
        frame(seq: seq, capacity: json.count + frameHeadRoom) { $0.raw(bytes: json) }.event
    }

    /// What comes before a frame event's JSON: the head `frame(seq:capacity:json:)` writes,
    /// taken from an event with nothing in it, so the head is spelled in one place.
    static func frameHead(seq: Int) -> [UInt8] {
        let empty = frame(seq: seq, capacity: frameHeadRoom) { _ in }
        return Array(empty.event[..<empty.json.lowerBound])
    }

    /// A frame event's head and end: `event: frame`, an id of up to 19 digits, `data: `, `\n\n`.
    private static let frameHeadRoom = 48

    private static func event(head: [UInt8], json: [UInt8]) -> [UInt8] {
        var event: [UInt8] = []
        event.reserveCapacity(head.count + json.count + 2)
        event.append(contentsOf: head)
        event.append(contentsOf: json)
        event.append(contentsOf: [0x0A, 0x0A])
        return event
    }

    static func session(json: [UInt8]) -> [UInt8] {
        event(head: Array("event: session\ndata: ".utf8), json: json)
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
