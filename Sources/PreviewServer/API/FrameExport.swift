import MotionScene

/// `GET /api/frame?…&format=json|svg`: the frame as JSON (the protocol's shape) or drawn as
/// SVG with the page's semantics, linking to this server's font and placeholder pictures.
enum FrameExport {
    static func frame(query: [(name: String, value: String)], catalogs: Catalogs) throws(APIError) -> HTTPResponse {
        var rest = query
        let format = rest.firstIndex { $0.name == "format" }.map { rest.remove(at: $0).value } ?? "json"
        switch format {
        case "json":
            return .json(text: try CatalogEndpoints.frame(query: rest, catalogs: catalogs))
        case "svg":
            return .svg(svg(try CatalogEndpoints.document(query: rest, catalogs: catalogs), options: SVGRenderOptions()))
        default:
            throw APIError.outOfRange("'format' must be one of json, svg; got '\(format)'", field: "format")
        }
    }

    static func svg(_ document: FrameDocument, options: SVGRenderOptions) -> String {
        SVGRenderer.document(nodes: document.frame.nodes, size: document.screen.size, options: options)
    }
}

extension HTTPResponse {
    static func svg(_ text: String, cacheControl: String = "no-store", extraHeaders: [(name: String, value: String)] = [])
        -> HTTPResponse
    {
        HTTPResponse(
            status: 200,
            headers: [("Content-Type", "image/svg+xml; charset=utf-8"), ("Cache-Control", cacheControl)] + extraHeaders,
            body: .bytes(Array(text.utf8)))
    }
}
