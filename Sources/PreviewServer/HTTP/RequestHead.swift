/// What arrives before a request's body: the method, the target as sent and every header in
/// order, duplicates kept (a dictionary would keep only one of two `Host`s).
struct RequestHead: Sendable {
    var method: String
    var rawTarget: String
    var headers: [(name: String, value: String)]
    /// `HTTP/1.1` or `HTTP/1.0`: only 1.1 requires `Host`.
    var version = "HTTP/1.1"

    func values(_ name: String) -> [String] {
        headers.filter { $0.name.asciiLowercased == name }.map(\.value)
    }

    /// Header bytes as they stood on the wire, near enough: `name: value\r\n` each.
    var headerBytes: Int {
        headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
    }
}

/// The request-framing rules of RFC 9112 that libmicrohttpd 0.9.75 does not enforce, checked
/// where a request first reaches the project's code, before any body is read. Ambiguous
/// framing is how a request hides inside another one's body behind a proxy (smuggling), so
/// each case is refused with 400 and the connection closed (RFC 9112 §6.3).
enum StrictHTTP {
    /// How a checked request's body is framed (RFC 9112 §6.3), for finding where the next head
    /// begins.
    enum BodyFraming: Equatable, Sendable {
        case none
        case length(UInt64)
        case chunked
    }

    /// The decoded target of `head`, or why the request is refused.
    static func check(_ head: RequestHead, bodyLimit: Int) throws(APIError) -> RequestTarget {
        try checkFraming(head, bodyLimit: bodyLimit).target
    }

    /// The decoded target of `head` and how its body is framed, or why the request is refused.
    static func checkFraming(
        _ head: RequestHead, bodyLimit: Int
    ) throws(APIError) -> (target: RequestTarget, body: BodyFraming) {
        guard head.rawTarget.utf8.count <= Limits.targetBytes else { throw .uriTooLong }
        guard head.headerBytes <= Limits.headerBytes else { throw .headersTooLarge }
        guard head.headers.count <= Limits.headerFields else { throw .tooManyHeaderFields }
        // One pass, each name lower-cased once: three `values(_:)` lower-cased every name three
        // times on every request (issue 15).
        var hosts = 0
        var lengths: [String] = []
        var encodings: [String] = []
        for header in head.headers {
            switch header.name.asciiLowercased {
            case "host": hosts += 1
            case "content-length": lengths.append(header.value)
            case "transfer-encoding": encodings.append(header.value)
            default: break
            }
        }
        guard hosts <= 1 else { throw refused("duplicate_host", "a request may carry one Host header") }
        if !encodings.isEmpty {
            guard lengths.isEmpty else {
                throw refused("ambiguous_length", "Transfer-Encoding and Content-Length may not come together")
            }
            guard encodings.count == 1, encodings[0].withoutOptionalWhitespace.lowercased() == "chunked" else {
                throw refused("unsupported_transfer_encoding", "the only Transfer-Encoding accepted is 'chunked'")
            }
        }
        var body = encodings.isEmpty ? BodyFraming.none : .chunked
        if !lengths.isEmpty {
            guard lengths.count == 1 else { throw refused("ambiguous_length", "a request may carry one Content-Length") }
            guard let length = declaredLength(lengths[0]) else {
                throw refused("bad_content_length", "Content-Length must be a decimal number of bytes")
            }
            guard length <= UInt64(bodyLimit) else { throw .bodyTooLarge(limit: bodyLimit) }
            body = length > 0 ? .length(length) : .none
        }
        let target = try RequestTarget(raw: head.rawTarget)
        // RFC 9112 §3.2: HTTP/1.1 names its host; an absolute-form target's authority does
        // that instead of `Host` (§3.2.2), so only an origin-form target needs the header.
        guard hosts > 0 || target.authority != nil || head.version == "HTTP/1.0" else {
            throw refused("missing_host", "an HTTP/1.1 request needs a Host header")
        }
        return (target, body)
    }

    /// Digits only (no sign, no list, no spaces inside), within 64 bits.
    static func declaredLength(_ value: String) -> UInt64? {
        let text = value.withoutOptionalWhitespace
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return UInt64(text)
    }

    private static func refused(_ code: String, _ message: String) -> APIError {
        APIError(status: 400, code: code, message)
    }
}

extension APIError {
    static let uriTooLong = APIError(
        status: 414, code: "uri_too_long", "the request target is longer than \(Limits.targetBytes) bytes")
    static let headersTooLarge = APIError(
        status: 431, code: "headers_too_large", "the request's headers are larger than \(Limits.headerBytes) bytes")
    static let tooManyHeaderFields = APIError(
        status: 431, code: "headers_too_large", "a request may carry at most \(Limits.headerFields) header fields")
}
