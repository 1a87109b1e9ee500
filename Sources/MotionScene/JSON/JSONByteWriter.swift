/// Compact JSON written straight into a byte buffer, the project's one JSON format (`JSONWriter`
/// writes a `JSONValue` through it): no spaces, keys in their order, whole numbers without a
/// fraction, other numbers in shortest round-trip form, non-finite numbers as `null`, and
/// `JSONStringEscaping`'s escapes. Written without building a tree or a `String` first: a
/// frame's encoder writes fifty nodes sixty times a second (issue #15).
///
/// Separators are tracked by one flag: `{` and `[` clear it, every finished value sets it, and
/// the next key or element writes a comma when it is set.
///
/// Not copyable: it owns its buffer (`ByteSink`), and the bytes leave as an array once written.
public struct JSONByteWriter: ~Copyable {
    private var sink: ByteSink
    private var needsComma = false

    /// `capacity` is a guess at the size (a frame's previous size) so the buffer grows rarely.
    public init(capacity: Int = 1024) {
        sink = ByteSink(capacity: capacity)
    }

    /// The bytes written so far, as an array of their own.
    public var bytes: [UInt8] { sink.array }

    /// How many bytes are written so far.
    public var count: Int { sink.count }

    // MARK: - Structure

    public mutating func beginObject() {
        separate()
        sink.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        sink.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        sink.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        sink.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A key written in the source (ASCII, nothing to escape): `"key":`. A literal key comes
    /// here: the key from data is `key(escaping:)`, named apart because a literal picks a
    /// `String` overload over a `StaticString` one, and every literal key of a frame was
    /// searched for escapes (190 instructions a key, callgrind, issue #15).
    public mutating func key(_ name: StaticString) {
        if name.hasPointerRepresentation {
            sink.appendKey(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), comma: needsComma)
        } else {
            // A key of one Unicode scalar (a `StaticString` from a scalar literal).
            let comma = needsComma
            name.withUTF8Buffer { sink.appendKey($0, comma: comma) }
        }
        needsComma = false
    }

    /// A key from data (a parameter or state name), escaped like any string.
    public mutating func key(escaping name: String) {
        separate()
        appendQuoted(name)
        sink.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: - Values

    public mutating func null() {
        separate()
        appendLiteral("null")
        needsComma = true
    }

    public mutating func bool(_ flag: Bool) {
        separate()
        appendLiteral(flag ? "true" : "false")
        needsComma = true
    }

    public mutating func number(_ number: Double) {
        separate()
        JSONNumberFormat.append(number, to: &sink)
        needsComma = true
    }

    public mutating func string(_ text: String) {
        separate()
        appendQuoted(text)
        needsComma = true
    }

    /// `value`'s JSON: what `JSONWriter.bytes` gives, without building a `String` a scalar at a
    /// time (a delta that recoloured thirty nodes spent more there than in computing it).
    public static func bytes(_ value: JSONValue, capacity: Int = 256) -> [UInt8] {
        var writer = JSONByteWriter(capacity: capacity)
        writer.value(value)
        return writer.bytes
    }

    /// A whole tree, for the parts of a frame that are one already (the scene's state).
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let object): self.object(object)
        }
    }

    public mutating func object(_ object: JSONObject) {
        beginObject()
        for entry in object.entries {
            key(escaping: entry.key)
            value(entry.value)
        }
        endObject()
    }

    /// A list of strings, without wrapping each in a `JSONValue`.
    public mutating func strings(_ list: [String]) {
        beginArray()
        for text in list { string(text) }
        endArray()
    }

    // MARK: - Around the JSON

    /// Bytes that are not part of the JSON (an event's framing before or after it), as they
    /// are: the event and its JSON then share one buffer, where the JSON was copied into a
    /// second one behind its head (`EventEncoding.delta`).
    public mutating func raw(_ text: StaticString) {
        appendLiteral(text)
    }

    /// A whole number outside the JSON, in decimal digits (an event's id).
    public mutating func raw(_ value: Int) {
        JSONNumberFormat.appendInteger(Int64(value), to: &sink)
    }

    /// Text from data outside the JSON, as its UTF-8 bytes. (Not `raw(_:)`: a literal would
    /// pick a `String` overload over `StaticString`'s.)
    public mutating func raw(utf8 text: String) {
        sink.append(utf8: text)
    }

    /// Bytes outside the JSON, or JSON written before, as they are.
    public mutating func raw(bytes: [UInt8]) {
        sink.append(bytes)
    }

    // MARK: - Bytes

    private mutating func separate() {
        if needsComma { sink.append(UInt8(ascii: ",")) }
    }

    private mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { sink.append($0) }
    }

    private mutating func appendQuoted(_ text: String) {
        sink.append(UInt8(ascii: "\""))
        JSONStringEscaping.append(text, to: &sink)
        sink.append(UInt8(ascii: "\""))
    }
}
