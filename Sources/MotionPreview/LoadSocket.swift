import Foundation
#if canImport(Glibc)
    import Glibc
#endif

// The load client's only pointer code: POSIX sockets on IPv4 loopback.

/// Why a load-client socket call failed.
struct LoadSocketError: Error, CustomStringConvertible {
    var description: String
}

/// Socket calls for the load client, each failing as a thrown error.
enum LoadSocket {
    /// A blocking TCP connection to `127.x.x.x:port`.
    static func connect(host: String, port: UInt16) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoadSocketError(description: "socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            close(descriptor)
            throw LoadSocketError(description: "'\(host)' is not an IPv4 address")
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw LoadSocketError(description: "connect() failed: errno \(errno)")
        }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        return descriptor
    }

    static func send(_ descriptor: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw LoadSocketError(description: "send() failed: errno \(errno)") }
            offset += written
        }
    }

    /// Appends what is available; returns the count, 0 at end of stream, -1 when nothing is
    /// ready on a non-blocking socket or on error.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { buffer += chunk[0..<count] }
        return count
    }

    static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Indices of `descriptors` with bytes to read (or closed), waiting at most `milliseconds`.
    static func readable(_ descriptors: [Int32], milliseconds: Int32) -> [Int] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        guard ready > 0 else { return [] }
        return entries.indices.filter { entries[$0].revents != 0 }
    }

    /// Raises the open-file limit to its hard maximum: a thousand viewers need a thousand
    /// descriptors, more than the usual soft limit of 1,024 leaves.
    static func raiseFileLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
