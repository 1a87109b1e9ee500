import MotionScene

/// `GET /api/sessions/{id}/timeline?from=&to=&count=&include=state,nodes`: the session's
/// current scene value drawn at evenly spaced session-clock times, for plotting an animation
/// against time. Without `from` it starts at the session's current time; without `to` it
/// runs until the scene stops animating (at most `horizonSeconds` on), so the whole motion
/// in flight is covered.
enum TimelineEndpoint {
    /// Longest look-ahead: longer than any animation of docs/scenes.md (the slowest is about 1 s).
    static let horizonSeconds = 10.0
    /// Step used to find where the motion settles: one frame at 60 frames/s (docs/protocol.md).
    static let settleStep = 1.0 / 60
    /// Samples when none are asked for: about one per frame of a half-second animation.
    static let defaultCount = 61
    /// A span that is shown when nothing animates, so the plot still has a width (chosen).
    static let restingSpan = 1.0

    static func timeline(_ session: Session, query: [(name: String, value: String)]) throws(APIError) -> HTTPResponse {
        var arguments = try QueryArguments(query)
        let state = session.state
        let scene = state.scene
        let from = try seconds(arguments.take("from"), name: "from") ?? state.time
        let to = try seconds(arguments.take("to"), name: "to") ?? settleTime(scene, from: from)
        guard to >= from else { throw APIError.outOfRange("'to' must not be before 'from'", field: "to") }
        let count = try BatchFrames.count(try arguments.take("count").map { text throws(APIError) in
            guard let number = Double(text) else { throw APIError.invalidType("'count' must be a number", field: "count") }
            return number
        }, default: defaultCount)
        let include = try BatchFrames.Include(
            arguments.take("include").map { .array($0.split(separator: ",").map { .string(String($0)) }) })
        try arguments.requireEmpty()
        let frames = BatchFrames.evenlySpaced(from: from, to: to, count: count).map {
            BatchFrames.entry(scene, screen: state.screen, time: $0, include: include)
        }
        return .json([
            "scene": .string(type(of: scene).id), "device": .string(state.screen.device.id),
            "orientation": .string(state.screen.orientation.rawValue), "seq": .number(Double(state.seq)),
            "now": .number(state.time), "from": .number(from), "to": .number(to), "frames": .array(frames),
        ])
    }

    /// The first time from `from` on at which the scene no longer animates, or a resting span.
    static func settleTime(_ scene: any Scene, from: Double) -> Double {
        guard scene.frame(at: from).animating else { return from + restingSpan }
        var time = from
        while time < from + horizonSeconds {
            time += settleStep
            if !scene.frame(at: time).animating { return time }
        }
        return from + horizonSeconds
    }

    private static func seconds(_ text: String?, name: String) throws(APIError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw APIError.outOfRange("'\(name)' must be seconds, 0 or more; got '\(text)'", field: name)
        }
        return value
    }
}
