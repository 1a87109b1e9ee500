/// Reads and writes one stored property of a struct at its byte offset, which
/// `MemoryLayout.offset(of:)` gives for a key path made only of stored properties.
///
/// Why not the key path itself: a declaration's reader and writer live in this module and are
/// not specialized for the scene, and there `root[keyPath:]` walks the key path's components at
/// run time. A tunable's path goes through `TuningBox`'s subscript, a key path inside a key path.
/// Reading the article's 2 parameters and 7 tunables cost 17k instructions a frame that way
/// (callgrind, issue #15); the offset makes each read one copy.
///
/// The standard library documents the two as equivalent: when `offset(of:)` returns a value,
/// "accessing the value by key path or by an offset pointer are equivalent". A stored
/// property's memory is bound to the property's type, so the typed pointer below is valid.
struct StoredPropertyAccess<Root, Value>: Sendable {
    let offset: Int

    /// `nil` when the path has a computed step, or `Root` is not a struct: then only the key
    /// path can reach the value.
    init?(_ keyPath: PartialKeyPath<Root>) {
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
        self.offset = offset
    }

    /// A property `inner` of the value stored at `outer`, as `TuningBox` holds the tuning.
    init?<Middle>(_ outer: KeyPath<Root, Middle>, then inner: KeyPath<Middle, Value>) {
        guard let outerOffset = MemoryLayout<Root>.offset(of: outer), let innerOffset = MemoryLayout<Middle>.offset(of: inner)
        else { return nil }
        offset = outerOffset + innerOffset
    }

    func read(_ root: Root) -> Value {
        withUnsafeBytes(of: root) { read(at: $0.baseAddress!) }
    }

    /// The property of the `Root` value at `root`.
    func read(at root: UnsafeRawPointer) -> Value {
        (root + offset).assumingMemoryBound(to: Value.self).pointee
    }

    /// Sets the property of the `Root` value at `root`.
    func write(_ value: Value, at root: UnsafeMutableRawPointer) {
        (root + offset).assumingMemoryBound(to: Value.self).pointee = value
    }

    func write(_ value: Value, into root: inout Root) {
        withUnsafeMutableBytes(of: &root) { write(value, at: $0.baseAddress!) }
    }
}
