import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A blocking TCP connection to 127.0.0.1 with a receive timeout, so a test that waits for
/// bytes that never come fails instead of hanging.
final class TestSocket {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// `source` picks the local address (another 127.x.y.z stands for another peer).
    /// `receiveBufferBytes` shrinks the kernel's receive buffer (a reader that falls behind).
    init(port: UInt16, timeoutSeconds: Int = 5, source: String? = nil, receiveBufferBytes: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        if var size = receiveBufferBytes {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let source {
            guard Self.call(bind, descriptor, Self.address(source, port: 0)) == 0 else {
                close(descriptor)
                throw Failure(description: "bind() to \(source) failed")
            }
        }
        guard Self.call(connect, descriptor, Self.address("127.0.0.1", port: port)) == 0 else {
            close(descriptor)
            throw Failure(description: "connect() to port \(port) failed")
        }
    }

    deinit {
        close(descriptor)
    }

    private static func address(_ text: String, port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, text, &address.sin_addr)
        return address
    }

    /// `bind` or `connect` with an IPv4 address.
    private static func call(
        _ function: (Int32, UnsafePointer<sockaddr>?, socklen_t) -> Int32, _ descriptor: Int32, _ address: sockaddr_in
    ) -> Int32 {
        withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                function(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw Failure(description: "send() failed") }
            offset += written
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Reads more bytes into the buffer; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { return false }
        guard count > 0 else { throw Failure(description: "recv() timed out or failed (errno \(errno))") }
        buffer += chunk[0..<count]
        return true
    }

    /// Bytes up to and including `delimiter`.
    func read(through delimiter: [UInt8]) throws -> [UInt8] {
        while true {
            if let range = firstRange(of: delimiter) {
                let result = Array(buffer[..<range])
                buffer.removeSubrange(..<range)
                return result
            }
            guard try fill() else { throw Failure(description: "connection closed before the delimiter") }
        }
    }

    func read(count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw Failure(description: "connection closed after \(buffer.count) bytes") }
        }
        let result = Array(buffer[..<count])
        buffer.removeSubrange(..<count)
        return result
    }

    /// Everything until the peer closes.
    func readToEnd() throws -> [UInt8] {
        while try fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// True when the peer closed the connection (after any remaining bytes).
    func isClosedByPeer() throws -> Bool {
        while try fill() {}
        return true
    }

    /// True when the peer closed or reset the connection before sending a single byte; false
    /// when bytes came or the receive timeout passed first.
    func isRefusedWithoutAnswer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, 0)
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    private func firstRange(of delimiter: [UInt8]) -> Int? {
        guard buffer.count >= delimiter.count else { return nil }
        for start in 0...(buffer.count - delimiter.count) where buffer[start] == delimiter[0] {
            if Array(buffer[start..<(start + delimiter.count)]) == delimiter { return start + delimiter.count }
        }
        return nil
    }
}
