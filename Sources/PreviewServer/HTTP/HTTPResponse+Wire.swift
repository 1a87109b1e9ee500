extension HTTPResponse {
    /// The response as it goes on the wire, for answers the front door gives itself: its
    /// refusals (`closing`, sent before libmicrohttpd has the connection or after it is done) and
    /// the requests it answers instead of libmicrohttpd (`DoorAnswers`). Only byte bodies. The
    /// head is laid out as libmicrohttpd lays out its own: `Date`, the response's headers, the
    /// security headers, `Content-Length`.
    func wireBytes(secondsSince1970: Int, closing: Bool = true) -> [UInt8] {
        let body = bodyBytes ?? []
        // Appended as bytes: a `String` built by interpolation cost ~15k instructions an answer.
        var wire: [UInt8] = []
        wire.reserveCapacity(600 + body.count)
        func line(_ parts: String...) {
            for part in parts { wire.append(contentsOf: part.utf8) }
            wire.append(contentsOf: [0x0D, 0x0A])
        }
        line("HTTP/1.1 ", String(status), " ", Self.reasonPhrase(status))
        line("Date: ", HTTPDate.string(secondsSince1970: secondsSince1970))
        for (name, value) in headers where !name.equalsIgnoringASCIICase("connection") { line(name, ": ", value) }
        for (name, value) in SecurityHeaders.all { line(name, ": ", value) }
        line("Content-Length: ", String(body.count))
        if closing { line("Connection: close") }
        line()
        wire.append(contentsOf: body)
        return wire
    }

    /// RFC 9110 §15's phrases for the statuses the server sends; the phrase is advisory, so any
    /// other status gets a generic one.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: status < 400 ? "OK" : "Error"
        }
    }
}
