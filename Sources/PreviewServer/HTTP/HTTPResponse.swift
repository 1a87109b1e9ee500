import MotionScene

/// What the router answers: a status, headers, and either bytes or an event stream.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// A server-sent event stream fed by this viewer until it disconnects.
        case stream(Viewer)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        json(text: JSONWriter.string(value), status: status)
    }

    static func json(text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store")],
            body: .bytes(Array(text.utf8)))
    }

    static func error(_ error: APIError) -> HTTPResponse {
        var response = json(error.json, status: error.status)
        if !error.allowedMethods.isEmpty {
            response.headers.append(("Allow", error.allowedMethods.joined(separator: ", ")))
        }
        return response
    }

    static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
            body: .bytes(Array(text.utf8)))
    }

    var bodyBytes: [UInt8]? {
        if case .bytes(let bytes) = body { return bytes }
        return nil
    }
}
