/// The client's side of a relayed connection: the accepted socket as it is, or TLS over it.
/// Reads and writes never block; what would block says so and epoll reports the change.
protocol ClientTransport: AnyObject {
    /// Makes the transport ready to carry requests (the TLS handshake), as far as it can now.
    func prepare() -> TransportReadiness
    func receive(into buffer: UnsafeMutableRawBufferPointer) -> SocketTransfer
    /// After `.wouldBlock` the caller offers the same bytes again, first (TLS must resend the
    /// same record).
    func send(_ bytes: UnsafeRawBufferPointer) -> SocketTransfer
    /// True while the transport holds input epoll will not report: records TLS has already
    /// decrypted past what the last read took.
    var holdsInput: Bool { get }
    /// Ends the client's stream after the last byte sent (TLS's close_notify first).
    func endWrites()
}

enum TransportReadiness: Equatable {
    case ready
    /// Waiting for the client (more of its handshake, or room to send ours).
    case waiting
    case failed
}

/// A plain-HTTP client: the socket itself.
final class PlainTransport: ClientTransport {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func prepare() -> TransportReadiness { .ready }

    func receive(into buffer: UnsafeMutableRawBufferPointer) -> SocketTransfer {
        FrontDoorSockets.receive(descriptor, into: buffer)
    }

    func send(_ bytes: UnsafeRawBufferPointer) -> SocketTransfer {
        FrontDoorSockets.send(descriptor, bytes)
    }

    var holdsInput: Bool { false }

    func endWrites() {
        FrontDoorSockets.shutWrites(descriptor)
    }
}

/// A TLS client: GnuTLS over the socket, the handshake first.
final class TLSTransport: ClientTransport {
    private let session: TLSServerSession
    private let descriptor: Int32

    init(descriptor: Int32, credentials: TLSCredentials) throws(ServerError) {
        session = try TLSServerSession(descriptor: descriptor, credentials: credentials)
        self.descriptor = descriptor
    }

    func prepare() -> TransportReadiness {
        switch session.handshake() {
        case .done: .ready
        case .wantRead, .wantWrite: .waiting
        case .failed: .failed
        }
    }

    func receive(into buffer: UnsafeMutableRawBufferPointer) -> SocketTransfer {
        switch session.receive(into: buffer) {
        case .bytes(let count): .bytes(count)
        case .wantRead, .wantWrite: .wouldBlock
        case .closed: .ended
        case .failed: .failed
        }
    }

    func send(_ bytes: UnsafeRawBufferPointer) -> SocketTransfer {
        switch session.send(bytes) {
        case .sent(let count): .bytes(count)
        case .wantWrite: .wouldBlock
        case .failed: .failed
        }
    }

    var holdsInput: Bool { session.bufferedBytes > 0 }

    func endWrites() {
        session.sendCloseNotify()
        FrontDoorSockets.shutWrites(descriptor)
    }
}
