/// Reads a request head from the raw bytes of a connection, before libmicrohttpd sees them
/// (issue 12, item 5): libmicrohttpd 0.9.75 answers a malformed head itself with an HTML page
/// (or, for some, a response whose head is written twice), so the front door parses the first
/// head with these rules and refuses with the protocol's JSON error instead. Syntax only
/// (RFC 9112 §2–§5); what the fields mean is `StrictHTTP`'s to judge.
enum RequestHeadParser {
    /// A complete head and how many bytes it took, the blank line included.
    struct Parsed: Sendable {
        var head: RequestHead
        var byteCount: Int
    }

    /// The longest request line read: the target limit plus room for the method and version
    /// (chosen: the longest method this server knows, `OPTIONS`, and ` HTTP/1.1` fit in 64).
    static let requestLineBytes = Limits.targetBytes + 64
    /// The most bytes a head can take before it is refused: request line, header section, and
    /// the line ends around them.
    static let headBytes = requestLineBytes + Limits.headerBytes + 6

    /// The head at the start of `bytes`, or nil when more bytes are needed to know. Lines
    /// already complete are checked at once, so a bad one is refused before the head ends.
    static func scan(_ bytes: [UInt8]) throws(APIError) -> Parsed? {
        var start = 0
        // RFC 9112 §2.2: a server should ignore empty lines before the request line.
        while start + 1 < bytes.count, bytes[start] == cr, bytes[start + 1] == lf { start += 2 }
        guard let requestLineEnd = try lineEnd(in: bytes, from: start) else {
            guard bytes.count - start <= requestLineBytes else { throw .uriTooLong }
            // A method is known wrong at its first bad byte (a TLS handshake sent to the plain
            // port starts with 0x16), so such a connection is not kept waiting for a line end.
            guard bytes[start...].prefix(while: { $0 != space && $0 != cr }).allSatisfy(isTokenByte) else { throw badRequestLine }
            return nil
        }
        guard requestLineEnd - start <= requestLineBytes else { throw .uriTooLong }
        var head = try requestLine(bytes[start..<requestLineEnd])
        let headersStart = requestLineEnd + 2
        var lineStart = headersStart
        while true {
            guard let end = try lineEnd(in: bytes, from: lineStart) else {
                guard bytes.count - headersStart <= Limits.headerBytes else { throw .headersTooLarge }
                return nil
            }
            guard end - headersStart <= Limits.headerBytes else { throw .headersTooLarge }
            if end == lineStart { return Parsed(head: head, byteCount: end + 2) }
            head.headers.append(try headerLine(bytes[lineStart..<end]))
            lineStart = end + 2
        }
    }

    /// The index of the CR of the next CRLF at or after `start`, or nil when none has come yet.
    /// A CR or LF that is not part of a CRLF is refused (RFC 9112 §2.2: a bare CR is invalid,
    /// and a bare LF is how a head is split differently by two parsers).
    private static func lineEnd(in bytes: [UInt8], from start: Int) throws(APIError) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case lf: throw badLineEnding
            case cr:
                guard index + 1 < bytes.count else { return nil }
                guard bytes[index + 1] == lf else { throw badLineEnding }
                return index
            default: index += 1
            }
        }
        return nil
    }

    /// `method SP request-target SP HTTP-version` (RFC 9112 §3), single spaces only.
    private static func requestLine(_ line: ArraySlice<UInt8>) throws(APIError) -> RequestHead {
        let parts = line.split(separator: space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else { throw badRequestLine }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw refused("bad_request_line", "the HTTP version must be HTTP/1.1 or HTTP/1.0")
        }
        guard !parts[1].isEmpty else { throw refused("bad_request_line", "the request line has no target") }
        guard parts[1].allSatisfy({ $0 > space && $0 != 0x7F }) else {
            throw APIError(status: 400, code: "bad_path", "the request target may not contain NUL or other control characters")
        }
        guard parts[1].allSatisfy({ $0 < 0x80 }) else {
            throw refused("bad_request_target", "the request target must be ASCII; percent-encode other bytes")
        }
        return RequestHead(
            method: String(decoding: parts[0], as: UTF8.self), rawTarget: String(decoding: parts[1], as: UTF8.self),
            headers: [], version: version)
    }

    /// `field-name ":" OWS field-value OWS` (RFC 9112 §5): no space before the colon, no
    /// continuation lines (obs-fold, §5.2), no control characters but tab in the value. A chunked
    /// body's trailer lines have the same form (`RequestStreamFraming`).
    static func headerLine(_ line: ArraySlice<UInt8>) throws(APIError) -> (name: String, value: String) {
        guard let first = line.first, first != space, first != tab else {
            throw refused("bad_header", "a header line may not start with whitespace (line folding is not accepted)")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw refused("bad_header", "every header line needs a ':' after its name")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            throw refused("bad_header", "a header name is letters, digits and !#$%&'*+-.^_`|~ with no space before ':'")
        }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == tab || ($0 >= space && $0 != 0x7F) }) else {
            throw refused("bad_header", "a header value may not contain NUL or other control characters")
        }
        // By index: dropping from both ends through `reversed()` decoded the value a byte at a
        // time through two lazy views, on every header of every request (issue 15).
        let isWhitespace = { (byte: UInt8) in byte == space || byte == tab }
        let start = value.firstIndex { !isWhitespace($0) } ?? value.endIndex
        let end = value[start...].lastIndex { !isWhitespace($0) }.map { $0 + 1 } ?? start
        return (String(decoding: name, as: UTF8.self), String(decoding: value[start..<end], as: UTF8.self))
    }

    /// RFC 9110 §5.6.2 `tchar`.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: tokenSymbols.contains(byte)
        }
    }

    private static let tokenSymbols = Array("!#$%&'*+-.^_`|~".utf8)

    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A
    private static let space: UInt8 = 0x20
    private static let tab: UInt8 = 0x09

    static let badLineEnding = refused("bad_line_ending", "every line of the head must end with CR LF")
    static let badRequestLine = refused("bad_request_line", "the request line must be 'METHOD target HTTP/1.1'")

    private static func refused(_ code: String, _ message: String) -> APIError {
        APIError(status: 400, code: code, message)
    }
}
