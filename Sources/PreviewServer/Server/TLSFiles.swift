import Foundation

/// `--tls-cert` and `--tls-key`: PEM files read once at start for libmicrohttpd's GnuTLS.
enum TLSFiles {
    static func load(certificate: String?, key: String?) throws(ServerError) -> (certificate: String, key: String)? {
        switch (certificate, key) {
        case (nil, nil):
            return nil
        case (let certificate?, let key?):
            return (try read(certificate, what: "certificate"), try read(key, what: "key"))
        default:
            throw ServerError("HTTPS needs both --tls-cert and --tls-key")
        }
    }

    private static func read(_ path: String, what: String) throws(ServerError) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("-----BEGIN") else {
            throw ServerError("cannot read the TLS \(what) '\(path)' as PEM")
        }
        return text
    }
}
