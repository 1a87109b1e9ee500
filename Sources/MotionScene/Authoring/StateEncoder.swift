/// Encodes a `SceneState` into the frame's ordered `state` object: synthesized `Encodable`
/// writes the properties in declaration order, and this encoder keeps that order.
enum StateEncoder {
    static func object(_ state: some Encodable) -> JSONObject {
        let root = Slot()
        try? state.encode(to: ValueEncoder(slot: root, codingPath: []))
        return root.resolved.objectValue ?? JSONObject()
    }
}

/// Where one encoded value lands. Containers hand out child slots, resolved into JSON once
/// encoding is over, so a nested container may still be written after its parent.
private final class Slot {
    enum Content {
        case value(JSONValue)
        case object([(key: String, slot: Slot)])
        case array([Slot])
    }

    var content = Content.value(.null)

    init(_ value: JSONValue = .null) {
        content = .value(value)
    }

    var resolved: JSONValue {
        switch content {
        case .value(let value): value
        // `child` keeps keys unique, so the entries go in as they are, without a search per key.
        case .object(let entries): .object(JSONObject(uniqueEntries: entries.map { ($0.key, $0.slot.resolved) }))
        case .array(let slots): .array(slots.map(\.resolved))
        }
    }

    /// The slot for `key`, replacing an earlier one of the same name.
    func child(_ key: String) -> Slot {
        var entries: [(key: String, slot: Slot)] = []
        if case .object(let existing) = content { entries = existing }
        // Released before `entries` grows, so it grows in place instead of being copied.
        content = .value(.null)
        let slot = Slot()
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].slot = slot
        } else {
            entries.append((key, slot))
        }
        content = .object(entries)
        return slot
    }

    func appended() -> Slot {
        var slots: [Slot] = []
        if case .array(let existing) = content { slots = existing }
        content = .value(.null)
        let slot = Slot()
        slots.append(slot)
        content = .array(slots)
        return slot
    }

    func becomeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        if case .array(let slots) = content { return slots.count }
        return 0
    }

    /// Writes `value`: plain values directly, anything else through its own `encode(to:)`.
    func write(_ value: some Encodable, at path: [any CodingKey]) throws {
        switch value {
        case let number as Double: content = .value(.number(number))
        case let number as Int: content = .value(.number(Double(number)))
        case let flag as Bool: content = .value(.bool(flag))
        case let text as String: content = .value(.string(text))
        default: try value.encode(to: ValueEncoder(slot: self, codingPath: path))
        }
    }
}

private struct ValueEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeArray()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath)
    }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.child(key.stringValue).content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.child(key.stringValue).write(value, at: codingPath + [key])
    }
    // The plain values a state is made of, without the generic path: the scene's synthesized
    // `encode(to:)` reaches this container through an existential, unspecialized, where each
    // value cost a dynamic cast and a coding path array (callgrind, issue #15).
    mutating func encode(_ value: Double, forKey key: Key) throws { slot.child(key.stringValue).content = .value(.number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        slot.child(key.stringValue).content = .value(.number(Double(value)))
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws { slot.child(key.stringValue).content = .value(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { slot.child(key.stringValue).content = .value(.string(value)) }
    // Every declared state value is present in every frame: an absent optional is null.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }

    private mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = slot.child(key.stringValue)
        child.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = slot.child(key.stringValue)
        child.becomeArray()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: slot.child("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(slot: slot.child(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() throws { slot.appended().content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try slot.appended().write(value, at: codingPath) }
    mutating func encode(_ value: Double) throws { slot.appended().content = .value(.number(value)) }
    mutating func encode(_ value: Int) throws { slot.appended().content = .value(.number(Double(value))) }
    mutating func encode(_ value: Bool) throws { slot.appended().content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { slot.appended().content = .value(.string(value)) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.appended()
        child.becomeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = slot.appended()
        child.becomeArray()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder { ValueEncoder(slot: slot.appended(), codingPath: codingPath) }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try slot.write(value, at: codingPath) }
}
