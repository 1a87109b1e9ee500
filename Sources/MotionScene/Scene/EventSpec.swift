/// An event a scene accepts, with its arguments described like parameters.
public struct EventSpec: Hashable, Sendable {
    public var name: String
    public var arguments: [ParameterSpec]

    public init(_ name: String, arguments: [ParameterSpec] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// Checks the arguments of one event input; every argument must be given.
    public func validate(_ input: JSONObject) throws(SceneError) -> SceneEvent {
        var values: [String: ParameterValue] = [:]
        for (key, _) in input where !arguments.contains(where: { $0.name == key }) {
            throw SceneError(.unknownName, "event '\(name)' has no argument '\(key)'", field: key)
        }
        for argument in arguments {
            guard let given = input[argument.name] else {
                throw SceneError(.invalidType, "event '\(name)' needs the argument '\(argument.name)'", field: argument.name)
            }
            values[argument.name] = try argument.validate(given, field: argument.name)
        }
        return SceneEvent(name: name, arguments: values)
    }
}

/// An event input that passed validation.
public struct SceneEvent: Hashable, Sendable {
    public var name: String
    public var arguments: [String: ParameterValue]

    public init(name: String, arguments: [String: ParameterValue] = [:]) {
        self.name = name
        self.arguments = arguments
    }

    public func number(_ argument: String) -> Double {
        arguments[argument]?.number ?? 0
    }

    public func text(_ argument: String) -> String {
        arguments[argument]?.text ?? ""
    }
}
