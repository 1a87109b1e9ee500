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
    /// One key and its value. A struct rather than a tuple: an array's elements are destroyed
    /// through their type's value witnesses, and a tuple's are the runtime's generic ones, which
    /// look up each element's type every time. A frame frees some forty entries (its state, its
    /// parameters, its changes): as tuples they cost 0.9k more of its 70k instructions than as
    /// this struct (callgrind, the article's fling, issue 15).
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var entries: [Entry] = []

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
    init(uniqueEntries: [Entry]) {
        entries = uniqueEntries
    }

    /// The entries, for a delta that gives its lists back (`DeltaBuffers`).
    var entriesForRecycling: [Entry] {
        get { entries }
        _modify { yield &entries }
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
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }

    /// Adds `key`, which the object must not have yet: a delta's builders add each key once,
    /// where the subscript's search compared it with every key before it (5k instructions a
    /// frame in the article's fling, callgrind, issue 15).
    mutating func appendNew(_ key: String, _ value: JSONValue) {
        assert(self[key] == nil, "'\(key)' is in the object already")
        entries.append(Entry(key: key, value: value))
    }

    /// The entries as `(key, value)` pairs, so `for (key, value) in object` reads as it did.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Entry]>

        public mutating func next() -> (key: String, value: JSONValue)? {
            base.next().map { ($0.key, $0.value) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(base: entries.makeIterator())
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        // One object's copies share their entries: a frame's screen fields are the same storage
        // from frame to frame, and the delta compares them on every frame.
        lhs.entries.sharesStorage(with: rhs.entries) || lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
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
