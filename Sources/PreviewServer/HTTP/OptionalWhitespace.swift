extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Without the optional whitespace HTTP allows around a field value: spaces and tabs only
    /// (RFC 9110 §5.6.3), so any other character, Unicode spaces included, stays part of the
    /// value. Works on the UTF-8 bytes: Foundation's `trimmingCharacters(in: .whitespaces)` and
    /// reversing `Character`s cost tens of microseconds on every input (issue 15).
    var withoutOptionalWhitespace: SubSequence {
        let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
            let last = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return self[endIndex...] }
        // Both ends border ASCII bytes or the ends of the text, so they fall between characters.
        return self[first..<bytes.index(after: last)]
    }
}
