import MotionScene

/// The `playback` part of an input, or of a new session: `{speed?, paused?, step?, loop?}`.
struct PlaybackBody: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case speed, paused, step, loop
    }

    var speed: Double?
    var paused: Bool?
    /// Frames to step the session clock by (negative: back).
    var step: Int?
    var loop: Bool?
    /// `fit` left out a speed out of range.
    var leftOutSpeed = false

    init(from decoder: any Decoder) throws {
        try self.init(from: decoder, fit: false)
    }

    /// `fit`: a speed out of range is left out rather than refused. `allowed` and `what`
    /// narrow and name the object where it takes fewer keys (a new session takes no `step`).
    init(
        from decoder: any Decoder, fit: Bool, allowing allowed: [Keys] = Keys.allCases, in what: String = "'playback'"
    ) throws {
        let playback = try decoder.strictContainer(keyedBy: Keys.self, allowing: allowed, in: what)
        if let speed = try playback.decodeIfPresent(Double.self, forKey: .speed) {
            let range = SessionClock.speedRange
            if range.contains(speed) {
                self.speed = speed
            } else if fit {
                leftOutSpeed = true
            } else {
                throw APIError.outOfRange(
                    "'speed' must be between \(range.lowerBound) and \(range.upperBound); got \(speed)", field: "speed")
            }
        }
        paused = try playback.decodeIfPresent(Bool.self, forKey: .paused)
        loop = try playback.decodeIfPresent(Bool.self, forKey: .loop)
        // Read as a number, not an `Int`: `1e20` is a step out of range (422), not a wrong type.
        if let frames = try playback.decodeIfPresent(Double.self, forKey: .step) {
            step = try Self.step(frames, paused: paused)
        }
    }

    private static func step(_ frames: Double, paused: Bool?) throws(APIError) -> Int {
        guard frames == frames.rounded() else {
            throw APIError.invalidType("'step' must be a whole number of frames; got \(formatted(frames))", field: "step")
        }
        let range = SessionInput.stepRange
        guard frames != 0, frames >= Double(range.lowerBound), frames <= Double(range.upperBound) else {
            throw APIError.outOfRange(
                "'step' must be a non-zero number of frames between \(range.lowerBound) and \(range.upperBound); got \(formatted(frames))",
                field: "step")
        }
        // A step pauses; asking to play in the same breath contradicts it.
        guard paused != false else {
            throw APIError.badRequest("'step' pauses playback; it cannot come with 'paused': false", field: "step")
        }
        return Int(frames)
    }

    private static func formatted(_ frames: Double) -> String {
        JSONWriter.string(.number(frames))
    }
}

extension SessionInput {
    /// Steps a single input may take: 600 frames is ten seconds at 60 frames/s (chosen: far more
    /// than a frame-by-frame look needs, small enough that a typo cannot fling time away).
    static let stepRange = -600...600

    /// Only the playback: a new session's starting playback.
    init(playback: PlaybackBody) {
        self.init()
        take(playback)
    }

    mutating func take(_ playback: PlaybackBody) {
        speed = playback.speed
        paused = playback.paused
        step = playback.step
        loop = playback.loop
    }
}
