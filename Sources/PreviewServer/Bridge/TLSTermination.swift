import CGnuTLS

// The front door's TLS, the only file that touches GnuTLS pointers: the server's credentials,
// and one session per connection over the non-blocking socket the front door accepted.

/// A server certificate and key, loaded once at start (PEM text), and the priority string.
///
/// @unchecked Sendable: GnuTLS documents certificate credentials and priority caches as
/// shareable between sessions on any thread once set up; both are only written here, in `init`,
/// and only read (by the sessions) afterwards.
final class TLSCredentials: @unchecked Sendable {
    /// Chosen because "NORMAL" is GnuTLS's recommended default (and libmicrohttpd's fallback);
    /// the system-wide policy in /etc/gnutls/config still removes what the admin disables.
    static let priorities = "NORMAL"

    fileprivate let certificates: gnutls_certificate_credentials_t
    fileprivate let priorityCache: gnutls_priority_t

    init(certificatePEM: String, keyPEM: String) throws(ServerError) {
        var allocated: gnutls_certificate_credentials_t?
        try gnutlsCheck(gnutls_certificate_allocate_credentials(&allocated), "allocating certificate credentials")
        guard let allocated else { throw ServerError("GnuTLS: allocating certificate credentials failed") }
        do throws(ServerError) {
            try Self.load(certificatePEM: certificatePEM, keyPEM: keyPEM, into: allocated)
            var cache: gnutls_priority_t?
            try gnutlsCheck(gnutls_priority_init2(&cache, Self.priorities, nil, 0), "setting priorities '\(Self.priorities)'")
            guard let cache else { throw ServerError("GnuTLS: setting priorities failed") }
            certificates = allocated
            priorityCache = cache
        } catch {
            gnutls_certificate_free_credentials(allocated)
            throw error
        }
    }

    deinit {
        gnutls_priority_deinit(priorityCache)
        gnutls_certificate_free_credentials(certificates)
    }

    /// Parses the certificate chain and the key separately, so a refusal names the one at fault,
    /// then adds the pair (GnuTLS copies both and checks that they belong together).
    private static func load(
        certificatePEM: String, keyPEM: String, into credentials: gnutls_certificate_credentials_t
    ) throws(ServerError) {
        var chain: UnsafeMutablePointer<gnutls_x509_crt_t?>?
        var chainLength: UInt32 = 0
        let chainResult = withDatum(certificatePEM) {
            gnutls_x509_crt_list_import2(&chain, &chainLength, $0, GNUTLS_X509_FMT_PEM, 0)
        }
        guard chainResult >= 0, let chain, chainLength > 0 else {
            throw ServerError("the TLS certificate is not a PEM X.509 certificate (\(gnutlsText(chainResult)))")
        }
        defer {
            for index in 0..<Int(chainLength) { gnutls_x509_crt_deinit(chain[index]) }
            mp_gnutls_free(chain)
        }
        var key: gnutls_x509_privkey_t?
        guard gnutls_x509_privkey_init(&key) >= 0, let key else { throw ServerError("GnuTLS: allocating a key failed") }
        defer { gnutls_x509_privkey_deinit(key) }
        let keyResult = withDatum(keyPEM) { gnutls_x509_privkey_import2(key, $0, GNUTLS_X509_FMT_PEM, nil, 0) }
        guard keyResult >= 0 else { throw ServerError("the TLS key is not a PEM private key (\(gnutlsText(keyResult)))") }
        let pairResult = gnutls_certificate_set_x509_key(credentials, chain, Int32(chainLength), key)
        if pairResult == GNUTLS_E_CERTIFICATE_KEY_MISMATCH {
            throw ServerError("the TLS certificate and key do not belong together")
        }
        try gnutlsCheck(pairResult, "using the TLS certificate and key")
    }

    private static func withDatum(_ text: String, _ body: (UnsafePointer<gnutls_datum_t>) -> Int32) -> Int32 {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            var datum = gnutls_datum_t(data: buffer.baseAddress, size: UInt32(buffer.count))
            return body(&datum)
        }
    }
}

/// One connection's TLS server session over a non-blocking socket, used from one thread.
final class TLSServerSession {
    enum Progress: Equatable { case done, wantRead, wantWrite, failed(String) }
    enum Received: Equatable { case bytes(Int), wantRead, wantWrite, closed, failed(String) }
    enum Sent: Equatable { case sent(Int), wantWrite, failed(String) }

    private let session: gnutls_session_t
    /// Kept alive for the session: GnuTLS holds the credentials by pointer, without a reference.
    private let credentials: TLSCredentials
    /// The byte count of a record GnuTLS encrypted but could not yet send. GnuTLS holds it, and
    /// the retry must ask for the same (NULL, 0 does): new bytes are not taken until it is out.
    private var unsentRecordLength: Int?
    private var closeNotifySent = false

    init(descriptor: Int32, credentials: TLSCredentials) throws(ServerError) {
        var created: gnutls_session_t?
        try gnutlsCheck(gnutls_init(&created, mp_gnutls_server_nonblocking_flags()), "creating a session")
        guard let created else { throw ServerError("GnuTLS: creating a session failed") }
        do throws(ServerError) {
            try gnutlsCheck(gnutls_priority_set(created, credentials.priorityCache), "setting the session's priorities")
            try gnutlsCheck(
                gnutls_credentials_set(created, GNUTLS_CRD_CERTIFICATE, UnsafeMutableRawPointer(credentials.certificates)),
                "setting the session's certificate")
        } catch {
            gnutls_deinit(created)
            throw error
        }
        mp_gnutls_transport_set_descriptor(created, descriptor)
        // GnuTLS's own handshake clock is off: the front door's deadlines own every timeout.
        gnutls_handshake_set_timeout(created, 0)
        session = created
        self.credentials = credentials
    }

    deinit {
        // The descriptor is the caller's to close.
        gnutls_deinit(session)
    }

    func handshake() -> Progress {
        while true {
            let result = gnutls_handshake(session)
            switch result {
            case 0: return .done
            case GNUTLS_E_AGAIN: return waitingDirection() == .write ? .wantWrite : .wantRead
            case GNUTLS_E_INTERRUPTED, GNUTLS_E_WARNING_ALERT_RECEIVED: continue  // GnuTLS resumes where it was
            default: return .failed(gnutlsText(result))
            }
        }
    }

    /// Decrypts into `buffer`. `.closed` for the peer's close_notify or EOF.
    func receive(into buffer: UnsafeMutableRawBufferPointer) -> Received {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return .failed("receiving into an empty buffer") }
        while true {
            let result = gnutls_record_recv(session, base, buffer.count)
            if result > 0 { return .bytes(result) }
            switch Int32(result) {
            case 0, GNUTLS_E_PREMATURE_TERMINATION: return .closed
            case GNUTLS_E_AGAIN: return waitingDirection() == .write ? .wantWrite : .wantRead
            case GNUTLS_E_INTERRUPTED, GNUTLS_E_WARNING_ALERT_RECEIVED: continue  // a warning alert ends nothing
            case GNUTLS_E_REHANDSHAKE: return .failed("the client asked to renegotiate, which the server refuses")
            default: return .failed(gnutlsText(Int32(result)))
            }
        }
    }

    /// Encrypts and sends from the front of `bytes`. After `.wantWrite` the caller calls again
    /// with the same bytes at the front (more may follow).
    func send(_ bytes: UnsafeRawBufferPointer) -> Sent {
        while true {
            let result: Int
            if let unsent = unsentRecordLength {
                // GnuTLS's rule: a retried send repeats its parameters; NULL, 0 resumes the record.
                guard bytes.count >= unsent else { return .failed("a retried send offered fewer bytes than the record held") }
                result = gnutls_record_send(session, nil, 0)
            } else {
                guard let base = bytes.baseAddress, bytes.count > 0 else { return .sent(0) }
                result = gnutls_record_send(session, base, bytes.count)
                if result == Int(GNUTLS_E_AGAIN) || result == Int(GNUTLS_E_INTERRUPTED) {
                    unsentRecordLength = min(bytes.count, Int(gnutls_record_get_max_size(session)))
                }
            }
            if result >= 0 {
                unsentRecordLength = nil
                return .sent(result)
            }
            switch Int32(result) {
            case GNUTLS_E_AGAIN: return .wantWrite
            case GNUTLS_E_INTERRUPTED: continue
            default: return .failed(gnutlsText(Int32(result)))
            }
        }
    }

    /// Decrypted bytes GnuTLS already holds: epoll will not report them, so the caller reads on.
    var bufferedBytes: Int { gnutls_record_check_pending(session) }

    /// Sends close_notify if the socket takes it now (GNUTLS_SHUT_WR, never waits).
    func sendCloseNotify() {
        guard !closeNotifySent else { return }
        closeNotifySent = gnutls_bye(session, GNUTLS_SHUT_WR) == 0
    }

    private enum Direction { case read, write }

    /// What an interrupted call waits for: gnutls_record_get_direction is 1 for writing.
    private func waitingDirection() -> Direction {
        gnutls_record_get_direction(session) == 1 ? .write : .read
    }
}

/// The one place GnuTLS's negative result codes become Swift errors.
private func gnutlsCheck(_ result: Int32, _ operation: String) throws(ServerError) {
    guard result >= 0 else { throw ServerError("GnuTLS: \(operation) failed (\(gnutlsText(result)))") }
}

private func gnutlsText(_ code: Int32) -> String {
    gnutls_strerror(code).map { String(cString: $0) } ?? "GnuTLS error \(code)"
}
