import MotionScene

/// `GET /api/sessions/{id}/frame?format=json|svg`: the session's newest frame — the JSON its
/// viewers were sent, or the same frame drawn as SVG. Unlike `/api/frame`, which makes a fresh
/// scene, this is the scene value with its history (counters that ran, animations played), so
/// an export shows exactly what the page shows.
enum SessionFrameEndpoint {
    static func frame(_ session: Session, query: [(name: String, value: String)]) throws(APIError) -> HTTPResponse {
        var arguments = try QueryArguments(query)
        let format = arguments.take("format") ?? "json"
        try arguments.requireEmpty()
        let state = session.state
        switch format {
        case "json":
            return .json(text: state.frameJSON)
        case "svg":
            let nodes = state.scene.frame(at: state.time).nodes
            return .svg(SVGRenderer.document(nodes: nodes, size: state.screen.size, options: SVGRenderOptions()))
        default:
            throw APIError.outOfRange("'format' must be one of json, svg; got '\(format)'", field: "format")
        }
    }
}
