extension APIError {
    /// A body whose shape its request type cannot read: 400 `invalid_type`. The field is the
    /// key as its own object names it — `speed`, not `playback.speed`; an array's item is
    /// named by its array (`include`) — which is how the protocol has always named them; the
    /// body itself (not an object) names none.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, _):
            self = .invalidType("'\(key.stringValue)' is missing", field: key.stringValue)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let field = context.codingPath.last(where: { $0.intValue == nil })?.stringValue
            self = .invalidType("\(field.map { "'\($0)'" } ?? "the body") \(context.debugDescription)", field: field)
        @unknown default:
            self = .invalidType("the body cannot be read: \(error)")
        }
    }
}
