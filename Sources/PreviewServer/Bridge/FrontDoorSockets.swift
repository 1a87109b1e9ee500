import CMicroHTTPD
import Glibc

// The front door's socket calls, the only place they touch pointers: listening, accepting,
// peeking, answering, closing, and the epoll set that waits on all of them.

/// A connection the front door accepted: its socket and the address libmicrohttpd is given.
struct AcceptedSocket: Sendable {
    let descriptor: Int32
    let peer: PeerAddress
    fileprivate let address: sockaddr_storage
    fileprivate let addressLength: socklen_t
}

extension AcceptedSocket {
    /// A connected socket that came from no listener (an end of a local pair): no address.
    init(unaccepted descriptor: Int32) {
        self.init(descriptor: descriptor, peer: .unknown, address: sockaddr_storage(), addressLength: 0)
    }
}

/// What a peek found in a socket's receive queue.
enum Peeked: Equatable {
    case bytes([UInt8])
    case nothingYet
    /// The peer closed its end (or the socket failed) with nothing waiting.
    case closed
}

enum FrontDoorSockets {
    /// A non-blocking listening socket bound to `address`, and the port it got.
    static func listen(on address: BindAddress, backlog: Int32) throws(ServerError) -> (descriptor: Int32, port: UInt16) {
        let family = address.isIPv6 ? AF_INET6 : AF_INET
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ServerError("creating the listening socket failed (errno \(errno))") }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSockaddr { bind(descriptor, $0, address.length) }
        guard bound == 0, Glibc.listen(descriptor, backlog) == 0 else {
            let reason = errno
            close(descriptor)
            throw ServerError("listening on port \(address.port) failed (errno \(reason))")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var local = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let port = withUnsafeBytes(of: local) { raw in
            // sin_port and sin6_port sit at the same offset, in network order.
            UInt16(bigEndian: raw.load(fromByteOffset: MemoryLayout<sa_family_t>.size, as: UInt16.self))
        }
        return (descriptor, port)
    }

    /// The next waiting connection, non-blocking; nil when none waits (or accepting failed:
    /// `errno` says which).
    static func accept(from listener: Int32) -> AcceptedSocket? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let descriptor = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { mp_accept(listener, $0, &length) }
        }
        guard descriptor >= 0 else { return nil }
        let peer = withUnsafePointer(to: address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, PeerAddress.init) }
        return AcceptedSocket(descriptor: descriptor, peer: peer, address: address, addressLength: length)
    }

    /// Copies the waiting bytes (as many as `buffer` holds) without taking them off the queue:
    /// libmicrohttpd reads the same bytes once the head is handed over.
    static func peek(_ descriptor: Int32, into buffer: inout [UInt8]) -> Peeked {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_PEEK)) }
        if count > 0 { return .bytes(Array(buffer[0..<count])) }
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .nothingYet : .closed
    }

    /// Reads and drops whatever is waiting; false once the peer has closed or the socket failed.
    static func discardWaiting(_ descriptor: Int32) -> Bool {
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { continue }
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
    }

    /// Sends `bytes` as far as the socket takes them now (a refusal is under 2 KiB, which an
    /// empty send buffer always takes), then ends the writing side so the peer sees the end.
    static func answerAndShutWrites(_ descriptor: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(descriptor, Int32(SHUT_WR))
    }

    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Gives `descriptor` to libmicrohttpd as a connection from `socket`'s peer: the accepted
    /// socket itself, or libmicrohttpd's end of a relay's pair, which it is told comes from the
    /// client (its address decides the loopback rule and the per-address cap). libmicrohttpd
    /// reads it from here on and closes it in any case.
    static func handOver(_ descriptor: Int32, from socket: AcceptedSocket, to daemon: OpaquePointer) -> Bool {
        withUnsafePointer(to: socket.address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                MHD_add_connection(daemon, descriptor, $0, socket.addressLength) == .YES
            }
        }
    }

    // MARK: relaying

    /// A connected pair of non-blocking local sockets: the relay keeps `relay`, libmicrohttpd
    /// gets `daemon`. nil when the process is out of descriptors.
    static func relayPair() -> (relay: Int32, daemon: Int32)? {
        var pair: [Int32] = [-1, -1]
        guard mp_socket_pair(&pair) == 0 else { return nil }
        return (pair[0], pair[1])
    }

    /// Reads what is waiting into `buffer`.
    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> SocketTransfer {
        let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        if count > 0 { return .bytes(count) }
        if count == 0 { return .ended }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
    }

    /// Sends as much of `bytes` as the socket takes now.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> SocketTransfer {
        let count = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        if count >= 0 { return .bytes(count) }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
    }

    /// Ends the writing side: the peer reads to the end of what was sent, then sees the end.
    static func shutWrites(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// True when the peer has ended its writing side or closed (or the socket failed), whatever
    /// bytes are still waiting to be read.
    static func peerHasEnded(_ descriptor: Int32) -> Bool {
        // POLLRDHUP (0x2000 on Linux): Glibc's module hides it without _GNU_SOURCE.
        let peerClosedWrites: Int16 = 0x2000
        var entry = pollfd(fd: descriptor, events: peerClosedWrites, revents: 0)
        guard poll(&entry, 1, 0) == 1 else { return false }
        return entry.revents & (peerClosedWrites | Int16(POLLHUP | POLLERR)) != 0
    }

    /// True when no byte waits to be read from `descriptor` (a local socket).
    static func nothingToRead(_ descriptor: Int32) -> Bool {
        mp_unread_here(descriptor) == 0
    }

    /// True once the peer has read every byte written to `descriptor` (a local socket).
    static func peerHasReadAll(_ descriptor: Int32) -> Bool {
        mp_unread_by_peer(descriptor) == 0
    }
}

/// What one read or write on a non-blocking socket did.
enum SocketTransfer: Equatable {
    /// Bytes read or written (a write may take fewer than offered).
    case bytes(Int)
    /// Nothing now; epoll reports when that changes.
    case wouldBlock
    /// The peer ended its writing side (reads only).
    case ended
    /// The connection failed (reset, or the peer is gone for a write).
    case failed
}

/// The front door's epoll set, and an eventfd that wakes its wait (to stop). The load client
/// waits on its viewers' streams with it too (`SocketReadiness`): the package's one epoll bridge.
package final class FrontDoorPoller {
    private let epoll: Int32
    let wakeDescriptor: Int32

    package init() throws(ServerError) {
        epoll = mp_epoll_create()
        wakeDescriptor = mp_eventfd()
        guard epoll >= 0, wakeDescriptor >= 0, mp_epoll_watch(epoll, wakeDescriptor, 0) == 0 else {
            if epoll >= 0 { Glibc.close(epoll) }
            if wakeDescriptor >= 0 { Glibc.close(wakeDescriptor) }
            throw ServerError("creating the front door's epoll set failed (errno \(errno))")
        }
    }

    deinit {
        Glibc.close(epoll)
        Glibc.close(wakeDescriptor)
    }

    /// Level-triggered for the listener (every waiting connection is reported until accepted);
    /// edge-triggered for peeked sockets, which report only when more bytes come.
    package func watch(_ descriptor: Int32, edgeTriggered: Bool) -> Bool {
        mp_epoll_watch(epoll, descriptor, edgeTriggered ? 1 : 0) == 0
    }

    /// Watches a relayed socket for input and for room to write, edge-triggered.
    func watchRelayed(_ descriptor: Int32) -> Bool {
        mp_epoll_watch_relay(epoll, descriptor) == 0
    }

    package func unwatch(_ descriptor: Int32) {
        _ = mp_epoll_unwatch(epoll, descriptor)
    }

    /// The descriptors ready within `timeoutMilliseconds`.
    package func wait(timeoutMilliseconds: Int32) -> [Int32] {
        var ready = [Int32](repeating: -1, count: 256)
        let count = ready.withUnsafeMutableBufferPointer {
            mp_epoll_wait(epoll, $0.baseAddress, Int32($0.count), timeoutMilliseconds)
        }
        return count > 0 ? Array(ready[0..<Int(count)]) : []
    }

    /// Wakes the wait from any thread (level-triggered until `clearWake`).
    func wake() {
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, MemoryLayout<UInt64>.size)
    }

    /// Takes back every `wake` so far.
    func clearWake() {
        var count: UInt64 = 0
        _ = read(wakeDescriptor, &count, MemoryLayout<UInt64>.size)
    }
}
