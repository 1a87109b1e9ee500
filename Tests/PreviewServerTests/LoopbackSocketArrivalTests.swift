import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import MotionPreview

/// The load client times a frame by when the kernel put it into the viewer's socket, not by
/// when the client got round to reading it.
@Suite struct LoopbackSocketArrivalTests {
    /// A listening TCP socket on an ephemeral loopback port.
    final class Listener {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        private(set) var port: UInt16 = 0

        init() throws {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
                        && getsockname(descriptor, $0, &length) == 0
                }
            }
            guard bound else { throw LoopbackClientError(description: "listen failed: errno \(errno)") }
            port = UInt16(bigEndian: address.sin_port)
        }

        deinit { close(descriptor) }
    }

    @Test func aReadLaterStillGivesTheTimeTheBytesArrived() throws {
        let listener = try Listener()
        let client = try LoopbackSocket(port: listener.port)
        client.setNonBlocking()
        client.stampArrivals()
        let server = accept(listener.descriptor, nil, nil)
        defer { close(server) }
        try #require(server >= 0)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { buffer.deallocate() }
        let readiness = try SocketReadiness([client.descriptor])
        /// Sends a byte and reads it back as soon as it is ready.
        func roundTrip() -> LoopbackSocket.Received {
            _ = send(server, "x", 1, 0)
            _ = readiness.ready(waitingAtMost: 10_000)
            return client.receive(into: buffer)
        }
        // The kernel turns stamping on for the whole machine a moment after the first socket
        // asks (a deferred static key), so the first bytes may come unstamped: wait for a stamp.
        var warmUps = 0
        while case .bytes(_, nil) = roundTrip(), warmUps < 1000 { warmUps += 1 }
        let beforeSend = LoadClock.now()
        #expect(send(server, "frame", 5, 0) == 5)
        let afterSend = LoadClock.now()
        #expect(readiness.ready(waitingAtMost: 10_000) == [0])
        // Read well after the send returned: a stamp taken at the read would fall after this.
        var waited = LoadClock.now()
        while waited < afterSend + 0.005 { waited = LoadClock.now() }
        guard case .bytes(let count, let arrived?) = client.receive(into: buffer) else {
            Issue.record("no bytes, or no arrival stamp (after \(warmUps) unstamped round trips)")
            return
        }
        #expect(count == 5)
        // Loopback delivers during the send; the two clocks are read within microseconds.
        let tolerance = 0.000_5
        #expect(arrived >= beforeSend - tolerance)
        #expect(arrived <= afterSend + tolerance)
    }

    @Test func aClosedPeerEndsTheStream() throws {
        let listener = try Listener()
        let client = try LoopbackSocket(port: listener.port)
        client.setNonBlocking()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { buffer.deallocate() }
        let server = accept(listener.descriptor, nil, nil)
        try #require(server >= 0)
        #expect(client.receive(into: buffer) == .nothing)
        close(server)
        #expect(try SocketReadiness([client.descriptor]).ready(waitingAtMost: 10_000) == [0])
        #expect(client.receive(into: buffer) == .ended)
    }
}
