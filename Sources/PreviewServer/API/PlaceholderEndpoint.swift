import MotionScene

/// `GET /api/placeholders/{name}.svg`: a named picture. The same name always gives the same
/// bytes, so browsers may keep it for a day and revalidate with its ETag.
enum PlaceholderEndpoint {
    /// A day, as for the font (FileResponse.cacheForADay): pictures change only with a release.
    static let cacheControl = "public, max-age=86400"

    static func picture(_ file: Substring, request: HTTPRequest) throws(APIError) -> HTTPResponse {
        guard file.hasSuffix(".svg"), let placeholder = Placeholder(name: String(file.dropLast(4))) else {
            throw APIError.notFound(
                "placeholder", "no placeholder '\(file)'; names look like sea-1, forest-2, harbor-1, mountain-3")
        }
        let svg = placeholder.svg
        let etag = "\"\(String(fnv1a(svg), radix: 16))\""
        if FileResponse.matches(request.header("if-none-match"), etag: etag) {
            return HTTPResponse(status: 304, headers: [("ETag", etag), ("Cache-Control", cacheControl)])
        }
        return .svg(svg, cacheControl: cacheControl, extraHeaders: [("ETag", etag)])
    }

    /// FNV-1a over the bytes (64-bit): enough to tell two versions of a picture apart.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
