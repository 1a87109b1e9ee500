import MotionScene

/// What the router answers: a status, headers, and either bytes or an event stream.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// A server-sent event stream fed by this viewer until it disconnects.
        case stream(Viewer)
        /// A file of `size` bytes sent straight from disk: nothing is copied per request, so a
        /// slow reader of the 6 MB font costs kilobytes (issue 12).
        case file(path: String, size: UInt64)
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
        json(bytes: Array(text.utf8), status: status)
    }

    /// JSON already written as bytes (`JSONByteWriter`).
    static func json(bytes: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store")],
            body: .bytes(bytes))
    }

    static func error(_ error: APIError) -> HTTPResponse {
        var response = json(error.json, status: error.status)
        if !error.allowedMethods.isEmpty {
            response.headers.append(("Allow", error.allowedMethods.joined(separator: ", ")))
        }
        return response
    }

    /// A full work queue (issue 12): refused at once rather than queued without bound.
    static func busy(retryAfterSeconds: Int, capacity: Int) -> HTTPResponse {
        var response = error(
            APIError(status: 503, code: "busy", "\(capacity) heavy requests are already waiting; try again shortly"))
        response.headers.append(("Retry-After", String(retryAfterSeconds)))
        return response
    }

    static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
            body: .bytes(Array(text.utf8)))
    }

    /// The same answer, closing the connection after it (refused framing may leave bytes
    /// that belong to no request).
    var closingConnection: HTTPResponse {
        var response = self
        response.headers.append(("Connection", "close"))
        return response
    }

    var bodyBytes: [UInt8]? {
        if case .bytes(let bytes) = body { return bytes }
        return nil
    }
}
