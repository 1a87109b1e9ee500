import CGnuTLS
import Glibc
import Testing

@testable import PreviewServer

/// Issue 12, items 5 and 7: the front door's own TLS (GnuTLS), in process over a local socket
/// pair: the handshake, bytes both ways (a send the socket cannot take at once included), the
/// ends, and credentials that do not load.
@Suite struct TLSTerminationTests {
    /// Both ends of a non-blocking pair, the server's send buffer small so large sends must wait.
    struct Pair {
        let server: Int32
        let client: Int32

        init() throws {
            var descriptors: [Int32] = [-1, -1]
            try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &descriptors) == 0)
            (server, client) = (descriptors[0], descriptors[1])
            var small: Int32 = 8 * 1024
            setsockopt(server, SOL_SOCKET, SO_SNDBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        }

        func close() {
            _ = Glibc.close(server)
            _ = Glibc.close(client)
        }
    }

    static func credentials() throws -> TLSCredentials {
        try TLSCredentials(certificatePEM: TLSTestClient.certificatePEM, keyPEM: TLSTestClient.keyPEM)
    }

    /// Drives both handshakes in turn until both are done (bounded: a stuck one fails the test).
    static func handshake(_ server: TLSServerSession, _ client: TLSTestClient) -> Bool {
        var serverDone = false
        var clientDone = false
        for _ in 0..<200 where !(serverDone && clientDone) {
            if !serverDone {
                switch server.handshake() {
                case .done: serverDone = true
                case .failed: return false
                case .wantRead, .wantWrite: break
                }
            }
            if !clientDone {
                let result = client.handshake()
                if result == 0 { clientDone = true } else if gnutls_error_is_fatal(result) != 0 { return false }
            }
        }
        return serverDone && clientDone
    }

    @Test func handshakeThenBytesBothWaysWithASendThatMustWait() throws {
        let pair = try Pair()
        defer { pair.close() }
        let server = try TLSServerSession(descriptor: pair.server, credentials: try Self.credentials())
        let client = TLSTestClient(descriptor: pair.client)
        try #require(Self.handshake(server, client))

        let request = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        #expect(client.send(request[...]) == request.count)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let received = buffer.withUnsafeMutableBytes { server.receive(into: $0) }
        #expect(received == .bytes(request.count))
        #expect(Array(buffer[..<request.count]) == request)

        // 256 KiB through an 8 KiB send buffer: the server is told to wait, and the caller
        // offers the same bytes again, as the relay does.
        let answer = (0..<(256 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var sent = 0
        var waited = 0
        var arrived: [UInt8] = []
        for _ in 0..<100_000 where arrived.count < answer.count {
            if sent < answer.count {
                switch answer[sent...].withUnsafeBytes({ server.send($0) }) {
                case .sent(let count): sent += count
                case .wantWrite: waited += 1
                case .failed(let reason): Issue.record("send failed: \(reason)")
                }
            }
            arrived += client.receive()
        }
        #expect(waited > 0)
        #expect(arrived == answer)
    }

    enum Ending: String, CaseIterable, Sendable { case closeNotify, socketClosed }

    @Test(arguments: Ending.allCases) func theClientsEndIsClosed(_ ending: Ending) throws {
        let pair = try Pair()
        defer { _ = Glibc.close(pair.server) }
        let server = try TLSServerSession(descriptor: pair.server, credentials: try Self.credentials())
        let client = TLSTestClient(descriptor: pair.client)
        try #require(Self.handshake(server, client))
        switch ending {
        case .closeNotify: client.closeNotify()
        case .socketClosed: _ = Glibc.close(pair.client)
        }
        var buffer = [UInt8](repeating: 0, count: 1024)
        #expect(buffer.withUnsafeMutableBytes { server.receive(into: $0) } == .closed)
        if ending == .closeNotify { _ = Glibc.close(pair.client) }
    }

    /// A plain HTTP request sent to the TLS port fails the handshake; nothing is decrypted.
    @Test func plainHTTPFailsTheHandshake() throws {
        let pair = try Pair()
        defer { pair.close() }
        let server = try TLSServerSession(descriptor: pair.server, credentials: try Self.credentials())
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { Glibc.send(pair.client, $0.baseAddress, $0.count, 0) }
        guard case .failed = server.handshake() else {
            Issue.record("the handshake took plain HTTP")
            return
        }
    }

    struct BadCredentials: CustomTestStringConvertible, Sendable {
        var name: String
        var certificate: String
        var key: String
        var testDescription: String { name }
    }

    static let badCredentials = [
        BadCredentials(name: "a certificate that is not PEM", certificate: "not a certificate", key: TLSTestClient.keyPEM),
        BadCredentials(name: "a key that is not PEM", certificate: TLSTestClient.certificatePEM, key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"),
        BadCredentials(name: "another pair's key", certificate: TLSTestClient.certificatePEM, key: TLSTestClient.otherKeyPEM),
    ]

    @Test(arguments: badCredentials) func credentialsThatDoNotLoadAreRefused(_ bad: BadCredentials) {
        #expect(throws: ServerError.self) { try TLSCredentials(certificatePEM: bad.certificate, keyPEM: bad.key) }
    }
}
