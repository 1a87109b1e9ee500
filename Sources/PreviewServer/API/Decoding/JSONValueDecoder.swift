import MotionScene

/// A `Decoder` over the project's `JSONValue`: how request bodies (and the journal's stored
/// inputs) become their `Decodable` request types.
///
/// Chosen over Foundation's `JSONDecoder` so that the project's strict `JSONParser` stays the
/// one reader of body text: it refuses duplicate keys, non-finite numbers and hostile nesting,
/// and reads every number as the `Double` the scenes' specs and the store compare bit for bit.
/// `JSONDecoder` would take the last of two equal keys, read numbers by its own rules (`1e20`
/// is no `Int`), and hand `set`, `params` and `args` over as unordered dictionaries, so which
/// bad value an error names would depend on hashing. Stored inputs are `JSONObject`s already
/// and decode here without being written out again.
///
/// One rule differs from `JSONDecoder`: an explicit `null` is a value of the wrong type, not a
/// missing key, so `{"scene": null}` is refused naming `scene` (as the protocol always did).
/// Keys keep the body's order (`allKeys`), so "the first unknown key" is the body's first.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedContainer<Key>(object: try object(), codingPath: codingPath))
    }

    /// The value as an object, or the mismatch every keyed read throws.
    func object() throws -> JSONObject {
        guard case .object(let object) = value else { throw mismatch(JSONObject.self, expected: "an object") }
        return object
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self, expected: "an array") }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The value is not the `expected` kind. The description reads after the field's name:
    /// "'speed' must be a number, not a string" (`APIError(_: DecodingError)`).
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        .typeMismatch(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "must be \(expected), not \(value.typeDescription)"))
    }
}

/// A single value: the primitives read straight from the parsed value, with no conversions.
extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type, expected: "a boolean") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type, expected: "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type, expected: "a number") }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float {
        guard case .number(let number) = value, let single = Float(exactly: number) else {
            throw mismatch(type, expected: "a number a Float holds exactly")
        }
        return single
    }

    /// Integers only from numbers that are exactly one: `1.5` and `1e20` are refused, never
    /// rounded or clamped.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard case .number(let number) = value, let whole = Integer(exactly: number) else {
            throw mismatch(type, expected: "a whole number between \(Integer.min) and \(Integer.max)")
        }
        return whole
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}
