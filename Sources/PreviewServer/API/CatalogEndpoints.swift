import MotionScene

/// `GET /api/scenes` and `GET /api/frame`: answers that need no session.
enum CatalogEndpoints {
    /// The scene list with parameter ranges for `?device=&orientation=` (iPhone X portrait
    /// when not given).
    static func scenes(query: [(name: String, value: String)], catalogs: Catalogs) throws(APIError) -> String {
        var arguments = try QueryArguments(query)
        let screen = try catalogs.screen(
            device: arguments.take("device"), orientation: arguments.take("orientation"),
            keyboard: Catalogs.keyboard(arguments.take("keyboard")))
        try arguments.requireEmpty()
        return JSONWriter.string(.array(catalogs.scenes.types.map { $0.descriptionJSON(for: screen) }))
    }

    /// One frame of a fresh scene: created at time 0 with the given parameters (defaults for
    /// the rest), drawn at `time`, seq 0. The command line's `render` prints the same text.
    ///
    /// Scenes whose own parameter is named `time` (a transition's scrubbed time) take `time=`
    /// as that parameter; `clock=` names the session-clock time for every scene.
    static func frame(query: [(name: String, value: String)], catalogs: Catalogs) throws(APIError) -> String {
        try document(query: query, catalogs: catalogs).jsonText
    }

    /// The frame `GET /api/frame` describes, before encoding (the SVG export draws its nodes).
    static func document(query: [(name: String, value: String)], catalogs: Catalogs) throws(APIError) -> FrameDocument {
        var arguments = try QueryArguments(query)
        let type = try catalogs.sceneType(arguments.take("scene") ?? catalogs.defaultSceneID)
        let screen = try catalogs.screen(
            device: arguments.take("device"), orientation: arguments.take("orientation"),
            keyboard: Catalogs.keyboard(arguments.take("keyboard")))
        let specs = type.parameters(for: screen)
        let sceneHasTime = specs.contains { $0.name == Self.clockArgument.protocolName }
        let clock = arguments.take(Self.clockArgument.explicitName)
        let time = try seconds(clock ?? (sceneHasTime ? nil : arguments.take(Self.clockArgument.protocolName)))
        // `fit=true`: numbers out of this screen's ranges are clamped into them, as a device
        // change clamps a session's values (the page's compare views show the session's values
        // on other screens, whose scroll ranges end elsewhere).
        let fit = try Catalogs.flag(arguments.take("fit"), named: "fit")
        var given: [(name: String, value: JSONValue)] = []
        for (name, text) in arguments.takeAll() {
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw APIError(status: 400, code: "unknown_name", "unknown query argument '\(name)'", field: name)
            }
            let value = try ParameterInput.fromQuery(text, spec: spec)
            given.append((name, fit ? ParameterInput.clamped(value, into: spec) : value))
        }
        let scene = type.init(screen: screen, parameters: try ParameterInput.complete(given, specs: specs), at: 0)
        let frame = scene.frame(at: time)
        let haptic = frame.hapticCount > 0 ? (frame.hapticStyle ?? "light") : nil
        return FrameDocument(
            seq: 0, time: time, sceneID: type.id, screen: screen, parameters: scene.orderedParameters(for: screen, at: time),
            frame: frame, haptic: haptic)
    }

    /// docs/protocol.md's `time`, and `clock`, which means the same for scenes that have a `time` of their own.
    static let clockArgument = (protocolName: "time", explicitName: "clock")

    private static func seconds(_ text: String?) throws(APIError) -> Double {
        guard let text else { return 0 }
        guard let value = Double(text), value.isFinite else {
            throw APIError.invalidType("the clock time must be a number of seconds, not '\(text)'", field: "time")
        }
        guard value >= 0 else { throw APIError.outOfRange("the clock time must be 0 or more; got \(text)", field: "time") }
        return value
    }
}
