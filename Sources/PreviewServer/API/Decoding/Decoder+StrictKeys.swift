extension Decoder {
    /// The object's members as `Keys`, refusing any other key (400 `unknown_name` naming the
    /// first in the body's order): a misspelt optional key would otherwise vanish without a word.
    /// `allowed` narrows the keys where one body reuses another's (a new session's `playback`
    /// takes no `step`); `emptyRefusal`, when given, is thrown for an object without members.
    ///
    /// Always inlined: called on an opened `any Decoder`, it could not be specialized, and its
    /// search of `Keys` through their witnesses cost ~1k instructions per member (issue 15);
    /// inlined, `Keys` is the caller's concrete type.
    @inline(__always)
    func strictContainer<Keys: CodingKey & CaseIterable>(
        keyedBy type: Keys.Type, allowing allowed: [Keys] = Array(Keys.allCases), in what: String,
        refusingEmpty emptyRefusal: (() -> APIError)? = nil
    ) throws -> KeyedDecodingContainer<Keys> {
        let names = try objectKeys()
        // A search of the few allowed keys per member: a `Set` of them, built per call, and
        // `allKeys` through `KeyedDecodingContainer`'s box cost most of an input's decoding
        // (issue 15). `==` is the equality a `Set<String>` would use.
        if let unknown = names.first(where: { name in !allowed.contains { $0.stringValue == name } }) {
            throw APIError.unknownField(unknown, in: what)
        }
        if let emptyRefusal, names.isEmpty { throw emptyRefusal() }
        return try container(keyedBy: type)
    }

    /// The keys of the object this decoder reads, in the body's order. `JSONValueDecoder` reads
    /// them off its value; any other decoder lists them as `allKeys`.
    func objectKeys() throws -> [String] {
        if let decoder = self as? JSONValueDecoder { return try decoder.object().entries.map { $0.key } }
        return try container(keyedBy: BodyKey.self).allKeys.map { $0.stringValue }
    }
}
