import MotionScene

/// A batch's `sweep`: `{name, from?, to?, count?, time?}`. The name is looked up, and the range
/// defaulted, against the scene's specs once the body has been read. `time` (seconds, default 0)
/// is when each fresh scene is drawn: a scene that fades its content in after it is built (the
/// article's table, parallax-list's rows) shows none of it at 0, so the page sweeps at the
/// session's time ("other parameters as now").
struct SweepBody: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case name, from, to, count, time
    }

    var name: String
    var from: Double?
    var to: Double?
    var count: Int
    var time: Double

    init(from decoder: any Decoder) throws {
        let sweep = try decoder.strictContainer(keyedBy: Keys.self, in: "a sweep")
        guard let name = try sweep.decodeIfPresent(String.self, forKey: .name) else {
            throw APIError.invalidType("a sweep needs the parameter's 'name'", field: "sweep.name")
        }
        self.name = name
        from = try Self.number(.from, in: sweep)
        to = try Self.number(.to, in: sweep)
        count = try BatchFrames.count(
            try sweep.decodeIfPresent(Double.self, forKey: .count), default: BatchEndpoint.defaultSweepCount)
        time = try Self.number(.time, in: sweep) ?? 0
        guard time >= 0, time.isFinite else {
            throw APIError.outOfRange("'sweep.time' must be seconds, 0 or more", field: "sweep.time")
        }
    }

    /// A number the protocol names with its sweep when it is wrong (`sweep.from`, `sweep.time`),
    /// unlike `count`.
    private static func number(_ key: Keys, in sweep: KeyedDecodingContainer<Keys>) throws -> Double? {
        do {
            return try sweep.decodeIfPresent(Double.self, forKey: key)
        } catch is DecodingError {
            throw APIError.invalidType("'sweep.\(key.stringValue)' must be a number", field: "sweep.\(key.stringValue)")
        }
    }
}
