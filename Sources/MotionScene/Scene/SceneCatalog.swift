/// The scenes a server offers, looked up by id.
public struct SceneCatalog: Sendable {
    public let types: [any Scene.Type]

    public init(_ types: [any Scene.Type]) {
        self.types = types
    }

    public func type(id: String) -> (any Scene.Type)? {
        types.first { $0.id == id }
    }

    public var ids: [String] { types.map { $0.id } }
}

extension Scene {
    /// The scene's description in the shape of `GET /api/scenes`, with ranges for `screen`.
    public static func descriptionJSON(for screen: Screen) -> JSONValue {
        let parameters = parameters(for: screen)
        return [
            "id": .string(id), "title": .string(title), "seed": .string(seed), "summary": .string(summary),
            "parameters": .array(parameters.map(\.json)),
            "events": .array(events.map(\.json)),
            "stateKeys": .array(stateKeys.map(JSONValue.string)),
            "gestures": .array(SceneGesture.all(parameters: parameters, events: events).map(\.json)),
        ]
    }
}

extension ParameterSpec {
    public var json: JSONValue {
        var object = JSONObject([
            "name": .string(name), "label": .string(label), "unit": .string(unit), "kind": .string(kind.rawValue),
        ])
        switch kind {
        case .number, .integer:
            object["min"] = .number(minimum)
            object["max"] = .number(maximum)
            object["default"] = defaultValue.json
            object["step"] = .number(step)
        case .choice:
            object["default"] = defaultValue.json
            object["choices"] = .array(choices.map(JSONValue.string))
        case .color:
            object["default"] = defaultValue.json
        }
        if let dragAxis { object["axis"] = .string(dragAxis.rawValue) }
        if let group { object["group"] = .string(group) }
        if !marks.isEmpty {
            object["marks"] = .array(marks.map { ["label": .string($0.label), "value": .number($0.value)] })
        }
        return .object(object)
    }
}

extension EventSpec {
    public var json: JSONValue {
        ["name": .string(name), "args": .array(arguments.map(\.json))]
    }
}
