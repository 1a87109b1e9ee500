/// Builds the protocol's frame JSON (`docs/protocol.md`, "Frame") from a scene frame and the
/// context it was computed in. `/api/frame`, the command line and the session stream all
/// use this one function, so they cannot disagree.
public struct FrameDocument: Sendable {
    public var seq: Int
    /// Session-clock seconds.
    public var time: Double
    public var sceneID: String
    /// The screen, with its fields' JSON built when it was set.
    public var screenFields: ScreenFields
    public var screen: Screen {
        get { screenFields.screen }
        set { screenFields = .shared(newValue) }
    }
    /// Parameter values in the order of the scene's specs.
    public var parameters: [(name: String, value: ParameterValue)]
    public var frame: SceneFrame
    /// The haptic to report in this frame only (`light`), or nil.
    public var haptic: String?

    public init(
        seq: Int, time: Double, sceneID: String, screen: Screen,
        parameters: [(name: String, value: ParameterValue)], frame: SceneFrame, haptic: String?
    ) {
        self.init(
            seq: seq, time: time, sceneID: sceneID, screenFields: .shared(screen), parameters: parameters, frame: frame,
            haptic: haptic)
    }

    /// A frame on a screen whose fields were built once for every frame on it.
    public init(
        seq: Int, time: Double, sceneID: String, screenFields: ScreenFields,
        parameters: [(name: String, value: ParameterValue)], frame: SceneFrame, haptic: String?
    ) {
        self.seq = seq
        self.time = time
        self.sceneID = sceneID
        self.screenFields = screenFields
        self.parameters = parameters
        self.frame = frame
        self.haptic = haptic
    }

    public var json: JSONValue {
        var object = fieldsWithoutNodes
        object["nodes"] = .array(frame.nodes.map(\.json))
        return .object(object)
    }

    /// Every field of `json` in its order but the display list, which comes last. Built for
    /// every published frame: its keys are distinct, so no key is searched for. A delta compares
    /// the same fields typed (`FrameDelta.Source.fieldChanges`), in this order.
    var fieldsWithoutNodes: JSONObject {
        var entries: [JSONObject.Entry] = []
        entries.reserveCapacity(7 + screenFields.entries.count)
        entries.append(.init(key: "seq", value: .number(Double(seq))))
        entries.append(.init(key: "time", value: .number(time)))
        entries.append(.init(key: "scene", value: .string(sceneID)))
        entries.append(contentsOf: screenFields.entries)
        entries.append(.init(key: "params", value: .object(paramsObject)))
        entries.append(.init(key: "state", value: .object(frame.state)))
        entries.append(.init(key: "animating", value: .bool(frame.animating)))
        entries.append(.init(key: "haptic", value: haptic.map(JSONValue.string) ?? .null))
        return JSONObject(uniqueEntries: entries)
    }

    /// Parameter names are unique per scene (`Scene.defaultParameters` relies on it too).
    var paramsObject: JSONObject { Self.paramsObject(parameters) }

    static func paramsObject(_ parameters: [(name: String, value: ParameterValue)]) -> JSONObject {
        JSONObject(uniqueEntries: parameters.map { JSONObject.Entry(key: $0.name, value: $0.value.json) })
    }

    public var jsonText: String { JSONWriter.string(json) }
}

extension Scene {
    /// Parameters as presented at `time`, in spec order, for encoding.
    public func orderedParameters(for screen: Screen, at time: Double) -> [(name: String, value: ParameterValue)] {
        orderedParameters(Self.parameters(for: screen).map(\.name), at: time)
    }

    /// Parameters as presented at `time`, in the order of `names` (the specs' order, which a
    /// caller publishing many frames of one scene keeps instead of rebuilding the specs).
    public func orderedParameters(_ names: [String], at time: Double) -> [(name: String, value: ParameterValue)] {
        let presented = presentedParameters(at: time)
        return names.compactMap { name in presented[name].map { (name, $0) } }
    }

    /// The protocol's frame document for this scene at `time`.
    public func document(seq: Int, time: Double, screen: Screen, haptic: String?) -> FrameDocument {
        FrameDocument(
            seq: seq, time: time, sceneID: Self.id, screen: screen,
            parameters: orderedParameters(for: screen, at: time), frame: frame(at: time), haptic: haptic)
    }
}
