import MotionScene

extension PreviewAPI {
    /// The frame `GET /api/frame` describes, drawn as SVG with `options` (the command line
    /// embeds or links the font and pictures; the server links its own URLs).
    public static func frameSVG(
        query: [(name: String, value: String)], scenes: SceneCatalog, devices: DeviceCatalog, options: SVGRenderOptions
    ) throws(PreviewAPIFailure) -> String {
        do {
            let document = try CatalogEndpoints.document(query: query, catalogs: catalogs(scenes, devices))
            return FrameExport.svg(document, options: options)
        } catch {
            throw PreviewAPIFailure(status: error.status, body: JSONWriter.string(error.json))
        }
    }
}
