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
        if raw.isASCII {
            try self.init(asciiBytes: Array(raw.utf8))
        } else {
            try self.init(characters: raw)
        }
    }

    /// The rules below read byte by byte, for ASCII targets (all that browsers and the load
    /// tool send): walking `Character`s cost most of a request's head check (issue 15), and in
    /// ASCII a `Character` is a byte but for CR LF, which no rule looks for.
    private init(asciiBytes bytes: [UInt8]) throws(APIError) {
        var start = 0
        var needsSlash = false
        if let scheme = Self.schemes.first(where: { Self.hasPrefix(bytes, lowerCased: $0) }) {
            let end = bytes[scheme.count...].firstIndex(where: Self.endsAuthority) ?? bytes.endIndex
            let authority = bytes[scheme.count..<end]
            guard !authority.isEmpty, !authority.contains(UInt8(ascii: "@")) else { throw Self.refusedAuthority }
            self.authority = String(decoding: authority, as: UTF8.self)
            start = end
            needsSlash = bytes[start...].first != Self.slash
        } else {
            guard bytes.first == Self.slash else { throw Self.refusedForm }
            authority = nil
        }
        var end = bytes.endIndex
        if let query = bytes[start...].firstIndex(where: { $0 == Self.question || $0 == Self.hash }) {
            // A NUL in the query would cut a value short the same way.
            guard !Self.containsEscapedNUL(bytes[query...]) else { throw Self.controlCharacter }
            end = query
        }
        path = try Self.decode(needsSlash ? [Self.slash] + bytes[start..<end] : bytes[start..<end])
    }

    /// The same rules on `Character`s, for a target with other bytes, where a combining mark
    /// can make a `/` or `?` part of another `Character`. Internal for the test that holds the
    /// byte reading to it.
    init(characters raw: String) throws(APIError) {
        var rest = Substring(raw)
        let lowered = raw.lowercased()
        if let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) {
            rest = rest.dropFirst(scheme.count)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            let authority = rest[..<end]
            guard !authority.isEmpty, !authority.contains("@") else { throw Self.refusedAuthority }
            self.authority = String(authority)
            rest = rest[end...]
            if !rest.hasPrefix("/") { rest = "/" + rest }
        } else {
            guard rest.hasPrefix("/") else { throw Self.refusedForm }
            authority = nil
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            // A NUL in the query would cut a value short the same way.
            guard !rest[query...].lowercased().contains("%00") else { throw Self.controlCharacter }
            rest = rest[..<query]
        }
        path = try Self.decode(rest.utf8)
    }

    private static func decode(_ encoded: some Collection<UInt8>) throws(APIError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var iterator = encoded.makeIterator()
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

    private static let schemes: [[UInt8]] = [Array("http://".utf8), Array("https://".utf8)]
    private static let slash = UInt8(ascii: "/")
    private static let question = UInt8(ascii: "?")
    private static let hash = UInt8(ascii: "#")

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == slash || byte == question || byte == hash
    }

    /// `bytes` start with `prefix` (lower case) in either case.
    private static func hasPrefix(_ bytes: [UInt8], lowerCased prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count
            && zip(bytes, prefix).allSatisfy { byte, lower in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == lower : byte == lower
            }
    }

    /// `%00` anywhere (its digits have no case).
    private static func containsEscapedNUL(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.indices.contains { index in
            bytes[index] == UInt8(ascii: "%") && bytes[(index + 1)...].starts(with: [UInt8(ascii: "0"), UInt8(ascii: "0")])
        }
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

    private static let refusedAuthority = refused("an absolute request target needs a host and no user information")
    private static let refusedForm = refused("the request target must start with '/' or 'http://'")

    private static func refused(_ message: String) -> APIError {
        APIError(status: 400, code: "bad_request_target", message)
    }
}
