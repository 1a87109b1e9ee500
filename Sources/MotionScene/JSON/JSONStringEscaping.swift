/// String contents as `JSONWriter` escapes them, appended as UTF-8 bytes: `"` and `\`, the
/// control characters (`\n`, `\r`, `\t` by name, the rest as `\u00xx`), and U+2028/U+2029,
/// which JSON allows but JavaScript source does not. Everything else is copied as it is.
enum JSONStringEscaping {
    static func append(_ text: String, to bytes: inout [UInt8]) {
        // Most strings (ids, colours, labels, paragraphs) need no escape: scan the native
        // UTF-8 storage and copy it in one go.
        let copied = text.utf8.withContiguousStorageIfAvailable { storage -> Bool in
            for byte in storage where needsEscapeLead(byte) { return false }
            bytes.append(contentsOf: storage)
            return true
        }
        if copied == true { return }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: [0x5C, 0x22])
            case "\\": bytes.append(contentsOf: [0x5C, 0x5C])
            case "\n": bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case "\r": bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case "\t": bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
                for shift in stride(from: 12, through: 0, by: -4) {
                    bytes.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)])
                }
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// Lower-case, as `String(_:radix:)` writes them.
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A byte that may start something to escape: a quote, a backslash, a control character,
    /// or 0xE2, the lead byte of U+2028 and U+2029 (the slow path checks which it is).
    private static func needsEscapeLead(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2
    }
}
