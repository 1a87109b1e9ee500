import Foundation

/// Files under WebRoot/, and nothing else: no `..` or `.` segments (after libmicrohttpd's
/// percent-decoding), no hidden files, and the resolved real path — every symlink followed —
/// must still lie inside the root's real path.
struct StaticFiles: Sendable {
    /// The real path of the web root, or nil when it does not exist.
    let root: String?

    init(webRoot: String) {
        root = resolvedRealPath(webRoot)
    }

    func response(for request: HTTPRequest) -> HTTPResponse {
        do {
            return FileResponse.make(path: try resolve(request.path), request: request, cacheControl: FileResponse.revalidate)
        } catch {
            return .error(error)
        }
    }

    /// The real path of the file `urlPath` names, or why it cannot be served.
    func resolve(_ urlPath: String) throws(APIError) -> String {
        let segments = urlPath.split(separator: "/", omittingEmptySubsequences: true)
        if urlPath.contains("\0") || urlPath.contains("\\") || segments.contains(where: { $0 == ".." || $0 == "." }) {
            throw APIError(status: 400, code: "bad_path", "the path may not leave the web root")
        }
        guard let root else { throw notFound(urlPath) }
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { throw notFound(urlPath) }
        let relative = segments.isEmpty ? "index.html" : segments.joined(separator: "/")
        var real = try inside(root + "/" + relative, root: root, urlPath)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory.boolValue {
            real = try inside(real + "/index.html", root: root, urlPath)
        }
        return real
    }

    private func inside(_ candidate: String, root: String, _ urlPath: String) throws(APIError) -> String {
        guard let real = resolvedRealPath(candidate), real.hasPrefix(root + "/") else { throw notFound(urlPath) }
        return real
    }

    private func notFound(_ urlPath: String) -> APIError {
        .notFound("path", "nothing at '\(urlPath)'")
    }
}
