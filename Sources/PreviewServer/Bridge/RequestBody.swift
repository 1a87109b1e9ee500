import Foundation
/// The body of one request as it arrives in pieces (libmicrohttpd pitfall 4): kept while it
/// fits the limit, only counted once it does not, so an oversized chunked upload costs no
/// memory and is refused with 413 when it ends.
struct RequestBody: Sendable {
    let limit: Int
    private(set) var bytes: [UInt8] = []
    private(set) var receivedCount = 0

    init(limit: Int) {
        self.limit = limit
    }

    var isTooLarge: Bool { receivedCount > limit }

    mutating func append(_ piece: some Collection<UInt8>) {
        receivedCount += piece.count
        if isTooLarge {
            bytes = []
        } else {
            bytes.append(contentsOf: piece)
        }
    }

}

/// Per-request state libmicrohttpd keeps for us between handler calls (`*req_cls`), created
/// with the raw target by the URI log callback and released by the completion callback.
/// `@unchecked`: its `var`s are touched only on libmicrohttpd's thread (one request is never
/// handled on two threads at once); what a worker hands back goes through `finished`'s lock.
final class RequestContext: @unchecked Sendable {
    enum Phase {
        /// The first handler call (headers only) has not happened yet.
        case head
        /// The head passed; the body arrives.
        case body
        /// A worker is answering; the connection is suspended.
        case working
        /// A response was queued (or the request was refused).
        case answered
    }

    let rawTarget: String
    // Only libmicrohttpd's thread reads and writes these.
    var phase = Phase.head
    /// Set by the first handler call, with the headers, for the last one to reuse.
    var method = ""
    var headers: [(name: String, value: String)] = []
    var target: RequestTarget?
    var body: RequestBody
    var request: HTTPRequest?
    /// The worker's answer, handed to libmicrohttpd's thread.
    private let finished = Locked<HTTPResponse?>(nil)

    init(rawTarget: String, limit: Int) {
        self.rawTarget = rawTarget
        body = RequestBody(limit: limit)
    }

    func finish(_ response: HTTPResponse) {
        finished.withLock { $0 = response }
    }

    func takeFinished() -> HTTPResponse? {
        finished.withLock { finished in
            defer { finished = nil }
            return finished
        }
    }
}
