import Logging
import MotionScene

/// Maps every request to its endpoint and every thrown `APIError` to its JSON response.
final class Router: HTTPResponder, Sendable {
    let catalogs: Catalogs
    let sessions: SessionEndpoints
    let staticFiles: StaticFiles
    let fontPath: String
    let hostGuard: HostGuard
    let accessKey: AccessKey?
    let logger: Logger

    init(
        catalogs: Catalogs, sessions: SessionEndpoints, staticFiles: StaticFiles, fontPath: String,
        hostGuard: HostGuard, accessKey: AccessKey? = nil, logger: Logger
    ) {
        self.catalogs = catalogs
        self.sessions = sessions
        self.staticFiles = staticFiles
        self.fontPath = fontPath
        self.hostGuard = hostGuard
        self.accessKey = accessKey
        self.logger = logger
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard hostGuard.allows(hostName: request.hostName) else {
            return .error(APIError(status: 403, code: "host_not_allowed", "this server does not answer to that Host"))
        }
        if let refusal = accessKey?.refusal(for: request) { return refusal }
        do {
            return try route(request)
        } catch {
            return .error(error)
        }
    }

    /// Everything that can take longer than a frame: static files and the font (disk),
    /// scene lists, frames, batches, timelines, SVG and pictures. What stays on the stream
    /// thread is bounded and quick: health, sessions' objects, streams, inputs (which publish
    /// one frame at once), creating a session and the default token.
    func runsOnWorker(_ request: HTTPRequest) -> Bool {
        let segments = request.segments
        guard segments.first == "api" else { return !(segments.count == 1 && segments[0] == "healthz") }
        let path = segments.dropFirst()
        switch path.first {
        case "devices": return false
        case "sessions": return path.count == 3 && (path.last == "frame" || path.last == "timeline")
        default: return true
        }
    }

    /// `GET /api/sessions/{id}/events`: an event stream, whose connection serves that request
    /// alone. The front door hands such a connection to libmicrohttpd without relaying it, and
    /// the answer — the stream or a refusal — closes it, so libmicrohttpd never parses a second
    /// head there (`FrontDoor`).
    func servesOneStream(method: String, segments: [Substring]) -> Bool {
        method == "GET" && segments.count == 4 && segments[0] == "api" && segments[1] == "sessions"
            && segments[3] == "events"
    }

    /// `POST /api/sessions/{id}/input`: the route a dragged control sends to 60 times a second,
    /// whose frame every viewer waits for. It answers on the spot with a small JSON body.
    func answersAtTheDoor(method: String, segments: [Substring]) -> Bool {
        method == "POST" && segments.count == 4 && segments[0] == "api" && segments[1] == "sessions"
            && segments[3] == "input"
    }

    /// An input answered at the door, rehearsed on copies (`WarmPath`): the checks `respond`
    /// makes before it, then the endpoint with `rehearsal`.
    func rehearse(_ request: HTTPRequest) -> HTTPResponse? {
        let segments = request.segments
        guard answersAtTheDoor(method: request.method, segments: segments), hostGuard.allows(hostName: request.hostName),
            accessKey?.refusal(for: request) == nil
        else { return nil }
        return try? sessions.input(segments[2], request, rehearsal: true)
    }

    func log(_ request: HTTPRequest, status: Int) {
        logger.debug("\(request.method) \(request.path) \(status)")
        if status >= 500 { logger.info("\(request.method) \(request.path) answered \(status)") }
    }

    func logError(_ message: String) {
        logger.error("\(message)")
    }

    private func route(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let segments = request.segments
        switch segments.first {
        case "api":
            return try routeAPI(request, Array(segments.dropFirst()))
        case "healthz" where segments.count == 1:
            try allow(request, "GET", "HEAD")
            return .text("ok")
        case "fonts" where request.path == "/fonts/ipag.ttf":
            try allow(request, "GET", "HEAD")
            return FileResponse.make(path: fontPath, request: request, cacheControl: FileResponse.cacheForADay)
        default:
            try allow(request, "GET", "HEAD")
            return staticFiles.response(for: request)
        }
    }

    /// `path` is what follows `/api/`. Matched by count and name rather than against array
    /// literals, which built and freed an array per case on every request (issue 15).
    private func routeAPI(_ request: HTTPRequest, _ path: [Substring]) throws(APIError) -> HTTPResponse {
        switch path.count {
        case 1:
            switch path[0] {
            case "scenes":
                try allow(request, "GET")
                return .json(text: try CatalogEndpoints.scenes(query: request.query, catalogs: catalogs))
            case "devices":
                try allow(request, "GET")
                return .json(text: catalogs.devices.sourceJSON)
            case "frame":
                try allow(request, "GET")
                return try FrameExport.frame(query: request.query, catalogs: catalogs)
            case "frames":
                try allow(request, "POST")
                return try BatchEndpoint.frames(request, catalogs: catalogs)
            case "sessions":
                try allow(request, "POST")
                return try sessions.create(request)
            default: break
            }
        case 2:
            switch path[0] {
            case "placeholders":
                try allow(request, "GET", "HEAD")
                return try PlaceholderEndpoint.picture(path[1], request: request)
            case "sessions":
                try allow(request, "GET")
                return try sessions.show(path[1])
            default: break
            }
        case 3 where path[0] == "sessions":
            switch path[2] {
            case "token" where path[1] == "default":
                try allow(request, "GET")
                return try sessions.defaultToken(request)
            case "events":
                try allow(request, "GET")
                return try sessions.events(path[1], request)
            case "frame":
                try allow(request, "GET")
                return try SessionFrameEndpoint.frame(try sessions.session(path[1]), query: request.query)
            case "timeline":
                try allow(request, "GET")
                return try TimelineEndpoint.timeline(try sessions.session(path[1]), query: request.query)
            case "tuning":
                try allow(request, "GET")
                return TuningEndpoint.tuning(try sessions.session(path[1]))
            case "input":
                try allow(request, "POST")
                return try sessions.input(path[1], request)
            default: break
            }
        default: break
        }
        throw APIError.notFound("path", "no endpoint '\(request.path)'")
    }

    private func allow(_ request: HTTPRequest, _ methods: String...) throws(APIError) {
        guard methods.contains(request.method) else {
            throw APIError.methodNotAllowed(request.method, allowed: methods)
        }
    }
}
