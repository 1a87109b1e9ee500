import CGnuTLS
import Glibc

/// A self-signed P-256 certificate and key for TLS tests, made once with
/// `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -days 36500 -nodes -subj /CN=localhost`;
/// `otherKeyPEM` is the key of a second run of the same command (for a mismatched pair).
enum TestCertificate {
    static let certificatePEM = """
-----BEGIN CERTIFICATE-----
MIIBfjCCASWgAwIBAgIUHbonJ4RofsMu+raOix4UxeB8STMwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzAxNDU1N1oYDzIxMjYxMTAz
MDE0NTU3WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAR5w51IBLJV+dhbndTSviSjdshCsq/d+fXuAdAke31VYb8MtM69Fg9b
CndFWK1Io0jl1+zWdybTviSE2EILmKwso1MwUTAdBgNVHQ4EFgQUy3Bd1l2HMJYI
7l5SlHXy8vvFG64wHwYDVR0jBBgwFoAUy3Bd1l2HMJYI7l5SlHXy8vvFG64wDwYD
VR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNHADBEAiAiYb8Dx57PREwvZqSJD94q
BsP1H5OlxttwqyC4zvbqcQIgQ1KLUVQ6RMYYbed8ueJ+ihPwuMoBEaaENu4D6mh/
a78=
-----END CERTIFICATE-----
"""
    static let keyPEM = """
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg00ngen5g3D8CSLf1
Jzuva2Tq8IHLamMkCBa0uEOteFChRANCAAR5w51IBLJV+dhbndTSviSjdshCsq/d
+fXuAdAke31VYb8MtM69Fg9bCndFWK1Io0jl1+zWdybTviSE2EILmKws
-----END PRIVATE KEY-----
"""
    static let otherKeyPEM = """
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgdXWR1EBJO9XLKkkh
0L9MVFdJdAKhTxEdnaDwOYdKkg2hRANCAASWB2L1kSJ/zvpP7bmIq14qhDK6y0/m
53yUWtI5JlfJcQipt4j5hDJryGyLW5xNPJ4yghoF42lBrzzTRKm4lsPN
-----END PRIVATE KEY-----
"""
}

/// A GnuTLS client session over one end of a socketpair, driven by hand against the server end.
/// It does not verify the server's certificate: the tests check the server session, not trust.
final class TLSTestClient {
    private let session: gnutls_session_t
    private let credentials: gnutls_certificate_credentials_t
    private var unsentRecord = false

    init(descriptor: Int32) {
        var credentials: gnutls_certificate_credentials_t?
        precondition(gnutls_certificate_allocate_credentials(&credentials) == 0)
        var session: gnutls_session_t?
        precondition(gnutls_init(&session, mp_gnutls_client_nonblocking_flags()) == 0)
        precondition(gnutls_set_default_priority(session) == 0)
        precondition(gnutls_credentials_set(session, GNUTLS_CRD_CERTIFICATE, UnsafeMutableRawPointer(credentials)) == 0)
        mp_gnutls_transport_set_descriptor(session, descriptor)
        self.session = session!
        self.credentials = credentials!
    }

    deinit {
        gnutls_deinit(session)
        gnutls_certificate_free_credentials(credentials)
    }

    enum Step: Equatable { case done, again, failed(Int32) }

    func handshake() -> Step {
        let result = gnutls_handshake(session)
        if result == 0 { return .done }
        return gnutls_error_is_fatal(result) == 0 ? .again : .failed(result)
    }

    /// Bytes sent (the whole of a record or nothing yet), after a retry if the last one waited.
    func send(_ bytes: [UInt8]) -> Int {
        let result = unsentRecord
            ? gnutls_record_send(session, nil, 0)
            : bytes.withUnsafeBytes { gnutls_record_send(session, $0.baseAddress, $0.count) }
        unsentRecord = result == Int(GNUTLS_E_AGAIN)
        precondition(result >= 0 || result == Int(GNUTLS_E_AGAIN), "client send failed: \(result)")
        return max(result, 0)
    }

    /// Decrypted bytes available now: [] when none yet, nil at the end of the stream.
    func receive() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let result = buffer.withUnsafeMutableBytes { gnutls_record_recv(session, $0.baseAddress, $0.count) }
        if result > 0 { return Array(buffer[0..<result]) }
        if result == Int(GNUTLS_E_AGAIN) { return [] }
        return nil
    }

    func sendCloseNotify() {
        precondition(gnutls_bye(session, GNUTLS_SHUT_WR) == 0)
    }
}

/// A connected pair of non-blocking Unix stream sockets, closed when the value goes away.
final class SocketPair {
    let server: Int32
    let client: Int32
    private var clientClosed = false

    init() {
        var ends: [Int32] = [0, 0]
        precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &ends) == 0)
        server = ends[0]
        client = ends[1]
    }

    /// Shrinks the server end's send buffer so a large send must wait for the client to read.
    func limitServerSendBuffer(bytes: Int32) {
        var size = bytes
        precondition(setsockopt(server, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size)) == 0)
    }

    func writeRawFromClient(_ text: String) {
        let sent = Array(text.utf8).withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        precondition(sent == text.utf8.count)
    }

    func closeClient() {
        Glibc.close(client)
        clientClosed = true
    }

    deinit {
        Glibc.close(server)
        if !clientClosed { Glibc.close(client) }
    }
}
