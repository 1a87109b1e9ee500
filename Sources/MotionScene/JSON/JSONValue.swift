/// A JSON document as a value. Objects keep their keys in insertion order so that a frame
/// encodes to the same bytes every time (golden files and `ETag`s depend on it).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// A short name of the value's type for error messages ("a number", "an object").
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object whose keys keep the order in which they were first set.
public struct JSONObject: Hashable, Sendable, Sequence {
    public private(set) var entries: [(key: String, value: JSONValue)] = []

    public init() {}

    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        self.entries.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    /// A key given twice keeps its first place and its last value.
    public init(entries: [(String, JSONValue)]) {
        // Room for every entry at once: a frame's metrics (a literal of four) regrew the list
        // three times a frame (callgrind, the article's fling, issue #15).
        self.entries.reserveCapacity(entries.count)
        for (key, value) in entries { self[key] = value }
    }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Entries whose keys are known to be distinct, kept as they are (no search per key).
    init(uniqueEntries: [(key: String, value: JSONValue)]) {
        entries = uniqueEntries
    }

    public var keys: [String] { entries.map(\.key) }
    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    public subscript(key: String) -> JSONValue? {
        get { entries.first(where: { $0.key == key })?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// Adds `key`, which the object must not have yet: a delta's builders add each key once,
    /// where the subscript's search compared it with every key before it (5k instructions a
    /// frame in the article's fling, callgrind, issue 15).
    mutating func appendNew(_ key: String, _ value: JSONValue) {
        assert(self[key] == nil, "'\(key)' is in the object already")
        entries.append((key, value))
    }

    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        entries.makeIterator()
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        // One object's copies share their entries: a frame's screen fields are the same storage
        // from frame to frame, and the delta compares them on every frame.
        lhs.entries.sharesStorage(with: rhs.entries)
            || lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for (key, value) in entries {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(entries: elements))
    }
}
