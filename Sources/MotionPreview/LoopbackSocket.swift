import Foundation
#if canImport(Glibc)
    import CLoadClient
    import Glibc
#endif

// The loopback client's only pointer code: POSIX sockets on IPv4 loopback, shared by the
// `load` command and the server's tests.

/// Why the loopback client failed: a socket call, or an answer it could not read.
struct LoopbackClientError: Error, CustomStringConvertible {
    var description: String
}

/// A TCP connection to a server on this machine, closed when the value goes away.
///
/// Blocking by default, with reads that wait at most `timeoutSeconds` so a reader waiting for
/// bytes that never come fails instead of hanging; `setNonBlocking` and `SocketReadiness` let the
/// load client read a thousand of them on one thread.
final class LoopbackSocket {
    let descriptor: Int32
    /// Bytes received but not yet taken by a blocking read.
    private var buffer: [UInt8] = []

    /// `source` picks the local address (another 127.x.y.z stands for another peer).
    /// `receiveBufferBytes` shrinks the kernel's receive buffer (a reader that falls behind).
    /// `timeoutSeconds` nil: reads wait as long as the server takes.
    init(
        host: String = "127.0.0.1", port: UInt16, timeoutSeconds: Int? = 5, source: String? = nil,
        receiveBufferBytes: Int32? = nil
    ) throws {
        let destination = try Self.address(host, port: port)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackClientError(description: "socket() failed: errno \(errno)") }
        if var size = receiveBufferBytes {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        if let timeoutSeconds {
            var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        if let source {
            guard Self.call(bind, descriptor, try Self.address(source, port: 0)) == 0 else {
                Glibc.close(descriptor)
                throw LoopbackClientError(description: "bind() to \(source) failed: errno \(errno)")
            }
        }
        guard Self.call(connect, descriptor, destination) == 0 else {
            Glibc.close(descriptor)
            throw LoopbackClientError(description: "connect() to \(host):\(port) failed: errno \(errno)")
        }
        // Requests and frames are small: each should leave at once, not wait for Nagle.
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit {
        Glibc.close(descriptor)
    }

    private static func address(_ text: String, port: UInt16) throws -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, text, &address.sin_addr) == 1 else {
            throw LoopbackClientError(description: "'\(text)' is not an IPv4 address")
        }
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
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw LoopbackClientError(description: "send() failed: errno \(errno)") }
            offset += written
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    // MARK: non-blocking reading (the load client)

    func setNonBlocking() {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Appends what one `recv` returns; returns the count, 0 at end of stream, -1 when nothing
    /// is ready on a non-blocking socket, the timeout passed, or on error.
    func receive(into bytes: inout [UInt8]) -> Int {
        // Not zero-filled: `recv` writes what it returns, and only that is copied.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
        defer { chunk.deallocate() }
        let count = recv(descriptor, chunk.baseAddress, chunk.count, 0)
        if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
        return count
    }

    /// Asks the kernel to stamp when bytes arrive (`SO_TIMESTAMPNS`), which `receive(into:)`
    /// then returns with them. Where it cannot, the reader stamps what it reads.
    func stampArrivals() {
        #if canImport(Glibc)
            _ = load_client_stamp_arrivals(descriptor)
        #endif
    }

    /// What one `recv` on this non-blocking socket gave.
    enum Received: Equatable {
        /// This many bytes, at the start of the buffer, and when the last of them reached this
        /// socket (`LoadClock` seconds) if the kernel stamped it (`stampArrivals`).
        case bytes(Int, arrived: Double?)
        /// Nothing yet.
        case nothing
        /// The peer closed the stream, or it failed: nothing more will come.
        case ended
    }

    /// Reads what has arrived into `buffer`, which the caller reuses from read to read.
    func receive(into buffer: UnsafeMutableRawBufferPointer) -> Received {
        var arrivalNanoseconds: Int64 = 0
        #if canImport(Glibc)
            let count = load_client_receive(descriptor, buffer.baseAddress, UInt(buffer.count), &arrivalNanoseconds)
        #else
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        #endif
        if count > 0 {
            let arrived = arrivalNanoseconds > 0 ? LoadClock.fromWallClock(nanoseconds: arrivalNanoseconds) : nil
            return .bytes(count, arrived: arrived)
        }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .nothing }
        return .ended
    }

    // MARK: blocking reading (HTTP answers, the tests)

    /// Reads more bytes into the buffer; false at end of stream.
    private func fill() throws -> Bool {
        let count = receive(into: &buffer)
        if count == 0 { return false }
        guard count > 0 else { throw LoopbackClientError(description: "recv() timed out or failed (errno \(errno))") }
        return true
    }

    /// What has arrived and not been read: the buffered bytes, else the next `recv`'s; empty at
    /// end of stream.
    func readAvailable() throws -> [UInt8] {
        if buffer.isEmpty, try !fill() { return [] }
        defer { buffer = [] }
        return buffer
    }

    /// Puts `bytes` back in front of what is still to be read.
    func unread(_ bytes: [UInt8]) {
        buffer = bytes + buffer
    }

    /// Bytes up to and including `delimiter`.
    func read(through delimiter: [UInt8]) throws -> [UInt8] {
        var searched = 0
        while true {
            if let end = ByteSearch.end(of: delimiter, in: buffer, from: searched) {
                let result = Array(buffer[..<end])
                buffer.removeSubrange(..<end)
                return result
            }
            searched = max(buffer.count - delimiter.count + 1, 0)
            guard try fill() else { throw LoopbackClientError(description: "connection closed before the delimiter") }
        }
    }

    func read(count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else {
                throw LoopbackClientError(description: "connection closed after \(buffer.count) bytes")
            }
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
}
