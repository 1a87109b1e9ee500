extension HTTPResponse {
    /// The response as it goes on the wire, for the front door, which answers before
    /// libmicrohttpd has the connection. Only byte bodies; `Connection: close` is always sent
    /// because the front door answers nothing but refusals.
    func wireBytes(secondsSince1970: Int) -> [UInt8] {
        let body = bodyBytes ?? []
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        let fixed: [(name: String, value: String)] = [
            ("Date", HTTPDate.string(secondsSince1970: secondsSince1970)), ("Content-Length", String(body.count)),
        ]
        for (name, value) in headers + SecurityHeaders.all + fixed where name.lowercased() != "connection" {
            head += "\(name): \(value)\r\n"
        }
        return Array((head + "Connection: close\r\n\r\n").utf8) + body
    }

    /// RFC 9110 §15's phrases for the statuses the front door sends; the phrase is advisory,
    /// so any other status gets a generic one.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: status < 400 ? "OK" : "Error"
        }
    }
}
