import MotionScene

/// The frames a plot or a filmstrip needs, computed statelessly: a fresh scene per sample
/// (`POST /api/frames`) or the live session's scene value at chosen times (`timeline`).
/// Scenes are values and `frame(at:)` is pure, so no sample disturbs a session.
enum BatchFrames {
    /// Bounds one request's work: 240 samples are more than a plot panel's width in points
    /// needs, and a few hundred frames of the heaviest scene take well under a second.
    static let maximumSamples = 240

    /// Which parts of each frame to return: `["state", "nodes"]` in a body, `state,nodes` in a query.
    struct Include: Sendable, Decodable {
        var state = true
        var nodes = false

        init() {}

        init(_ value: JSONValue?) throws(APIError) {
            guard let value else {
                self.init()
                return
            }
            guard let names = value.arrayValue?.compactMap(\.stringValue), names.count == value.arrayValue?.count else {
                throw APIError.invalidType("'include' must be an array of names (state, nodes)", field: "include")
            }
            try self.init(names: names)
        }

        init(from decoder: any Decoder) throws {
            try self.init(names: try [String](from: decoder))
        }

        private init(names: [String]) throws(APIError) {
            if let unknown = names.first(where: { $0 != "state" && $0 != "nodes" }) {
                throw APIError.outOfRange("'include' takes state and nodes; got '\(unknown)'", field: "include")
            }
            state = names.contains("state")
            nodes = names.contains("nodes")
        }
    }

    /// One sample as JSON: its time and presented parameters always, state and nodes on request.
    static func entry(_ scene: any Scene, screen: Screen, time: Double, include: Include) -> JSONValue {
        let frame = scene.frame(at: time)
        var params = JSONObject()
        for (name, value) in scene.orderedParameters(for: screen, at: time) { params[name] = value.json }
        var object = JSONObject()
        object["time"] = .number(time)
        object["params"] = .object(params)
        if include.state { object["state"] = .object(frame.state) }
        if include.nodes { object["nodes"] = .array(frame.nodes.map(\.json)) }
        object["animating"] = .bool(frame.animating)
        return .object(object)
    }

    /// `count` evenly spaced values from `from` to `to`, both included exactly: `from + (to −
    /// from)·1` can round past `to` (−200 + 1007.6 → 807.6 > 807.5999…), which the range
    /// check then refuses, so each value weighs both ends instead.
    static func evenlySpaced(from: Double, to: Double, count: Int) -> [Double] {
        guard count > 1 else { return [from] }
        return (0..<count).map { index in
            let fraction = Double(index) / Double(count - 1)
            return from * (1 - fraction) + to * fraction
        }
    }

    static func count(_ value: Double?, default defaultCount: Int) throws(APIError) -> Int {
        guard let number = value else { return defaultCount }
        guard number == number.rounded() else {
            throw APIError.invalidType("'count' must be a whole number", field: "count")
        }
        guard number >= 1, number <= Double(maximumSamples) else {
            throw APIError.outOfRange("'count' must be between 1 and \(maximumSamples); got \(JSONWriter.string(.number(number)))", field: "count")
        }
        return Int(number)
    }
}
