import Foundation

/// `serve --access-key`: on a server others can reach, every request needs the key except
/// what a view or control link of a shared session uses — the page itself, its scripts,
/// font and pictures, the scene and device lists, and that one session's object, stream,
/// frame and inputs (inputs still need the session's control token). Creating sessions, the
/// `default` session, its token and the heavy endpoints need the key.
///
/// Scripts send it as `X-Access-Key`; a browser opens `/?access_key=KEY` once and gets it as
/// a cookie (HttpOnly, SameSite=Strict), so the page needs no change to carry it.
struct AccessKey: Sendable {
    static let headerName = "x-access-key"
    static let cookieName = "motion_preview_access"
    static let queryName = "access_key"

    let key: String

    /// nil when `request` may go on; otherwise the answer: 401, or the redirect that swaps
    /// an `access_key` argument for the cookie (so the key leaves the address bar and history).
    func refusal(for request: HTTPRequest) -> HTTPResponse? {
        if let given = request.queryValue(Self.queryName) {
            guard SecureToken.matches(given, key) else { return .error(Self.required) }
            return redirectSettingCookie(request)
        }
        if Self.isLinkRequest(request) || presented(in: request) { return nil }
        return .error(Self.required)
    }

    static let required = APIError(
        status: 401, code: "access_key_required",
        "this server needs its access key: header 'X-Access-Key', or open /?access_key=KEY once")

    /// What a view or control link of a shared session needs.
    static func isLinkRequest(_ request: HTTPRequest) -> Bool {
        let segments = request.segments
        guard segments.first == "api" else { return true }
        let path = Array(segments.dropFirst())
        switch path.first {
        case "scenes", "devices", "placeholders":
            return request.method == "GET" || request.method == "HEAD"
        case "sessions":
            let sessionPaths: Set<Substring> = ["events", "frame", "input"]
            guard path.count >= 2, path[1] != Substring(SessionRegistry.defaultID) else { return false }
            return path.count == 2 ? request.method == "GET" : path.count == 3 && sessionPaths.contains(path[2])
        default:
            return false
        }
    }

    private func presented(in request: HTTPRequest) -> Bool {
        if let header = request.header(Self.headerName), SecureToken.matches(header, key) { return true }
        return Self.cookie(request.header("cookie")).map { SecureToken.matches($0, key) } ?? false
    }

    static func cookie(_ header: String?) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    private func redirectSettingCookie(_ request: HTTPRequest) -> HTTPResponse {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        let rest = request.query.filter { $0.name != Self.queryName }.map { argument in
            let name = argument.name.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            let value = argument.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            return "\(name)=\(value)"
        }
        let path = request.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "/"
        return HTTPResponse(
            status: 303,
            headers: [
                ("Location", rest.isEmpty ? path : path + "?" + rest.joined(separator: "&")),
                ("Set-Cookie", "\(Self.cookieName)=\(key); Path=/; HttpOnly; SameSite=Strict"),
                ("Cache-Control", "no-store"),
            ])
    }
}
