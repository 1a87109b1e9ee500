import Glibc

// Socket addresses in and out: the address the server listens on, and a peer's address as the
// front door and libmicrohttpd both describe it.

/// A peer's address as text, and whether it is loopback (127.0.0.0/8, ::1 or ::ffff:127.x).
struct PeerAddress: Hashable, Sendable {
    var text: String
    var isLoopback: Bool

    static let unknown = PeerAddress(text: "unknown", isLoopback: false)

    init(text: String, isLoopback: Bool) {
        self.text = text
        self.isLoopback = isLoopback
    }

    init(_ address: UnsafePointer<sockaddr>) {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        func decoded() -> String {
            String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            var ipv4 = UnsafeRawPointer(address).load(as: sockaddr_in.self).sin_addr
            inet_ntop(AF_INET, &ipv4, &text, socklen_t(text.count))
            self.init(text: decoded(), isLoopback: UInt32(bigEndian: ipv4.s_addr) >> 24 == 127)
        case AF_INET6:
            var ipv6 = UnsafeRawPointer(address).load(as: sockaddr_in6.self).sin6_addr
            inet_ntop(AF_INET6, &ipv6, &text, socklen_t(text.count))
            let bytes = withUnsafeBytes(of: ipv6) { Array($0) }
            let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
            let mappedIPv4Loopback = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
                && bytes[12] == 127
            self.init(text: decoded(), isLoopback: bytes == loopback || mappedIPv4Loopback)
        default:
            self = .unknown
        }
    }
}

/// What `PeerAddress` is made from: an IPv4 or IPv6 socket address's family and address (the
/// port aside), to tell whether a peer is the one already described.
struct PeerAddressBytes: Equatable {
    var family: Int32
    var high: UInt64
    var low: UInt64

    init?(_ address: UnsafePointer<sockaddr>) {
        family = Int32(address.pointee.sa_family)
        switch family {
        case AF_INET:
            high = 0
            low = UInt64(UnsafeRawPointer(address).load(as: sockaddr_in.self).sin_addr.s_addr)
        case AF_INET6:
            let ipv6 = UnsafeRawPointer(address).load(as: sockaddr_in6.self).sin6_addr
            (high, low) = withUnsafeBytes(of: ipv6) { bytes in
                (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
        default:
            return nil
        }
    }
}

/// The listening address: an IPv4 or IPv6 literal, or `localhost`.
struct BindAddress {
    private var ipv4 = sockaddr_in()
    private var ipv6 = sockaddr_in6()
    let isIPv6: Bool
    let port: UInt16

    init(host: String, port: UInt16) throws(ServerError) {
        self.port = port
        let literal = host == "localhost" ? "127.0.0.1" : String(host.filter { $0 != "[" && $0 != "]" })
        if inet_pton(AF_INET, literal, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = port.bigEndian
            isIPv6 = false
        } else if inet_pton(AF_INET6, literal, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = port.bigEndian
            isIPv6 = true
        } else {
            throw ServerError("--host must be an IP address or localhost, not '\(host)'")
        }
    }

    var length: socklen_t {
        socklen_t(isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    }

    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        if isIPv6 {
            return withUnsafePointer(to: ipv6) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
        return withUnsafePointer(to: ipv4) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}
