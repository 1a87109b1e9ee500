/// Bytes appended to one growing allocation that this value alone owns, for the JSON writer and
/// the number and string formats it calls.
///
/// Why not `[UInt8]`: `Array.append(contentsOf:)` took 87 instructions to copy a number's
/// dozen digits, most of them in its generic sequence machinery, and every single-byte append
/// asked whether the buffer was shared. A frame's delta makes about fifty such copies and a
/// hundred single bytes: 4k of its 76k instructions (callgrind, 5 sessions looping the
/// article's fling, issue 15). Here an append is a capacity check and a copy.
///
/// Not copyable, so no two values ever write to the same memory; the bytes leave as an array
/// (`array`), copied once.
struct ByteSink: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toFit: 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(toFit: bytes.count) }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// `,` when `comma`, then `"key":` for a key that needs no escape: one capacity check and
    /// one copy, where a byte at a time checked the capacity five times (a frame's every key).
    @inline(__always)
    mutating func appendKey(_ key: UnsafeBufferPointer<UInt8>, comma: Bool) {
        let total = key.count + (comma ? 4 : 3)
        if capacity - count < total { grow(toFit: total) }
        var next = start + count
        if comma {
            next.initialize(to: UInt8(ascii: ","))
            next += 1
        }
        next.initialize(to: UInt8(ascii: "\""))
        if let source = key.baseAddress { (next + 1).initialize(from: source, count: key.count) }
        (next + 1 + key.count).initialize(to: UInt8(ascii: "\""))
        (next + 2 + key.count).initialize(to: UInt8(ascii: ":"))
        count += total
    }

    /// A native or small string lends its UTF-8 as it is; `withUTF8` needs a `var` copy, a
    /// retain and a release (a delta's event writes its stream's epoch so, every frame).
    mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// The bytes written so far, as an array of their own.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Out of line: a buffer sized from the previous frame grows rarely, and the appends stay
    /// small enough to inline.
    @inline(never)
    private mutating func grow(toFit extra: Int) {
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
