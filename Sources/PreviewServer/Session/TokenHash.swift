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
        for byte in SHA256.hash(data: Array(token.utf8)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// Whether `given` is the token `hash` was made from, in time independent of where they
    /// differ.
    static func matches(_ given: String, hash: String) -> Bool {
        SecureToken.matches(of(given), hash)
    }
}
