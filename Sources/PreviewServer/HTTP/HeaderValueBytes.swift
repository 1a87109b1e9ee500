/// The two header values every input reads (`Authorization`, `Content-Type`), read in one pass
/// over their bytes. Split into `Substring`s, trimmed and compared, they cost 3.3k and 3.1k
/// instructions an input, before its frame (callgrind, issue 15): the generic algorithms walk a
/// string's UTF-8 view index by index, and the split allocates its pieces.
///
/// The answers are the ones of reading the value as text — split at the first space after the
/// scheme, optional whitespace trimmed, ASCII case ignored — (`HeaderValueBytesTests`), except
/// that a value with a byte outside ASCII is no token at all: a control token is hex.
enum HeaderValueBytes {
    /// The token of `Bearer <token>`: the scheme in any case after any spaces, one space or
    /// more, then the rest without optional whitespace at either end. Nil for any other scheme,
    /// a scheme alone, or a value that is not ASCII.
    static func bearerToken(_ value: String) -> String? {
        var value = value
        return value.withUTF8 { bytes -> String? in
            let count = bytes.count
            var index = 0
            while index < count, bytes[index] == space { index += 1 }
            let schemeStart = index
            while index < count, bytes[index] != space { index += 1 }
            guard index < count, matches(bytes, schemeStart..<index, "bearer") else { return nil }
            // Past the separating space, the rest of the value, as one piece, when there is one.
            index += 1
            guard index < count else { return nil }
            let rest = trimmed(bytes, index..<count)
            for position in index..<count where bytes[position] >= 0x80 { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
        }
    }

    /// Whether the media type of a `Content-Type` value — what comes before its first `;`,
    /// without optional whitespace — is `lowerCased`, ignoring ASCII case.
    static func mediaType(of value: String, is lowerCased: StaticString) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            var end = 0
            while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
            return matches(bytes, trimmed(bytes, 0..<end), lowerCased)
        }
    }

    private static let space = UInt8(ascii: " ")

    /// `range` without spaces and tabs at either end.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isOptionalWhitespace(bytes[start]) { start += 1 }
        while end > start, isOptionalWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    private static func isOptionalWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == UInt8(ascii: "\t")
    }

    /// Whether `bytes[range]` is `lowerCased` with ASCII letters in either case; a byte outside
    /// ASCII never matches.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ lowerCased: StaticString) -> Bool {
        lowerCased.withUTF8Buffer { expected in
            guard expected.count == range.count else { return false }
            for (offset, wanted) in expected.enumerated() where bytes[range.lowerBound + offset].asciiLowerCased != wanted {
                return false
            }
            return true
        }
    }
}
