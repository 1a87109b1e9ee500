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

    /// A declared `Content-Length` already over the limit is refused before any byte is read.
    static func declaredLengthExceeds(_ header: String?, limit: Int) -> Bool {
        guard let header, let length = UInt64(header.trimmingCharacters(in: .whitespaces)) else { return false }
        return length > UInt64(limit)
    }
}

/// Per-request state libmicrohttpd keeps for us between handler calls.
final class RequestContext {
    var body: RequestBody
    /// Set when a response was already queued on the first call (413 from Content-Length).
    var answered = false

    init(limit: Int) {
        body = RequestBody(limit: limit)
    }
}
