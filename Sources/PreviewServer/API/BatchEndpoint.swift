import MotionScene

/// `POST /api/frames` `{scene, device, orientation, keyboard, params, sweep: {name, from, to, count,
/// time} | times: [seconds…], include: ["state", "nodes"]}` → `{scene, device, orientation, size,
/// keyboard, frames}` (`keyboard`: the keyboard's rectangle while it is up, else null).
/// A sweep makes one fresh scene per value of a numeric parameter (the rest as given or
/// default), drawn at the sweep's `time` (0 unless given); `times` draws one fresh scene at each
/// time.
enum BatchEndpoint {
    /// Samples when a sweep names no count: one per 2 % of the range, smooth enough for a plot.
    static let defaultSweepCount = 51

    static func frames(_ request: HTTPRequest, catalogs: Catalogs) throws(APIError) -> HTTPResponse {
        let body = try JSONBody.decode(BatchBody.self, from: request)
        let type = try catalogs.sceneType(body.scene ?? catalogs.defaultSceneID)
        let screen = try catalogs.screen(device: body.device, orientation: body.orientation, keyboard: body.keyboard)
        let specs = type.parameters(for: screen)
        let given = body.params.entries.map { (name: $0.key, value: $0.value) }
        let samples = try Self.samples(body, specs: specs)
        var frames: [JSONValue] = []
        for sample in samples {
            let parameters = try ParameterInput.complete(given + sample.overrides, specs: specs)
            let scene = type.init(screen: screen, parameters: parameters, at: 0)
            frames.append(BatchFrames.entry(scene, screen: screen, time: sample.time, include: body.include))
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

    static func samples(_ body: BatchBody, specs: [ParameterSpec]) throws(APIError) -> [Sample] {
        if let sweep = body.sweep { return try sweepSamples(sweep, specs: specs) }
        return (body.times ?? [0]).map { Sample(overrides: [], time: $0) }
    }

    private static func sweepSamples(_ sweep: SweepBody, specs: [ParameterSpec]) throws(APIError) -> [Sample] {
        let name = sweep.name
        guard let spec = specs.first(where: { $0.name == name }) else {
            throw APIError(status: 400, code: "unknown_name", "the scene has no parameter '\(name)'", field: "sweep.name")
        }
        guard spec.kind == .number || spec.kind == .integer else {
            throw APIError.outOfRange("'\(name)' is not a number; only numbers can be swept", field: "sweep.name")
        }
        let values = BatchFrames.evenlySpaced(from: sweep.from ?? spec.minimum, to: sweep.to ?? spec.maximum, count: sweep.count)
        return values.map { value in
            // Integer parameters take the nearest whole value; the spec still checks the range.
            Sample(overrides: [(name, .number(spec.kind == .integer ? value.rounded() : value))], time: sweep.time)
        }
    }
}
