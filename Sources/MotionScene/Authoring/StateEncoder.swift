/// Encodes a `SceneState` into the frame's ordered `state` object: synthesized `Encodable`
/// writes the properties in declaration order, and this encoder keeps that order.
///
/// A state type whose stored properties give the same object is read from them instead
/// (`StateLayout`), once its first state has shown that they do.
@usableFromInline enum StateEncoder {
    static func object<State: Encodable>(_ state: State) -> JSONObject {
        switch StateLayouts.known(State.self) {
        case let knowledge?:
            return object(state, as: knowledge)
        case nil:
            let object = encoded(state)
            StateLayouts.learn(from: state, encoded: object)
            return object
        }
    }

    /// The same, what is known of `State` kept in `slot` (a frame's path): the shared table is
    /// asked only until the slot holds its answer.
    @usableFromInline static func object<State: Encodable>(_ state: State, knownIn slot: StateKnowledgeSlot) -> JSONObject {
        if let knowledge = slot.knowledge { return object(state, as: knowledge) }
        if let knowledge = StateLayouts.known(State.self) {
            slot.remember(knowledge)
            return object(state, as: knowledge)
        }
        let object = encoded(state)
        slot.remember(StateLayouts.learn(from: state, encoded: object))
        return object
    }

    private static func object<State: Encodable>(_ state: State, as knowledge: StateLayouts.Knowledge) -> JSONObject {
        switch knowledge {
        case .layout(let layout): StateLayouts.read(state, layout)
        case .encoder: encoded(state)
        }
    }

    /// `state` through `Encoder` and its own `encode(to:)`, whatever its layout.
    static func encoded(_ state: some Encodable) -> JSONObject {
        value(state).objectValue ?? JSONObject()
    }

    /// Any value as JSON, through its `encode(to:)`.
    static func value(_ value: some Encodable) -> JSONValue {
        let root = Slot()
        try? value.encode(to: ValueEncoder(slot: root, codingPath: []))
        return root.resolved
    }
}

/// Where one encoded value lands. Containers hand out child slots, resolved into JSON once
/// encoding is over, so a nested container may still be written after its parent.
///
/// A plain member (a number, flag, text or null) is kept as its value, with no slot of its own:
/// a state is mostly such members, and a slot each, with the object's array rebuilt around
/// every write, cost 1.8k instructions per member (callgrind, issue #15). An object's members
/// are kept as the entries its JSON object takes, so a state of plain values resolves without
/// a copy; a nested container holds its place with null until it is resolved (`children`).
private final class Slot {
    private enum Shape { case value, object, array }

    // Unchecked: a slot lives within one `StateEncoder.object` call on one thread, and the
    // runtime's access check on each read and write of these (two per member written) cost a
    // fifth of encoding a state (callgrind, parallax-list: 10k instructions a frame).
    @exclusivity(unchecked) private var shape = Shape.value
    @exclusivity(unchecked) private var value = JSONValue.null
    @exclusivity(unchecked) private var members: [JSONObject.Entry] = []
    @exclusivity(unchecked) private var elements: [JSONValue] = []
    /// The nested containers, by their index among `members` or `elements`.
    @exclusivity(unchecked) private var children: [(index: Int, slot: Slot)] = []
    /// One bit per key written, chosen by its length and its first and last bytes
    /// (`Slot.keyBit`): a key whose bit is clear is new without a search.
    @exclusivity(unchecked) private var keyBits: UInt64 = 0

    var resolved: JSONValue {
        switch shape {
        case .value: return value
        case .object:
            // `set` keeps keys unique, so the entries go in as they are, without a search per key.
            guard !children.isEmpty else { return .object(JSONObject(uniqueEntries: members)) }
            var members = members
            for child in children { members[child.index].value = child.slot.resolved }
            return .object(JSONObject(uniqueEntries: members))
        case .array:
            guard !children.isEmpty else { return .array(elements) }
            var elements = elements
            for child in children { elements[child.index] = child.slot.resolved }
            return .array(elements)
        }
    }

    /// Makes this slot `value`, whatever it held.
    func assign(_ value: JSONValue) {
        shape = .value
        self.value = value
        members = []
        elements = []
        children = []
        keyBits = 0
    }

    /// Writes `value` under `key`, replacing an earlier member of the same name (a nested
    /// container there included); returns the member's index.
    @discardableResult
    func set(_ key: String, _ value: JSONValue) -> Int {
        becomeObject()
        // A bit first: a synthesized `encode(to:)` never repeats a key, so the search nearly
        // always fails, and comparing two different keys of one length cost 60 instructions a
        // pair. A bit not seen yet needs no search at all. By length alone, 4 of the article
        // state's 11 keys searched (5 comparisons, 1k instructions a frame); with the first and
        // last bytes none does (callgrind, issue #15).
        let bit = Self.keyBit(key)
        if keyBits & bit != 0, let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
            children.removeAll { $0.index == index }
            return index
        }
        keyBits |= bit
        members.append(JSONObject.Entry(key: key, value: value))
        return members.count - 1
    }

    /// A key's bit among 64: its UTF-8 length and first and last bytes, mixed. Read from the
    /// string's own bytes: `utf8.last` walked back through the view's indices, 150
    /// instructions a key.
    private static func keyBit(_ key: String) -> UInt64 {
        let bit = key.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            guard let first = bytes.first, let last = bytes.last else { return 1 }
            let mixed = (UInt64(bytes.count) &* 0x9E37_79B9) ^ (UInt64(first) &* 31) ^ (UInt64(last) &* 0x85EB_CA6B)
            return 1 << ((mixed >> 7) % 64)
        }
        // A string without contiguous UTF-8 (bridged): its length alone.
        return bit ?? 1 << UInt64(key.utf8.count % 64)
    }

    func child(_ key: String) -> Slot {
        let slot = Slot()
        children.append((set(key, .null), slot))
        return slot
    }

    func append(_ value: JSONValue) {
        becomeArray()
        elements.append(value)
    }

    func appended() -> Slot {
        let slot = Slot()
        append(.null)
        children.append((elements.count - 1, slot))
        return slot
    }

    func becomeObject() {
        if shape == .object { return }
        assign(.null)
        shape = .object
        // A state's members, in one allocation: growing 1, 2, 4, 8, 16 copied them four times.
        members.reserveCapacity(16)
    }

    func becomeArray() {
        if shape == .array { return }
        assign(.null)
        shape = .array
    }

    var count: Int { shape == .array ? elements.count : 0 }

    /// A plain value as it is; anything else written through its own `encode(to:)` into a
    /// slot `makeSlot` gives (called only then).
    static func member(_ value: some Encodable, at path: @autoclosure () -> [any CodingKey], makeSlot: () -> Slot) throws
        -> JSONValue?
    {
        // The type compared, not the value cast: a failed cast (`value as Double` on a struct of
        // the state) asks the runtime every time, four failures for every struct in a list
        // (the semi-modal's card frames, callgrind, issue #15).
        let type = Swift.type(of: value)
        if type == Double.self, let number = value as? Double { return .number(number) }
        if type == Int.self, let number = value as? Int { return .number(Double(number)) }
        if type == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if type == String.self, let text = value as? String { return .string(text) }
        try value.encode(to: ValueEncoder(slot: makeSlot(), codingPath: path()))
        return nil
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

    mutating func encodeNil(forKey key: Key) throws { slot.set(key.stringValue, .null) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let name = key.stringValue
        if let member = try Slot.member(value, at: codingPath + [key], makeSlot: { slot.child(name) }) {
            slot.set(name, member)
        }
    }
    // The plain values a state is made of, without the generic path: the scene's synthesized
    // `encode(to:)` reaches this container through an existential, unspecialized, where each
    // value cost a dynamic cast and a coding path array (callgrind, issue #15).
    mutating func encode(_ value: Double, forKey key: Key) throws { slot.set(key.stringValue, .number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { slot.set(key.stringValue, .number(Double(value))) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { slot.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { slot.set(key.stringValue, .string(value)) }
    // Every declared state value is present in every frame: an absent optional is null.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
    // The other number types too: without these, the standard library's versions leave a nil
    // out instead of writing null.
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, key) }

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

    mutating func encodeNil() throws { slot.append(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        if let member = try Slot.member(value, at: codingPath, makeSlot: slot.appended) { slot.append(member) }
    }
    mutating func encode(_ value: Double) throws { slot.append(.number(value)) }
    mutating func encode(_ value: Int) throws { slot.append(.number(Double(value))) }
    mutating func encode(_ value: Bool) throws { slot.append(.bool(value)) }
    mutating func encode(_ value: String) throws { slot.append(.string(value)) }
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

    mutating func encodeNil() throws { slot.assign(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        // Every other number type ends here: its `encode(to:)` hands itself to a single-value
        // container, and going round `member` again would call that `encode(to:)` again, for
        // ever (a `Float` in a state overflowed the stack).
        if let number = Self.number(value) { return slot.assign(.number(number)) }
        if let member = try Slot.member(value, at: codingPath, makeSlot: { slot }) {
            slot.assign(member)
        }
    }

    /// Any integer or floating-point value but `Double` and `Int` (which `Slot.member` takes
    /// first) as a `Double`: a `Float` by its shortest decimal, so `Float(0.1)` is 0.1, not
    /// 0.10000000149011612; integers past 2^53 to the nearest `Double`, as JSON reads them.
    private static func number(_ value: some Encodable) -> Double? {
        // The types compared first, as `Slot.member` does: a failed cast asks the runtime each
        // time, and strings and flags (an enum's raw value, an optional's payload) come here too.
        let type = Swift.type(of: value)
        if type == Double.self, let double = value as? Double { return double }
        if type == String.self || type == Bool.self { return nil }
        if let integer = value as? any BinaryInteger { return Double(integer) }
        guard let floating = value as? any BinaryFloatingPoint else { return nil }
        return Double("\(floating)") ?? Double(floating)
    }
}
