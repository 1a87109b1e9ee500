import Crypto

/// What the session store keeps of a control token: its SHA-256, in hex. A token is 256 random
/// bits, so a plain hash (no salt, no stretching) cannot be reversed or guessed; whoever reads the
/// database learns nothing that controls a session.
enum TokenHash {
    static func of(_ token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// Whether `given` is the token `hash` was made from, in time independent of where they
    /// differ.
    static func matches(_ given: String, hash: String) -> Bool {
        SecureToken.matches(of(given), hash)
    }
}
