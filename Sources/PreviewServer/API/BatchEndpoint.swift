import MotionScene

/// `POST /api/frames` `{scene, device, orientation, keyboard, params, sweep: {name, from, to, count} |
/// times: [seconds…], include: ["state", "nodes"]}` → `{scene, device, orientation, size,
/// keyboard, frames}` (`keyboard`: the keyboard's rectangle while it is up, else null).
/// A sweep makes one fresh scene per value of a numeric parameter (the rest as given or
/// default), drawn at time 0; `times` draws one fresh scene at each time.
enum BatchEndpoint {
    /// Samples when a sweep names no count: one per 2 % of the range, smooth enough for a plot.
    static let defaultSweepCount = 51

    static func frames(_ request: HTTPRequest, catalogs: Catalogs) throws(APIError) -> HTTPResponse {
        let body = try JSONBody.object(request)
        try JSONBody.requireOnly(
            ["scene", "device", "orientation", "keyboard", "params", "sweep", "times", "include"], in: body,
            what: "a batch of frames")
        let type = try catalogs.sceneType(try JSONBody.string("scene", in: body) ?? catalogs.defaultSceneID)
        let screen = try catalogs.screen(
            device: try JSONBody.string("device", in: body), orientation: try JSONBody.string("orientation", in: body),
            keyboard: try JSONBody.bool("keyboard", in: body) ?? false)
        let specs = type.parameters(for: screen)
        let given = try JSONBody.object("params", in: body).map { $0.entries.map { (name: $0.key, value: $0.value) } } ?? []
        let include = try BatchFrames.Include(body["include"])
        let samples = try Self.samples(body, specs: specs)
        var frames: [JSONValue] = []
        for sample in samples {
            let parameters = try ParameterInput.complete(given + sample.overrides, specs: specs)
            let scene = type.init(screen: screen, parameters: parameters, at: 0)
            frames.append(BatchFrames.entry(scene, screen: screen, time: sample.time, include: include))
        }
        return .json([
            "scene": .string(type.id), "device": .string(screen.device.id),
            "orientation": .string(screen.orientation.rawValue),
            "size": [.number(screen.width), .number(screen.height)], "keyboard": screen.keyboardFrame.map(\.json) ?? .null,
            "frames": .array(frames),
        ])
    }

    struct Sample {
        var overrides: [(name: String, value: JSONValue)]
        var time: Double
    }

    static func samples(_ body: JSONObject, specs: [ParameterSpec]) throws(APIError) -> [Sample] {
        switch (try JSONBody.object("sweep", in: body), body["times"]) {
        case (let sweep?, nil):
            return try sweepSamples(sweep, specs: specs)
        case (nil, let times?):
            guard let list = times.arrayValue, !list.isEmpty else {
                throw APIError.invalidType("'times' must be a non-empty array of seconds", field: "times")
            }
            guard list.count <= BatchFrames.maximumSamples else {
                throw APIError.outOfRange("'times' takes at most \(BatchFrames.maximumSamples) values", field: "times")
            }
            var samples: [Sample] = []
            for value in list {
                guard let time = value.doubleValue, time >= 0 else {
                    throw APIError.outOfRange("'times' must hold seconds, 0 or more", field: "times")
                }
                samples.append(Sample(overrides: [], time: time))
            }
            return samples
        case (nil, nil):
            return [Sample(overrides: [], time: 0)]
        case (.some, .some):
            throw APIError.badRequest("give either 'sweep' or 'times', not both", field: "times")
        }
    }

    private static func sweepSamples(_ sweep: JSONObject, specs: [ParameterSpec]) throws(APIError) -> [Sample] {
        try JSONBody.requireOnly(["name", "from", "to", "count"], in: sweep, what: "a sweep")
        guard let name = try JSONBody.string("name", in: sweep) else {
            throw APIError.invalidType("a sweep needs the parameter's 'name'", field: "sweep.name")
        }
        guard let spec = specs.first(where: { $0.name == name }) else {
            throw APIError(status: 400, code: "unknown_name", "the scene has no parameter '\(name)'", field: "sweep.name")
        }
        guard spec.kind == .number || spec.kind == .integer else {
            throw APIError.outOfRange("'\(name)' is not a number; only numbers can be swept", field: "sweep.name")
        }
        let from = try bound("from", in: sweep, default: spec.minimum)
        let to = try bound("to", in: sweep, default: spec.maximum)
        let count = try BatchFrames.count(sweep["count"], default: defaultSweepCount)
        return BatchFrames.evenlySpaced(from: from, to: to, count: count).map { value in
            // Integer parameters take the nearest whole value; the spec still checks the range.
            Sample(overrides: [(name, .number(spec.kind == .integer ? value.rounded() : value))], time: 0)
        }
    }

    private static func bound(_ key: String, in sweep: JSONObject, default value: Double) throws(APIError) -> Double {
        guard let given = sweep[key] else { return value }
        guard let number = given.doubleValue else {
            throw APIError.invalidType("'sweep.\(key)' must be a number", field: "sweep.\(key)")
        }
        return number
    }
}
