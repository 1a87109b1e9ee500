/// Unguessable identifiers: random bits from the system's cryptographic source
/// (`SystemRandomNumberGenerator` reads getrandom(2) on Linux), written as hex.
enum SecureToken {
    /// docs/protocol.md asks for at least 128 random bits; ids get exactly that.
    static let idBits = 128
    /// Control tokens grant input, so they get twice the minimum.
    static let tokenBits = 256

    static func make(bits: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        for _ in 0..<(bits / 64) {
            let word = generator.next()
            let hex = String(word, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return text
    }

    /// Compares in time independent of where the strings differ, so a token cannot be
    /// guessed byte by byte from response times.
    static func matches(_ given: String, _ expected: String) -> Bool {
        sameBytes(Array(given.utf8), Array(expected.utf8))
    }

    /// Whether two byte strings are equal, in time independent of where they differ.
    static func sameBytes(_ lhs: some RandomAccessCollection<UInt8>, _ rhs: some RandomAccessCollection<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(lhs, rhs) { difference |= left ^ right }
        return difference == 0
    }

    /// Whether `text` could be `make(bits:)`'s output: that many bits as lower-case hex.
    static func couldBe(_ text: String, bits: Int) -> Bool {
        text.utf8.count == bits / 4 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
