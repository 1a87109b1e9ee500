/// Server-sent events as they arrive, split into events: each block up to and including the
/// blank line that ends it. Comments and `retry` lines come out as blocks of their own, as the
/// server writes them.
struct EventStreamDecoder {
    /// What the bytes fed are.
    enum Framing {
        /// A whole response: its head, then the events in a body that is chunked when the
        /// head says so, else ended by the close (the server's streams, and the `load` client).
        case response
        /// A chunked body whose head the caller has read.
        case chunkedBody
        /// Events alone: the body of a stream ended by the close, or what the server's stream
        /// writer produces.
        case events
    }

    private var framing: Framing
    private var headRead: Bool
    private var head: [UInt8] = []
    private var chunks = ChunkedBodyDecoder()
    private var payload: [UInt8] = []
    /// Where the search for the next blank line goes on: nothing before it can end a block.
    private var scanned = 0

    init(framing: Framing = .response) {
        self.framing = framing
        headRead = framing != .response
    }

    /// The server ended the body.
    var ended: Bool { chunks.ended }

    /// Feeds received bytes and hands each event they complete to `event`, in order. The
    /// slice is valid only during the call: nothing is copied for a reader that needs a few
    /// bytes of each (the load client, at thousands of events a second).
    mutating func feed(_ bytes: [UInt8], event: (ArraySlice<UInt8>) -> Void) {
        var body = bytes
        if !headRead {
            head += bytes
            guard let end = ByteSearch.end(of: [13, 10, 13, 10], in: head) else { return }
            body = Array(head[end...])
            let headers = (try? LoopbackHTTPClient.parseHead(String(decoding: head[..<end], as: UTF8.self)))?.headers
            framing = headers?["transfer-encoding"]?.lowercased() == "chunked" ? .chunkedBody : .events
            head = []
            headRead = true
        }
        if framing == .events { payload += body } else { chunks.feed(body, into: &payload) }
        var start = 0
        while let end = ByteSearch.end(of: [10, 10], in: payload, from: max(scanned, start)) {
            event(payload[start..<end])
            start = end
        }
        if start > 0 { payload.removeFirst(start) }
        scanned = max(payload.count - 1, 0)
    }
}
