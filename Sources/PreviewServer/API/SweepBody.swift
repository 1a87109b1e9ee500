import MotionScene

/// A batch's `sweep`: `{name, from?, to?, count?}`. The name is looked up, and the range
/// defaulted, against the scene's specs once the body has been read.
struct SweepBody: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case name, from, to, count
    }

    var name: String
    var from: Double?
    var to: Double?
    var count: Int

    init(from decoder: any Decoder) throws {
        let sweep = try decoder.strictContainer(keyedBy: Keys.self, in: "a sweep")
        guard let name = try sweep.decodeIfPresent(String.self, forKey: .name) else {
            throw APIError.invalidType("a sweep needs the parameter's 'name'", field: "sweep.name")
        }
        self.name = name
        from = try Self.bound(.from, in: sweep)
        to = try Self.bound(.to, in: sweep)
        count = try BatchFrames.count(
            try sweep.decodeIfPresent(Double.self, forKey: .count), default: BatchEndpoint.defaultSweepCount)
    }

    /// The protocol names a wrong `from` or `to` with its sweep (`sweep.from`), unlike `count`.
    private static func bound(_ key: Keys, in sweep: KeyedDecodingContainer<Keys>) throws -> Double? {
        do {
            return try sweep.decodeIfPresent(Double.self, forKey: key)
        } catch is DecodingError {
            throw APIError.invalidType("'sweep.\(key.stringValue)' must be a number", field: "sweep.\(key.stringValue)")
        }
    }
}
