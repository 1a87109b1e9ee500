import CGnuTLS
import Glibc

// The only file that touches GnuTLS's pointers: the server's certificate and key, and one TLS
// session per connection, which the front door ends so that libmicrohttpd sees plain, checked
// HTTP (issue 12, items 5 and 7).

/// The server's certificate chain and key, loaded once at start, and the cipher priorities.
/// `@unchecked Sendable`: GnuTLS only reads credentials and a priority cache once they are set
/// up, which happens in `init` before the value is shared.
final class TLSCredentials: @unchecked Sendable {
    fileprivate let certificates: OpaquePointer
    fileprivate let priorities: OpaquePointer

    init(certificatePEM: String, keyPEM: String) throws(ServerError) {
        var certificates: OpaquePointer?
        guard gnutls_certificate_allocate_credentials(&certificates) == GNUTLS_E_SUCCESS, let certificates else {
            throw ServerError("GnuTLS could not allocate credentials")
        }
        let loaded = Self.withDatum(certificatePEM) { certificate in
            Self.withDatum(keyPEM) { key in
                gnutls_certificate_set_x509_key_mem(certificates, certificate, key, GNUTLS_X509_FMT_PEM)
            }
        }
        guard loaded == GNUTLS_E_SUCCESS else {
            gnutls_certificate_free_credentials(certificates)
            throw ServerError("the TLS certificate and key do not load as a matching PEM pair: \(Self.describe(loaded))")
        }
        // GnuTLS's own defaults (TLS 1.2 and 1.3, no known-weak ciphers), compiled once.
        var priorities: OpaquePointer?
        guard gnutls_priority_init(&priorities, "NORMAL", nil) == GNUTLS_E_SUCCESS, let priorities else {
            gnutls_certificate_free_credentials(certificates)
            throw ServerError("GnuTLS could not set its NORMAL priorities")
        }
        self.certificates = certificates
        self.priorities = priorities
    }

    deinit {
        gnutls_priority_deinit(priorities)
        gnutls_certificate_free_credentials(certificates)
    }

    private static func withDatum<Result>(_ text: String, _ body: (UnsafePointer<gnutls_datum_t>) -> Result) -> Result {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var datum = gnutls_datum_t(data: buffer.baseAddress, size: UInt32(buffer.count))
            return body(&datum)
        }
    }

    fileprivate static func describe(_ code: Int32) -> String {
        gnutls_strerror(code).map { String(cString: $0) } ?? "GnuTLS error \(code)"
    }
}

/// One connection's TLS server session over a non-blocking socket, used from one thread. The
/// socket stays the caller's to close.
final class TLSServerSession {
    enum Progress: Equatable { case done, wantRead, wantWrite, failed(String) }
    enum Received: Equatable { case bytes(Int), wantRead, wantWrite, closed, failed(String) }
    enum Sent: Equatable { case sent(Int), wantWrite, failed(String) }

    private let session: OpaquePointer
    /// Keeps the credentials alive as long as the session points into them.
    private let credentials: TLSCredentials
    /// The size of a send GnuTLS took but could not finish: it must be called again for the
    /// same record (with no data, GnuTLS's rule) before anything new is sent.
    private var unfinishedSend: Int?

    init(descriptor: Int32, credentials: TLSCredentials) throws(ServerError) {
        var session: OpaquePointer?
        guard mp_tls_server_init(&session) == GNUTLS_E_SUCCESS, let session else {
            throw ServerError("GnuTLS could not start a session")
        }
        guard gnutls_priority_set(session, credentials.priorities) == GNUTLS_E_SUCCESS,
            gnutls_credentials_set(session, GNUTLS_CRD_CERTIFICATE, UnsafeMutableRawPointer(credentials.certificates))
                == GNUTLS_E_SUCCESS
        else {
            gnutls_deinit(session)
            throw ServerError("GnuTLS could not set up a session")
        }
        gnutls_transport_set_int2(session, descriptor, descriptor)
        self.session = session
        self.credentials = credentials
    }

    deinit {
        gnutls_deinit(session)
    }

    /// Runs the handshake as far as the socket allows.
    func handshake() -> Progress {
        let result = gnutls_handshake(session)
        if result == GNUTLS_E_SUCCESS { return .done }
        if isRetry(result) { return gnutls_record_get_direction(session) == 1 ? .wantWrite : .wantRead }
        return .failed(TLSCredentials.describe(result))
    }

    /// Decrypts into `buffer`. `.closed` for the peer's close_notify, or its end without one.
    func receive(into buffer: UnsafeMutableRawBufferPointer) -> Received {
        let result = gnutls_record_recv(session, buffer.baseAddress, buffer.count)
        if result > 0 { return .bytes(result) }
        let code = Int32(result)
        if result == 0 || code == GNUTLS_E_PREMATURE_TERMINATION { return .closed }
        if isRetry(code) { return gnutls_record_get_direction(session) == 1 ? .wantWrite : .wantRead }
        // A renegotiation request, or any other alert or fault: the connection is not kept.
        return .failed(TLSCredentials.describe(code))
    }

    /// Encrypts and sends from the front of `bytes`. After `.wantWrite` the caller offers the
    /// same bytes again, first: GnuTLS finishes the record it already made.
    func send(_ bytes: UnsafeRawBufferPointer) -> Sent {
        let result: Int
        if let unfinished = unfinishedSend {
            assert(bytes.count >= unfinished, "a retried TLS send must offer the same bytes again")
            result = gnutls_record_send(session, nil, 0)
        } else {
            result = gnutls_record_send(session, bytes.baseAddress, bytes.count)
        }
        if result >= 0 {
            unfinishedSend = nil
            return .sent(result)
        }
        let code = Int32(result)
        if isRetry(code) {
            unfinishedSend = unfinishedSend ?? min(bytes.count, Self.largestRecord)
            return .wantWrite
        }
        return .failed(TLSCredentials.describe(code))
    }

    /// Decrypted bytes GnuTLS already holds: epoll will not report them.
    var bufferedBytes: Int { gnutls_record_check_pending(session) }

    /// Sends close_notify if the socket takes it now; never waits.
    func sendCloseNotify() {
        _ = gnutls_bye(session, GNUTLS_SHUT_WR)
    }

    private func isRetry(_ code: Int32) -> Bool {
        code == GNUTLS_E_AGAIN || code == GNUTLS_E_INTERRUPTED
    }

    /// The most plaintext one record carries (RFC 8446 §5.1), so the most one send can take.
    private static let largestRecord = 16 * 1024
}
