import Testing

@testable import PreviewServer

/// The front door's TLS bridge (Bridge/TLSTermination.swift) against a GnuTLS client over an
/// in-process socketpair: handshake, data both ways, the ends of a stream, and bad credentials.
@Suite struct TLSTerminationTests {
    /// A connected pair after both handshakes; driven alternately, each step moves one side on.
    struct Connected {
        let sockets = SocketPair()
        let server: TLSServerSession
        let client: TLSTestClient

        init() throws {
            let credentials = try TLSCredentials(certificatePEM: TestCertificate.certificatePEM, keyPEM: TestCertificate.keyPEM)
            server = try TLSServerSession(descriptor: sockets.server, credentials: credentials)
            client = TLSTestClient(descriptor: sockets.client)
            var serverProgress = TLSServerSession.Progress.wantRead
            var clientStep = TLSTestClient.Step.again
            // Each round trip of a TLS 1.3 handshake needs a few steps; 100 is far more than enough.
            for _ in 0..<100 where serverProgress != .done || clientStep != .done {
                if clientStep != .done { clientStep = client.handshake() }
                if serverProgress != .done { serverProgress = server.handshake() }
                #expect(clientStep == .done || clientStep == .again)
                #expect(serverProgress == .done || serverProgress == .wantRead || serverProgress == .wantWrite)
            }
            #expect(serverProgress == .done)
            #expect(clientStep == .done)
        }

        /// Everything the server can read now, and how its last receive ended.
        func serverReceives() -> (bytes: [UInt8], last: TLSServerSession.Received) {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let received = buffer.withUnsafeMutableBytes { server.receive(into: $0) }
                guard case .bytes(let count) = received else { return (bytes, received) }
                bytes += buffer[0..<count]
            }
        }
    }

    /// Bytes that differ in every position of a record, so a lost or repeated piece shows.
    static func pattern(count: Int) -> [UInt8] {
        var state: UInt32 = 2_463_534_242
        return (0..<count).map { _ in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }

    @Test func clientBytesArriveDecrypted() throws {
        let connected = try Connected()
        let request = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
        #expect(connected.client.send(request) == request.count)
        let (bytes, last) = connected.serverReceives()
        #expect(bytes == request)
        #expect(last == .wantRead)
        #expect(connected.server.bufferedBytes == 0)
    }

    @Test func a256KiBResponseWaitsForTheSocketAndArrivesExactly() throws {
        let connected = try Connected()
        connected.sockets.limitServerSendBuffer(bytes: 4096)
        let response = Self.pattern(count: 256 * 1024)
        var offset = 0
        var received: [UInt8] = []
        var waitedToWrite = 0
        // Each pass sends what the socket takes and lets the client read it; the bound only
        // stops a broken bridge from looping forever.
        for _ in 0..<100_000 where received.count < response.count {
            if offset < response.count {
                let sent = response[offset...].withUnsafeBytes { connected.server.send($0) }
                switch sent {
                case .sent(let count): offset += count
                case .wantWrite: waitedToWrite += 1
                case .failed(let reason): Issue.record("send failed: \(reason)"); return
                }
            }
            guard let bytes = connected.client.receive() else { Issue.record("client saw the stream end"); return }
            received += bytes
        }
        #expect(waitedToWrite > 0)
        #expect(received == response)
    }

    @Test func aRetriedSendOfferingFewerBytesThanTheRecordIsRefused() throws {
        let connected = try Connected()
        connected.sockets.limitServerSendBuffer(bytes: 4096)
        let response = Self.pattern(count: 64 * 1024)
        var sent = TLSServerSession.Sent.sent(0)
        var offset = 0
        while case .sent(let count) = sent, offset < response.count {
            offset += count
            sent = response[offset...].withUnsafeBytes { connected.server.send($0) }
        }
        #expect(sent == .wantWrite)
        let retry = response[offset..<(offset + 10)].withUnsafeBytes { connected.server.send($0) }
        guard case .failed = retry else { Issue.record("expected a refusal, got \(retry)"); return }
    }

    @Test func theClientsCloseNotifyEndsTheStream() throws {
        let connected = try Connected()
        connected.client.sendCloseNotify()
        #expect(connected.serverReceives().last == .closed)
    }

    @Test func theClientSocketClosedWithoutCloseNotifyEndsTheStream() throws {
        let connected = try Connected()
        connected.sockets.closeClient()
        #expect(connected.serverReceives().last == .closed)
    }

    @Test func theServersCloseNotifyEndsTheClientsStream() throws {
        let connected = try Connected()
        connected.server.sendCloseNotify()
        #expect(connected.client.receive() == nil)
    }

    @Test func plaintextHTTPFailsTheHandshake() throws {
        let sockets = SocketPair()
        let credentials = try TLSCredentials(certificatePEM: TestCertificate.certificatePEM, keyPEM: TestCertificate.keyPEM)
        let server = try TLSServerSession(descriptor: sockets.server, credentials: credentials)
        sockets.writeRawFromClient("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        guard case .failed = server.handshake() else { Issue.record("a plaintext request passed the handshake"); return }
    }

    struct BadPair: Sendable, CustomTestStringConvertible {
        var name: String
        var certificatePEM: String
        var keyPEM: String
        var messageNames: String
        var testDescription: String { name }
    }

    static let badPairs = [
        BadPair(name: "certificate not PEM", certificatePEM: "-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n",
                keyPEM: TestCertificate.keyPEM, messageNames: "certificate"),
        BadPair(name: "key not PEM", certificatePEM: TestCertificate.certificatePEM,
                keyPEM: "-----BEGIN PRIVATE KEY-----\nnot base64\n-----END PRIVATE KEY-----\n", messageNames: "key"),
        BadPair(name: "the key of another certificate", certificatePEM: TestCertificate.certificatePEM,
                keyPEM: TestCertificate.otherKeyPEM, messageNames: "do not belong together"),
    ]

    @Test(arguments: badPairs) func badCredentialsAreAServerError(_ pair: BadPair) {
        do {
            _ = try TLSCredentials(certificatePEM: pair.certificatePEM, keyPEM: pair.keyPEM)
            Issue.record("credentials were accepted")
        } catch {
            #expect(error.message.contains(pair.messageNames))
        }
    }
}
