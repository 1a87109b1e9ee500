/// Byte-level versions of `String` operations the request path runs on every input, for text
/// that is ASCII (issue 15): the standard library's versions walk `Character`s, whose grapheme
/// breaking made `split` alone cost more than a whole request should. In ASCII text every
/// `Character` is one byte except CR LF, which no separator here matches, so the bytes give the
/// same answer; any other text takes the standard library's way, where a combining mark after a
/// separator joins it into another `Character` and the answers would differ.
///
/// The bytes are read from the string's own storage (`withContiguousStorageIfAvailable`):
/// walking a `Substring`'s `utf8` view index by index cost as much as the `Character`s did.
extension StringProtocol {
    /// True when every byte is ASCII.
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable(ASCIIBytes.areASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension Substring {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)` on an ASCII separator.
    func splitting(
        _ separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true
    ) -> [Substring] {
        let pieces: [Substring]? =
            separator.isASCII
            ? utf8.withContiguousStorageIfAvailable { bytes in
                splitBytes(
                    of: bytes, UInt8(truncatingIfNeeded: separator.value), maxSplits: maxSplits,
                    omittingEmptySubsequences: omittingEmptySubsequences)
            } ?? nil : nil
        return pieces
            ?? split(separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }

    /// The standard library's `split` algorithm on this text's bytes, each piece made a
    /// `Substring` of it at once (the generic `split` cost ~2.5k instructions a call); nil when
    /// the text is not ASCII.
    private func splitBytes(
        of bytes: UnsafeBufferPointer<UInt8>, _ separator: UInt8, maxSplits: Int, omittingEmptySubsequences: Bool
    ) -> [Substring]? {
        var separators = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == separator { separators += 1 }
        }
        var pieces: [Substring] = []
        // At most one piece more than separators: reserved at once, not grown piece by piece.
        pieces.reserveCapacity(Swift.min(separators, maxSplits) + 1)
        var pieceStart = 0
        if maxSplits > 0 {
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                guard bytes[index] == separator else { continue }
                let isEmpty = pieceStart == index
                if !(isEmpty && omittingEmptySubsequences) { pieces.append(piece(pieceStart..<index)) }
                pieceStart = index + 1
                if !(isEmpty && omittingEmptySubsequences) && pieces.count == maxSplits { break }
            }
        }
        if pieceStart != bytes.count || !omittingEmptySubsequences { pieces.append(piece(pieceStart..<bytes.count)) }
        return pieces
    }

    /// The text at these byte offsets.
    private func piece(_ offsets: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return self[start..<utf8.index(start, offsetBy: offsets.count)]
    }
}

extension String {
    /// `lowercased()`, byte by byte for ASCII text (header names), and the same text when it
    /// has no upper-case letter: `lowercased()` walks Unicode's case tables, a few thousand
    /// instructions for each header of every request (issue 15).
    var asciiLowercased: String {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return lowercased() }
        guard utf8.contains(where: UInt8.isASCIIUpperCase) else { return self }
        return String(decoding: utf8.map(\.asciiLowerCased), as: UTF8.self)
    }
}

extension UInt8 {
    static func isASCIIUpperCase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The byte with an ASCII capital letter made small, any other byte as it is.
    var asciiLowerCased: UInt8 {
        Self.isASCIIUpperCase(self) ? self + 0x20 : self
    }
}

extension StringProtocol {
    /// `lowercased() == lowerCased` for an ASCII `lowerCased`, without making a lower-cased copy
    /// (`lowercased()` walks Unicode's case tables: 3.4k instructions for a content type on
    /// every input, issue 15).
    func equalsIgnoringASCIICase(_ lowerCased: StaticString) -> Bool {
        lowerCased.withUTF8Buffer { expected in
            var remaining = expected.makeIterator()
            for byte in utf8 {
                guard let wanted = remaining.next(), byte.asciiLowerCased == wanted else { return false }
            }
            return remaining.next() == nil
        }
    }
}

extension String {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)` on an ASCII separator.
    func splitting(
        _ separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true
    ) -> [Substring] {
        Substring(self).splitting(separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
}

private enum ASCIIBytes {
    static func areASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
