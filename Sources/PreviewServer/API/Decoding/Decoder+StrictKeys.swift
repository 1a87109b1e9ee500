extension Decoder {
    /// The object's members as `Keys`, refusing any other key (400 `unknown_name` naming the
    /// first in the body's order): a misspelt optional key would otherwise vanish without a word.
    /// `allowed` narrows the keys where one body reuses another's (a new session's `playback`
    /// takes no `step`).
    func strictContainer<Keys: CodingKey & CaseIterable>(
        keyedBy type: Keys.Type, allowing allowed: [Keys] = Array(Keys.allCases), in what: String
    ) throws -> KeyedDecodingContainer<Keys> {
        // A closure, not `\.stringValue`: a key path is instantiated at run time on every call,
        // a third of this function's time on every input (issue 15).
        let names = Set(allowed.map { $0.stringValue })
        if let unknown = try container(keyedBy: BodyKey.self).allKeys.first(where: { !names.contains($0.stringValue) }) {
            throw APIError.unknownField(unknown.stringValue, in: what)
        }
        return try container(keyedBy: type)
    }
}
