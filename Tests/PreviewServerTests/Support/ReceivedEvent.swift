import MotionScene

/// One server-sent event as received, with its exact bytes.
struct ReceivedEvent {
    var event: String?
    var id: String?
    var data: String
    var retry: String?
    var raw: [UInt8]

    func json() throws -> JSONValue { try JSONParser.parse(data) }

    /// The fields of one block as the server writes it (a comment's event is "comment").
    init(raw: [UInt8]) {
        self.raw = raw
        data = ""
        for line in String(decoding: raw, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("event: ") { event = String(line.dropFirst(7)) }
            if line.hasPrefix("id: ") { id = String(line.dropFirst(4)) }
            if line.hasPrefix("data: ") { data += line.dropFirst(6) }
            if line.hasPrefix("retry: ") { retry = String(line.dropFirst(7)) }
            if line.hasPrefix(":") { event = event ?? "comment" }
        }
    }
}
