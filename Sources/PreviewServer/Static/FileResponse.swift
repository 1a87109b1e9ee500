import Foundation

/// A file answered with validators: `ETag` and `Last-Modified`, and 304 when the client's
/// `If-None-Match` still matches. The bytes are streamed from the file by the daemon, never
/// read into memory here.
enum FileResponse {
    /// Page files change while one develops: the browser may keep them but must revalidate.
    static let revalidate = "no-cache"
    /// The font never changes between releases of the system package; a day is chosen as
    /// long enough to load once per working day and short enough to pick up an upgrade.
    static let cacheForADay = "public, max-age=86400"

    static func make(path: String, request: HTTPRequest, cacheControl: String) -> HTTPResponse {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.int64Value,
            let modified = attributes[.modificationDate] as? Date
        else { return .error(.notFound("path", "no such file")) }
        let nanoseconds = Int64(modified.timeIntervalSince1970 * 1e9)
        let etag = "\"\(String(size, radix: 16))-\(String(nanoseconds, radix: 16))\""
        let headers: [(name: String, value: String)] = [
            ("ETag", etag),
            ("Last-Modified", HTTPDate.string(secondsSince1970: Int(modified.timeIntervalSince1970))),
            ("Cache-Control", cacheControl),
        ]
        if matches(request.header("if-none-match"), etag: etag) {
            return HTTPResponse(status: 304, headers: headers)
        }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", ContentType.of(path: path))] + headers,
            body: .file(path: path, size: UInt64(max(size, 0))))
    }

    /// `If-None-Match` is a list of tags (possibly weak) or `*`.
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}
