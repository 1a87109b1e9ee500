import Glibc
import Testing

@testable import PreviewServer

/// The relay between a client and libmicrohttpd, in process over two local socket pairs: the
/// test plays the client on one and libmicrohttpd on the other.
@Suite struct RelayedConnectionTests {
    /// The relay's end and the test's end of a non-blocking pair.
    static func pair(receiveBufferBytes: Int32? = nil) throws -> (relay: Int32, test: Int32) {
        let pair = try #require(FrontDoorSockets.relayPair())
        if var bytes = receiveBufferBytes {
            setsockopt(pair.daemon, SOL_SOCKET, SO_RCVBUF, &bytes, socklen_t(MemoryLayout<Int32>.size))
            setsockopt(pair.relay, SOL_SOCKET, SO_SNDBUF, &bytes, socklen_t(MemoryLayout<Int32>.size))
        }
        return (pair.relay, pair.daemon)
    }

    /// A relay between the client pair and libmicrohttpd's pair, libmicrohttpd attached.
    static func relay(client: (relay: Int32, test: Int32), daemon: (relay: Int32, test: Int32)) -> RelayedConnection {
        let relay = RelayedConnection(
            socket: AcceptedSocket(unaccepted: client.relay), client: PlainTransport(descriptor: client.relay),
            bodyLimit: 16 * 1024, deadline: 100, tailSeconds: 2)
        relay.attach(daemon.relay)
        return relay
    }

    /// Writes until the socket takes no more; how many bytes it took.
    static func fill(_ descriptor: Int32) -> Int {
        let block = [UInt8](repeating: 0x61, count: 4096)
        var written = 0
        while case .bytes(let count) = block.withUnsafeBytes({ FrontDoorSockets.send(descriptor, $0) }), count > 0 {
            written += count
        }
        return written
    }

    /// A client that reads nothing of a large answer: once libmicrohttpd gives up and closes
    /// its end, the relay gives the client a little longer, not forever, although it cannot
    /// read libmicrohttpd's end to its close while the answer waits.
    @Test func aClientThatReadsNothingGetsADeadlineOnceLibmicrohttpdHasClosed() throws {
        let client = try Self.pair(receiveBufferBytes: 4096)
        let daemon = try Self.pair()
        defer { for descriptor in [client.relay, client.test, daemon.relay] { _ = close(descriptor) } }
        let relay = Self.relay(client: client, daemon: daemon)
        #expect(relay.deadline == nil)
        var scratch = [UInt8](repeating: 0, count: RelayedConnection.bufferBytes)
        // libmicrohttpd writes until the relay and every buffer on the way are full.
        var written = 0
        for _ in 0..<64 {
            let more = Self.fill(daemon.test)
            written += more
            #expect(relay.pump(at: 0, scratch: &scratch) == .keep)
            if more == 0 { break }
        }
        #expect(written > RelayedConnection.bufferBytes)
        #expect(relay.deadline == nil)
        _ = close(daemon.test)
        #expect(relay.pump(at: 10, scratch: &scratch) == .keep)
        #expect(relay.deadline == 12)
    }

    /// A client that reads, but slower than the answer comes, so the relay's buffer never
    /// empties: the relay holds a bounded buffer, not everything ever sent through it.
    @Test func aSlowReaderCostsABoundedBuffer() throws {
        let client = try Self.pair(receiveBufferBytes: 4096)
        let daemon = try Self.pair()
        defer { for descriptor in [client.relay, client.test, daemon.relay, daemon.test] { _ = close(descriptor) } }
        let relay = Self.relay(client: client, daemon: daemon)
        var scratch = [UInt8](repeating: 0, count: RelayedConnection.bufferBytes)
        var buffer = [UInt8](repeating: 0, count: 1024)
        var relayed = 0
        var largestHeld = 0
        for _ in 0..<2000 {
            _ = Self.fill(daemon.test)
            #expect(relay.pump(at: 0, scratch: &scratch) == .keep)
            largestHeld = max(largestHeld, relay.heldBytes)
            if case .bytes(let count) = buffer.withUnsafeMutableBytes({ FrontDoorSockets.receive(client.test, into: $0) }) {
                relayed += count
            }
            #expect(relay.pump(at: 0, scratch: &scratch) == .keep)
        }
        #expect(relayed > 1_000_000)
        #expect(largestHeld <= 4 * RelayedConnection.bufferBytes)
    }

    /// What the client sends passes through checked; the answer comes back; the client's end
    /// reaches libmicrohttpd only after it has read every byte before it (pitfall 13).
    @Test func bytesPassBothWaysAndTheEndFollowsThem() throws {
        let client = try Self.pair()
        let daemon = try Self.pair()
        defer { for descriptor in [client.relay, client.test, daemon.relay] { _ = close(descriptor) } }
        let relay = Self.relay(client: client, daemon: daemon)
        var scratch = [UInt8](repeating: 0, count: RelayedConnection.bufferBytes)
        let request = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { FrontDoorSockets.send(client.test, $0) }
        FrontDoorSockets.shutWrites(client.test)
        #expect(relay.pump(at: 0, scratch: &scratch) == .keep)
        // Not yet read by "libmicrohttpd": its end must not have come.
        #expect(!FrontDoorSockets.peerHasEnded(daemon.test))
        var buffer = [UInt8](repeating: 0, count: 1024)
        let read = buffer.withUnsafeMutableBytes { FrontDoorSockets.receive(daemon.test, into: $0) }
        #expect(read == .bytes(request.count))
        #expect(Array(buffer[..<request.count]) == request)
        #expect(relay.pump(at: 0, scratch: &scratch) == .keep)
        #expect(FrontDoorSockets.peerHasEnded(daemon.test))

        let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".utf8)
        _ = answer.withUnsafeBytes { FrontDoorSockets.send(daemon.test, $0) }
        _ = close(daemon.test)
        #expect(relay.pump(at: 0, scratch: &scratch) == .finish)
        let received = buffer.withUnsafeMutableBytes { FrontDoorSockets.receive(client.test, into: $0) }
        #expect(received == .bytes(answer.count))
        #expect(Array(buffer[..<answer.count]) == answer)
    }
}
