import CGnuTLS
import Glibc

@testable import PreviewServer

/// A TLS client for the TLS termination tests: GnuTLS's client side over one end of a local
/// socket pair, certificate not verified (the tests check the server's session, not trust).
final class TLSTestClient {
    /// A self-signed P-256 certificate and key for the tests, valid until 2126, made with
    /// `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 36500
    /// -subj /CN=motion-preview-test`.
    static let certificatePEM = """
-----BEGIN CERTIFICATE-----
MIIBlDCCATmgAwIBAgIUE6eCQjP0STq2ZQS7VE/8RKpasBQwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTbW90aW9uLXByZXZpZXctdGVzdDAgFw0yNjExMjcwMTEwNDha
GA8yMTI2MTEwMzAxMTA0OFowHjEcMBoGA1UEAwwTbW90aW9uLXByZXZpZXctdGVz
dDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABGKaadgZqcLf3o0jIbIYuJlg6GLu
hYyAYVERQDwtRGInuQffJQYWkvZtCrHBTnbx9SdPash2VeGXZvJcpbYlnXijUzBR
MB0GA1UdDgQWBBQaecDqRl+lDDYOtX7As79UR69DYDAfBgNVHSMEGDAWgBQaecDq
Rl+lDDYOtX7As79UR69DYDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0kA
MEYCIQCqd7tuT0rcZPD3IT9hB8tXRQJnV1DQ9UclPp54TJVv2QIhAJk3tlHIWOlo
8AL2ccdvO7GjOhkeYodKwN0Zx71Qxjft
-----END CERTIFICATE-----
"""
    static let keyPEM = """
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnlMe3u0iI9ZgZ/kT
Sg6CgbWGC5kuyALYB3nOwQib83yhRANCAARimmnYGanC396NIyGyGLiZYOhi7oWM
gGFREUA8LURiJ7kH3yUGFpL2bQqxwU528fUnT2rIdlXhl2byXKW2JZ14
-----END PRIVATE KEY-----
"""
    /// A key of another pair, made the same way: it does not match `certificatePEM`.
    static let otherKeyPEM = """
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgWE+Zy6nS6T+GjEjX
Ii0T5rMUvzJO406YbzqqsiHJqJ+hRANCAASmwNpH/xZHKPWAjqK2ynvDO2NaTPvP
ijc2L4xGfXsrwk69ASu7uzJLnupzySVENR8dlenYGJTyBKxRweiJsp4u
-----END PRIVATE KEY-----
"""

    private let session: OpaquePointer
    private let credentials: OpaquePointer

    init(descriptor: Int32) {
        var credentials: OpaquePointer?
        _ = gnutls_certificate_allocate_credentials(&credentials)
        var session: OpaquePointer?
        _ = mp_tls_client_init(&session)
        self.session = session!
        self.credentials = credentials!
        _ = gnutls_set_default_priority(self.session)
        _ = gnutls_credentials_set(self.session, GNUTLS_CRD_CERTIFICATE, UnsafeMutableRawPointer(self.credentials))
        gnutls_transport_set_int2(self.session, descriptor, descriptor)
    }

    deinit {
        gnutls_deinit(session)
        gnutls_certificate_free_credentials(credentials)
    }

    /// 0 when done, GNUTLS_E_AGAIN while waiting, another negative code when failed.
    func handshake() -> Int32 { gnutls_handshake(session) }

    /// Sends all of `bytes` that fit now; the count sent, or a negative code.
    func send(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { gnutls_record_send(session, $0.baseAddress, $0.count) }
    }

    /// Decrypted bytes waiting now, empty when none (or at the end).
    func receive() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { gnutls_record_recv(session, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }

    func closeNotify() { _ = gnutls_bye(session, GNUTLS_SHUT_WR) }
}
