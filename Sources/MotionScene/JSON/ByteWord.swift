/// Eight bytes tested at once, by the byte-wise tests of "Bit Twiddling Hacks" (`haszero`,
/// `hasless`): exact for whether a word holds such a byte, so a scan passes over a word that
/// holds none and looks at the others byte by byte. Used where text is scanned on every frame
/// or input (`JSONStringEscaping`, the server's request framing).
package enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is `byte`.
    @inline(__always)
    package static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        hasZeroByte(word ^ (ones &* UInt64(byte)))
    }

    /// Whether any byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    package static func containsByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// The eight bytes at `pointer`, in memory order, wherever they are aligned.
    @inline(__always)
    package static func load(_ pointer: UnsafeRawPointer) -> UInt64 {
        pointer.loadUnaligned(as: UInt64.self)
    }

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }
}
