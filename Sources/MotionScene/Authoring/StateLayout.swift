import Foundation

/// A scene state's members read from its stored properties, in place of its `encode(to:)`.
///
/// A state is published as its properties: each one's name and value, in declaration order
/// (`SceneState`). Through `Encoder`, a synthesized `encode(to:)` reaches the encoder's
/// containers through existentials, about 470 instructions a member: 5.2k of the article's
/// frame, an eighth of it (callgrind, issue #15). Read at their offsets, numbers, flags and
/// strings cost a load each; any other member (an array, a nested struct) is still encoded
/// through `Encoder`, on its own.
///
/// A type's first state is encoded both ways (`StateLayouts.learn`), and its layout is used
/// only when the two objects are equal: same keys, same order, same values. A state whose own
/// `encode(to:)` or `CodingKeys` publishes anything else (renamed keys, a member left out,
/// a value computed) is told apart there and goes on through `Encoder`. What that first
/// state cannot show — an `encode(to:)` that writes its properties as they are on one frame
/// and otherwise on another — breaks `SceneState`'s rule that the names and values are the
/// properties' own.
struct StateLayout: Sendable {
    struct Member: Sendable {
        let key: String
        let offset: Int
        let kind: Kind
    }

    enum Kind: Sendable {
        case double, int, bool, string
        case optionalDouble, optionalInt, optionalBool, optionalString
        /// Any other `Encodable` value: encoded through `Encoder` on its own.
        case encodable(any (Encodable & Sendable).Type)
    }

    let members: [Member]

    /// The layout of struct type `type`'s stored properties, or nil when the runtime cannot
    /// list them or one of them is not `Encodable` (then the type must have its own
    /// `encode(to:)`, which only `Encoder` can follow) or not `Sendable` (a state declared
    /// `@unchecked Sendable`; the layout is shared between threads).
    init?(_ type: Any.Type) {
        guard let fields = StoredFields.named(type) else { return nil }
        var members: [Member] = []
        members.reserveCapacity(fields.count)
        for (name, field) in fields {
            guard let kind = Self.kind(of: field.type) else { return nil }
            members.append(Member(key: name, offset: field.offset, kind: kind))
        }
        self.members = members
    }

    private init(members: [Member]) {
        self.members = members
    }

    /// This layout with the keys of `object`, one for each member in the same order.
    func withKeys(of object: JSONObject) -> StateLayout {
        StateLayout(members: zip(members, object.entries).map { Member(key: $1.key, offset: $0.offset, kind: $0.kind) })
    }

    private static func kind(of type: Any.Type) -> Kind? {
        switch type {
        case is Double.Type: .double
        case is Int.Type: .int
        case is Bool.Type: .bool
        case is String.Type: .string
        case is Double?.Type: .optionalDouble
        case is Int?.Type: .optionalInt
        case is Bool?.Type: .optionalBool
        case is String?.Type: .optionalString
        default: (type as? any (Encodable & Sendable).Type).map { .encodable($0) }
        }
    }

    /// The state object of the value at `base`, a value of the type this layout was made for.
    /// Values as `StateEncoder`'s containers make them: an `Int` as a number, nil as null.
    func object(reading base: UnsafeRawPointer) -> JSONObject {
        var entries: [JSONObject.Entry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            let field = base + member.offset
            let value: JSONValue
            switch member.kind {
            case .double: value = .number(field.load(as: Double.self))
            case .int: value = .number(Double(field.load(as: Int.self)))
            case .bool: value = .bool(field.load(as: Bool.self))
            case .string: value = .string(field.load(as: String.self))
            case .optionalDouble: value = field.load(as: Double?.self).map { .number($0) } ?? .null
            case .optionalInt: value = field.load(as: Int?.self).map { .number(Double($0)) } ?? .null
            case .optionalBool: value = field.load(as: Bool?.self).map { .bool($0) } ?? .null
            case .optionalString: value = field.load(as: String?.self).map { .string($0) } ?? .null
            case .encodable(let type): value = Self.encode(type, at: field)
            }
            entries.append(JSONObject.Entry(key: member.key, value: value))
        }
        // Stored properties have distinct names.
        return JSONObject(uniqueEntries: entries)
    }

    private static func encode<Value: Encodable>(_: Value.Type, at field: UnsafeRawPointer) -> JSONValue {
        StateEncoder.value(field.load(as: Value.self))
    }
}

/// What is known of each state type: its layout, or that it is encoded through `Encoder`.
/// Shared by every scene and thread; a type is learned once. Not `DeclarationCache`: that is
/// asked when a scene starts, this on every frame, where a key of one word spares hashing a
/// kind's name and casting the value back from `any Sendable`.
enum StateLayouts {
    enum Knowledge: Sendable {
        case layout(StateLayout)
        case encoder
    }

    /// What was learned of `type`, nil before its first state.
    static func known(_ type: Any.Type) -> Knowledge? {
        lock.withLock { learned[ObjectIdentifier(type)] }
    }

    /// Learns from `state`, `encoded` through `Encoder`, whether its type's layout gives the
    /// same object; returns what it learned.
    @discardableResult
    static func learn<State: Encodable>(from state: State, encoded: JSONObject) -> Knowledge {
        let knowledge: Knowledge
        if let layout = StateLayout(State.self), read(state, layout) == encoded {
            // The same keys, but the encoder's: a synthesized `CodingKeys` gives string
            // literals, which are never counted; a name the runtime gave is a string of its own,
            // retained and released with every frame when longer than 15 bytes.
            knowledge = .layout(layout.withKeys(of: encoded))
        } else {
            knowledge = .encoder
        }
        lock.withLock { learned[ObjectIdentifier(State.self)] = knowledge }
        return knowledge
    }

    static func read<State>(_ state: State, _ layout: StateLayout) -> JSONObject {
        // A state without stored properties may have no address to read from.
        guard !layout.members.isEmpty else { return JSONObject() }
        return withUnsafeBytes(of: state) { bytes in
            bytes.baseAddress.map(layout.object(reading:)) ?? JSONObject()
        }
    }

    private static let lock = NSLock()
    // Guarded by `lock`; an entry is written once per type, and only ever added.
    nonisolated(unsafe) private static var learned: [ObjectIdentifier: Knowledge] = [:]
}
