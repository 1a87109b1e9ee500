import MotionScene

/// A scene's parameters as the JSON object text the store keeps: names in order, so the same
/// values always make the same text; numbers in their shortest round-trip form, so they read
/// back bit for bit.
enum StoredParameters {
    static func encode(_ parameters: [String: ParameterValue]) -> String {
        JSONWriter.string(.object(JSONObject(entries: parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })))
    }

    static func decode(_ text: String, session: String) throws(StoreError) -> [String: ParameterValue] {
        guard let object = (try? JSONParser.parse(text))?.objectValue else {
            throw StoreError(.unrestorable, "session '\(session)' has unreadable parameters")
        }
        var parameters: [String: ParameterValue] = [:]
        for (name, value) in object {
            switch value {
            case .number(let number): parameters[name] = .number(number)
            case .string(let text): parameters[name] = .text(text)
            default: throw StoreError(.unrestorable, "session '\(session)' has a parameter '\(name)' of no known kind")
            }
        }
        return parameters
    }
}
