extension HTTPResponse {
    /// The response as it goes on the wire, for answers the front door gives itself: its
    /// refusals (`closing`, sent before libmicrohttpd has the connection or after it is done) and
    /// the requests it answers instead of libmicrohttpd (`DoorAnswers`). Only byte bodies. The
    /// head is laid out as libmicrohttpd lays out its own: `Date`, the response's headers, the
    /// security headers, `Content-Length`.
    func wireBytes(secondsSince1970: Int, closing: Bool = true) -> [UInt8] {
        let body = bodyBytes ?? []
        // Appended as bytes: a `String` built by interpolation cost ~15k instructions an answer.
        // The lines every answer shares are laid out once (`WireLines`, and the date per second
        // in `HTTPDate`): appended a string at a time they cost 10k of an input's answer, a
        // tenth of it (callgrind, issue 15).
        var wire: [UInt8] = []
        wire.reserveCapacity(600 + body.count)
        wire.append(contentsOf: WireLines.status(status))
        wire.append(contentsOf: HTTPDate.headerLine(secondsSince1970: secondsSince1970))
        for (name, value) in headers where !name.equalsIgnoringASCIICase("connection") {
            WireLines.append(name, value, to: &wire)
        }
        wire.append(contentsOf: WireLines.security)
        WireLines.append("Content-Length", String(body.count), to: &wire)
        if closing { wire.append(contentsOf: WireLines.connectionClose) }
        wire.append(contentsOf: WireLines.lineEnd)
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

/// The lines of an answer's head as bytes, the ones every answer shares made once.
enum WireLines {
    static let lineEnd: [UInt8] = [0x0D, 0x0A]
    static let connectionClose = Array("Connection: close\r\n".utf8)
    /// `SecurityHeaders.all`, one line each.
    static let security: [UInt8] = SecurityHeaders.all.flatMap { Array("\($0.name): \($0.value)\r\n".utf8) }

    /// `HTTP/1.1 <status> <phrase>`, made once for every three-digit status.
    static func status(_ status: Int) -> [UInt8] {
        statusLines[status] ?? line("HTTP/1.1 \(status) \(HTTPResponse.reasonPhrase(status))")
    }

    private static let statusLines: [Int: [UInt8]] = Dictionary(
        uniqueKeysWithValues: (100...599).map { ($0, line("HTTP/1.1 \($0) \(HTTPResponse.reasonPhrase($0))")) })

    static func append(_ name: String, _ value: String, to wire: inout [UInt8]) {
        wire.append(contentsOf: name.utf8)
        wire.append(contentsOf: [0x3A, 0x20])  // ": "
        wire.append(contentsOf: value.utf8)
        wire.append(contentsOf: lineEnd)
    }

    private static func line(_ text: String) -> [UInt8] { Array(text.utf8) + lineEnd }
}
