@_spi(Reflection) import Swift

/// A struct's stored properties read straight from its bytes, for the motion search
/// (`MotionDetector`). Taking a child out of a `Mirror` builds its label and boxes it: about
/// 7,000 instructions a child, a quarter of an article frame's computation, every frame
/// (callgrind, issue #15). The field list comes once per type from the runtime's reflection
/// metadata through the standard library's `_forEachField` (SPI, in the standard library since
/// Swift 5.2, the same metadata `Mirror` reads); reading a field is then a load at its offset.
/// This file is the only user of that SPI.
enum StoredFields {
    struct Field: Sendable {
        let offset: Int
        let type: Any.Type
    }

    /// The stored fields of struct type `type`, in declaration order (the order of its mirror's
    /// children), or nil when the runtime cannot list them or one of them is `weak` or
    /// `unowned`: such a field's storage is not a value of its type, and loading it as one would
    /// be wrong. `_forEachFieldWithKeyPath` stops at exactly those fields, so it tells.
    static func of(_ type: Any.Type) -> [Field]? {
        named(type)?.map(\.field)
    }

    /// `of(_:)` with each field's name, the property's own (what a synthesized `Encodable`
    /// uses as its key; the published state reads its members so, `StateLayout`).
    static func named(_ type: Any.Type) -> [(name: String, field: Field)]? {
        func allStrong<Root>(_: Root.Type) -> Bool { _forEachFieldWithKeyPath(of: Root.self) { _, _ in true } }
        guard _openExistential(type, do: allStrong) else { return nil }
        var fields: [(name: String, field: Field)] = []
        let listed = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            fields.append((String(cString: name), Field(offset: offset, type: fieldType)))
            return true
        }
        return listed ? fields : nil
    }

    /// `body` given the bytes of `subject`, a value of a struct type with stored fields.
    static func withBytes(of subject: Any, _ body: (UnsafeRawPointer) -> Bool) -> Bool {
        func read<Subject>(_ value: Subject) -> Bool {
            withUnsafeBytes(of: value) { bytes in bytes.baseAddress.map(body) ?? false }
        }
        return _openExistential(subject, do: read)
    }

    /// Whether `test` holds for the value of any of `fields` in `subject`, a value of the struct
    /// type they were listed for; stops at the first that does.
    static func contains(in subject: Any, _ fields: [Field], where test: (Any) -> Bool) -> Bool {
        func read<Subject>(_ value: Subject) -> Bool {
            withUnsafeBytes(of: value) { bytes in
                guard let base = bytes.baseAddress else { return false }
                return fields.contains { field in
                    func load<Value>(_: Value.Type) -> Any { (base + field.offset).load(as: Value.self) }
                    return test(_openExistential(field.type, do: load))
                }
            }
        }
        return _openExistential(subject, do: read)
    }
}
