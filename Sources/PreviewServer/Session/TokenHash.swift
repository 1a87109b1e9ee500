import Crypto

/// What the session store keeps of a control token: its SHA-256, in hex. A token is 256 random
/// bits, so a plain hash (no salt, no stretching) cannot be reversed or guessed; whoever reads the
/// database learns nothing that controls a session.
enum TokenHash {
    static func of(_ token: String) -> String {
        // Two digits per byte into one buffer: a `String` per byte, joined, cost more than the
        // hash itself, on every input (issue 15).
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(SHA256.byteCount * 2)
        for byte in digest(of: token) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// The hash's 32 bytes, read from its hex once (nil when it is not a SHA-256 in hex): what
    /// a session compares each input's token's digest with (`Session.isControlled(byDigest:)`).
    static func digest(ofHex hash: String) -> [UInt8]? {
        // `of`'s form exactly: lower-case hex, two digits a byte.
        guard SecureToken.couldBe(hash, bits: SHA256.byteCount * 8) else { return nil }
        let hex = Array(hash.utf8)
        return stride(from: 0, to: hex.count, by: 2).map { index in
            // Checked above: every byte is a hex digit.
            (RequestTarget.hexValue(hex[index]) ?? 0) << 4 | (RequestTarget.hexValue(hex[index + 1]) ?? 0)
        }
    }

    /// The SHA-256 of `token`, as bytes: what a session compares with its hash's bytes
    /// (`Session.isControlled(byDigest:)`), in time independent of where they differ. Bytes, not
    /// hex: writing and comparing hex on every input was a third of the check's instructions
    /// (issue 15).
    static func digest(of token: String) -> [UInt8] {
        SHA256.hash(data: Array(token.utf8)).withUnsafeBytes { Array($0) }
    }
}
