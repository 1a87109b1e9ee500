import MotionScene

/// Turns given parameter values into a scene's complete, validated parameter set.
enum ParameterInput {
    /// Validates every given value against `specs` (unknown names → 400, values out of
    /// range → 422) and fills the rest with defaults.
    static func complete(_ given: [(name: String, value: JSONValue)], specs: [ParameterSpec])
        throws(APIError) -> [String: ParameterValue]
    {
        var values = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0.defaultValue) })
        for (name, value) in given {
            values[name] = try validate(name, value, specs: specs)
        }
        return values
    }

    /// Validates only the given values, for `set` on a live scene.
    static func changes(_ given: JSONObject, specs: [ParameterSpec]) throws(APIError) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for (name, value) in given {
            values[name] = try validate(name, value, specs: specs)
        }
        return values
    }

    static func validate(_ name: String, _ value: JSONValue, specs: [ParameterSpec]) throws(APIError) -> ParameterValue {
        guard let spec = specs.first(where: { $0.name == name }) else {
            throw APIError(status: 400, code: "unknown_name", "the scene has no parameter '\(name)'", field: name)
        }
        do {
            return try spec.validate(value)
        } catch {
            throw APIError(error)
        }
    }

    /// A query-string value as the JSON value its spec's kind expects, so that
    /// `ParameterSpec.validate` checks it exactly as it checks a JSON body.
    static func fromQuery(_ text: String, spec: ParameterSpec) throws(APIError) -> JSONValue {
        switch spec.kind {
        case .number, .integer:
            guard let number = Double(text), number.isFinite else {
                throw APIError.invalidType("'\(spec.name)' must be a number, not '\(text)'", field: spec.name)
            }
            return .number(number)
        case .choice, .color:
            return .string(text)
        }
    }

    /// A number brought into `spec`'s range (and rounded for an integer); anything else as given.
    static func clamped(_ value: JSONValue, into spec: ParameterSpec) -> JSONValue {
        guard case .number(let number) = value, spec.kind == .number || spec.kind == .integer else { return value }
        return .number(clamp(spec.kind == .integer ? number.rounded() : number, spec.minimum, spec.maximum))
    }

    /// Keeps values that still fit new specs (after a device change), clamps numbers into the
    /// new ranges, and falls back to defaults for anything else.
    static func carried(_ current: [String: ParameterValue], into specs: [ParameterSpec]) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for spec in specs {
            guard let value = current[spec.name] else {
                values[spec.name] = spec.defaultValue
                continue
            }
            switch (spec.kind, value) {
            case (.number, .number(let number)):
                values[spec.name] = .number(clamp(number, spec.minimum, spec.maximum))
            case (.integer, .number(let number)):
                values[spec.name] = .number(clamp(number.rounded(), spec.minimum, spec.maximum))
            case (.choice, .text(let name)) where spec.choices.contains(name):
                values[spec.name] = value
            case (.color, .text):
                values[spec.name] = value
            default:
                values[spec.name] = spec.defaultValue
            }
        }
        return values
    }
}
