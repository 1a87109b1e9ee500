/// Byte-level versions of `String` operations the request path runs on every input, for text
/// that is ASCII (issue 15): the standard library's versions walk `Character`s, whose grapheme
/// breaking made `split` alone cost more than a whole request should. In ASCII text every
/// `Character` is one byte except CR LF, which no separator here matches, so the bytes give the
/// same answer; any other text takes the standard library's way, where a combining mark after a
/// separator joins it into another `Character` and the answers would differ.
extension StringProtocol {
    /// True when every byte is ASCII.
    var isASCII: Bool {
        utf8.allSatisfy { $0 < 0x80 }
    }
}

extension Substring {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)` on an ASCII separator.
    func splitting(
        _ separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true
    ) -> [Substring] {
        guard separator.isASCII, isASCII else {
            return split(
                separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
        }
        return utf8.split(
            separator: UInt8(separator.value), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences
        ).map(Substring.init)
    }
}

extension String {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)` on an ASCII separator.
    func splitting(
        _ separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true
    ) -> [Substring] {
        Substring(self).splitting(separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }

    /// `lowercased() == name` for a lower-case ASCII `name` (a header's name as this server
    /// spells it), without building the lower-cased copy when the text is ASCII.
    func isSameASCIIName(as name: String) -> Bool {
        guard isASCII, name.isASCII else { return lowercased() == name }
        return utf8.elementsEqual(name.utf8) { byte, other in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == other : byte == other
        }
    }
}
