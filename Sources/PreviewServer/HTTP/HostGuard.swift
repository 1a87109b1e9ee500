/// The DNS-rebinding guard: a page on another site can make a browser send requests to
/// 127.0.0.1 under its own name; only requests naming this server are answered.
struct HostGuard: Sendable {
    private let allowed: Set<String>

    /// `listenHost` is the address the server binds; `extra` are names given with `--allow-host`.
    init(listenHost: String, extra: [String]) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        names.insert(Self.bracketed(listenHost.lowercased()))
        for name in extra { names.insert(Self.bracketed(name.lowercased())) }
        allowed = names
    }

    /// True when `hostName` (`hostName(_:)` of the request's `Host`, port ignored:
    /// `HTTPRequest.hostName`) names this server.
    func allows(hostName: String?) -> Bool {
        guard let hostName else { return false }
        return allowed.contains(hostName)
    }

    /// `example:8080` → `example`; `[::1]:8080` → `[::1]`; lower-cased.
    static func hostName(_ header: String) -> String? {
        let text = String(header.withoutOptionalWhitespace).asciiLowercased
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            return String(text[...close])
        }
        let name = text.splitting(":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        return name?.isEmpty == false ? name : nil
    }

    /// IPv6 literals appear in `Host` in brackets.
    private static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
