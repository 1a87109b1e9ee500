import MotionScene

/// The `playback` part of an input: `{speed?, paused?, step?, loop?}`.
extension SessionInput {
    static let playbackKeys = ["speed", "paused", "step", "loop"]

    /// Steps a single input may take: 600 frames is ten seconds at 60 frames/s (chosen: far more
    /// than a frame-by-frame look needs, small enough that a typo cannot fling time away).
    static let stepRange = -600...600

    mutating func readPlayback(_ playback: JSONObject) throws(APIError) {
        try JSONBody.requireOnly(Self.playbackKeys, in: playback, what: "'playback'")
        if let value = playback["speed"] {
            guard let speed = value.doubleValue else {
                throw APIError.invalidType("'speed' must be a number, not \(value.typeDescription)", field: "speed")
            }
            let range = SessionClock.speedRange
            guard range.contains(speed) else {
                throw APIError.outOfRange(
                    "'speed' must be between \(range.lowerBound) and \(range.upperBound); got \(speed)", field: "speed")
            }
            self.speed = speed
        }
        paused = try JSONBody.bool("paused", in: playback)
        loop = try JSONBody.bool("loop", in: playback)
        if let value = playback["step"] {
            guard let frames = value.doubleValue, frames == frames.rounded() else {
                throw APIError.invalidType("'step' must be a whole number of frames, not \(value.typeDescription)", field: "step")
            }
            let range = Self.stepRange
            guard frames != 0, frames >= Double(range.lowerBound), frames <= Double(range.upperBound) else {
                throw APIError.outOfRange(
                    "'step' must be a non-zero number of frames between \(range.lowerBound) and \(range.upperBound); got \(formattedFrames(frames))",
                    field: "step")
            }
            // A step pauses; asking to play in the same breath contradicts it.
            guard paused != false else {
                throw APIError.badRequest("'step' pauses playback; it cannot come with 'paused': false", field: "step")
            }
            step = Int(frames)
        }
    }

    private func formattedFrames(_ frames: Double) -> String {
        JSONWriter.string(.number(frames))
    }
}
