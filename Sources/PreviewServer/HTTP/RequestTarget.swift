/// The request target exactly as the client sent it, decoded by the project rather than by
/// libmicrohttpd: libmicrohttpd 0.9.75 hands the path on as a C string, so a `%00` cut it short
/// (`/index.html%00.png` served `/index.html`). Origin form (`/path?query`) and absolute form
/// (`http://host:port/path?query`, RFC 9112 §3.2.2) are accepted.
struct RequestTarget: Equatable, Sendable {
    /// The percent-decoded path; never contains a control character.
    var path: String
    /// The authority of an absolute-form target, which replaces `Host` (RFC 9112 §3.2.2).
    var authority: String?

    init(raw: String) throws(APIError) {
        var rest = Substring(raw)
        let lowered = raw.lowercased()
        if let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) {
            rest = rest.dropFirst(scheme.count)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            let authority = rest[..<end]
            guard !authority.isEmpty, !authority.contains("@") else {
                throw Self.refused("an absolute request target needs a host and no user information")
            }
            self.authority = String(authority)
            rest = rest[end...]
            if !rest.hasPrefix("/") { rest = "/" + rest }
        } else {
            guard rest.hasPrefix("/") else { throw Self.refused("the request target must start with '/' or 'http://'") }
            authority = nil
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            // A NUL in the query would cut a value short the same way.
            guard !rest[query...].lowercased().contains("%00") else { throw Self.controlCharacter }
            rest = rest[..<query]
        }
        path = try Self.decode(rest)
    }

    private static func decode(_ encoded: Substring) throws(APIError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.utf8.count)
        var iterator = encoded.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw refused("a '%' in the path must be followed by two hexadecimal digits")
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { throw controlCharacter }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw refused("the path is not UTF-8 once decoded")
        }
        return text
    }

    /// The value of one hexadecimal digit (either case), or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let controlCharacter = APIError(
        status: 400, code: "bad_path", "the request target may not contain NUL or other control characters")

    private static func refused(_ message: String) -> APIError {
        APIError(status: 400, code: "bad_request_target", message)
    }
}
