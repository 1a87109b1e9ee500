/// What binding beyond this machine exposes, said out loud when the server starts.
extension ServerConfiguration {
    /// Loopback hosts: nothing else on the network can connect.
    static let loopbackHosts: Set<String> = ["localhost", "::1", "[::1]"]

    public var isLoopbackOnly: Bool {
        Self.loopbackHosts.contains(host.lowercased()) || host.hasPrefix("127.")
    }

    /// The warning `serve` prints for a non-loopback bind, or nil on loopback.
    public var exposureWarning: String? {
        guard !isLoopbackOnly else { return nil }
        var lines = [
            "WARNING: listening on \(host), not loopback: anyone who can reach this address can open the dashboard,"
        ]
        if accessKey == nil {
            lines.append(
                "view any session whose id they know, create sessions and run the heavy endpoints. Give --access-key KEY")
            lines.append("to require a key for everything but shared sessions' view and control links.")
        } else {
            lines.append("but everything except shared sessions' links needs the access key.")
        }
        if tlsCertificatePath == nil {
            lines.append("Traffic is plain HTTP: control tokens cross the network readable; use --tls-cert/--tls-key or a proxy.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Access keys travel in a header and a cookie: at least 16 characters, URL- and
    /// cookie-safe ones only (RFC 3986 unreserved).
    public static func isValidAccessKey(_ key: String) -> Bool {
        key.count >= 16
            && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.~".unicodeScalars.contains($0)) }
    }
}
