import MotionScene

/// `POST /api/frames`: `{scene?, device?, orientation?, keyboard?, params?, sweep? | times?,
/// include?}`. Names are looked up, and `params` checked by the scene's specs, once the body
/// has been read.
struct BatchBody: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case scene, device, orientation, keyboard, params, sweep, times, include
    }

    var scene: String?
    var device: String?
    var orientation: String?
    var keyboard = false
    var params = JSONObject()
    var include = BatchFrames.Include()
    var sweep: SweepBody?
    /// Session-clock seconds, each drawn on a fresh scene.
    var times: [Double]?

    init(from decoder: any Decoder) throws {
        let body = try decoder.strictContainer(keyedBy: Keys.self, in: "a batch of frames")
        scene = try body.decodeIfPresent(String.self, forKey: .scene)
        device = try body.decodeIfPresent(String.self, forKey: .device)
        orientation = try body.decodeIfPresent(String.self, forKey: .orientation)
        keyboard = try body.decodeIfPresent(Bool.self, forKey: .keyboard) ?? false
        params = try body.decodeIfPresent(GivenValues.self, forKey: .params)?.object ?? JSONObject()
        include = try body.decodeIfPresent(BatchFrames.Include.self, forKey: .include) ?? BatchFrames.Include()
        sweep = try body.decodeIfPresent(SweepBody.self, forKey: .sweep)
        if body.contains(.times) {
            guard sweep == nil else { throw APIError.badRequest("give either 'sweep' or 'times', not both", field: "times") }
            times = try Self.times(try body.nestedUnkeyedContainer(forKey: .times))
        }
    }

    private static func times(_ list: any UnkeyedDecodingContainer) throws -> [Double] {
        var list = list
        guard let count = list.count, count > 0 else {
            throw APIError.invalidType("'times' must be a non-empty array of seconds", field: "times")
        }
        guard count <= BatchFrames.maximumSamples else {
            throw APIError.outOfRange("'times' takes at most \(BatchFrames.maximumSamples) values", field: "times")
        }
        var times: [Double] = []
        while !list.isAtEnd {
            // Anything but seconds, 0 or more, is a value out of range here, as it always was.
            guard let time = try? list.decode(Double.self), time >= 0 else {
                throw APIError.outOfRange("'times' must hold seconds, 0 or more", field: "times")
            }
            times.append(time)
        }
        return times
    }
}
