/// String contents as `JSONWriter` escapes them, appended as UTF-8 bytes: `"` and `\`, the
/// control characters (`\n`, `\r`, `\t` by name, the rest as `\u00xx`), and U+2028/U+2029,
/// which JSON allows but JavaScript source does not. Everything else is copied as it is.
enum JSONStringEscaping {
    static func append(_ text: String, to bytes: inout ByteSink) {
        // Native and small strings lend their UTF-8 as they are; `withUTF8` needs a `var`
        // copy, a retain and a release per string.
        if text.utf8.withContiguousStorageIfAvailable({ append(utf8: $0, to: &bytes) }) != nil { return }
        // A bridged string is made contiguous once.
        var text = text
        text.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// Copies runs that need no escape in one go; only the bytes between runs are looked at
    /// one by one. Japanese text, whose punctuation (`…`, `“`, `—`) shares U+2028's lead byte
    /// 0xE2, stays on this path.
    private static func append(utf8 storage: UnsafeBufferPointer<UInt8>, to bytes: inout ByteSink) {
        var runStart = 0
        var index = 0
        while index < storage.count {
            // Eight bytes at a time while none of them can start an escape; the last few as one
            // word too, where looking at them one by one cost most of a short string's 300
            // instructions (a node id, a key: a delta writes dozens).
            if let base = storage.baseAddress {
                let remaining = storage.count - index
                if remaining >= 8, !mayStartEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                if remaining < 8, !mayStartEscape(paddedWord(base + index, count: remaining)) {
                    index = storage.count
                    continue
                }
            }
            let byte = storage[index]
            guard let escape = escape(at: index, byte, in: storage) else {
                index += 1
                continue
            }
            bytes.append(UnsafeBufferPointer(rebasing: storage[runStart..<index]))
            bytes.append(escape.bytes)
            index += escape.length
            runStart = index
        }
        bytes.append(UnsafeBufferPointer(rebasing: storage[runStart..<storage.count]))
    }

    /// Whether any byte of `word` is below 0x20, a quote, a backslash or 0xE2, by the byte-wise
    /// tests of "Bit Twiddling Hacks" (`hasless`, `haszero`): never a false "no", so a word
    /// passed over holds nothing to escape; a "yes" is checked byte by byte.
    private static func mayStartEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highBits != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
            || hasZeroByte(word ^ (ones &* 0xE2))
    }

    /// `count` (< 8) bytes as a word, the rest filled with spaces, which never start an escape.
    private static func paddedWord(_ start: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var word: UInt64 = 0x2020_2020_2020_2020
        withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(start: start, count: count)) }
        return word
    }

    /// The escape for the character starting at `index`, and how many bytes it replaces.
    private static func escape(
        at index: Int, _ byte: UInt8, in storage: UnsafeBufferPointer<UInt8>
    ) -> (bytes: [UInt8], length: Int)? {
        switch byte {
        case 0x22: return ([0x5C, 0x22], 1)
        case 0x5C: return ([0x5C, 0x5C], 1)
        case 0x0A: return ([0x5C, UInt8(ascii: "n")], 1)
        case 0x0D: return ([0x5C, UInt8(ascii: "r")], 1)
        case 0x09: return ([0x5C, UInt8(ascii: "t")], 1)
        case 0..<0x20: return (unicodeEscape(UInt32(byte)), 1)
        case 0xE2:
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            guard index + 2 < storage.count, storage[index + 1] == 0x80,
                storage[index + 2] == 0xA8 || storage[index + 2] == 0xA9
            else { return nil }
            return (unicodeEscape(storage[index + 2] == 0xA8 ? 0x2028 : 0x2029), 3)
        default: return nil
        }
    }

    /// `\uXXXX` with lower-case hex digits, as `String(_:radix:)` writes them.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        [0x5C, UInt8(ascii: "u")] + stride(from: 12, through: 0, by: -4).map { hexDigits[Int((value >> UInt32($0)) & 0xF)] }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
