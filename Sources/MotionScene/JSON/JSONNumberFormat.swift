/// Numbers as `JSONWriter` writes them, appended as bytes: whole numbers below 2^53 as
/// integers (`244`, and `-0` as `0`), anything else in Swift's shortest round-trip
/// `description` (`0.1`, `1e+16`), non-finite as `null`.
enum JSONNumberFormat {
    /// 2^53: every whole number below it is exact and prints without exponent.
    static let exactIntegerLimit = 9_007_199_254_740_992.0

    static func append(_ number: Double, to bytes: inout ByteSink) {
        guard number.isFinite else {
            bytes.append([0x6E, 0x75, 0x6C, 0x6C])  // null
            return
        }
        // Whole when it converts to an integer and back unchanged: the conversion is one
        // instruction, where `rounded()` called the C library's `round`, 18 instructions for
        // each of a frame's numbers (callgrind, issue 15). In range first, so it cannot trap.
        if abs(number) < exactIntegerLimit, number == Double(Int64(number)) {
            appendInteger(Int64(number), to: &bytes)
        } else if !appendDecimal(number, to: &bytes), !appendShortestDecimal(number, to: &bytes) {
            appendShortest(number, to: &bytes)
        }
    }

    /// `number.description`'s bytes without the `String`: `Double.write(to:)` hands its digits
    /// to the stream's `_writeASCII` straight from a stack buffer, where `description` built a
    /// string (on the heap past 15 bytes) only to copy and free it. Only numbers outside the
    /// exact printers' ranges come here (above 2^53, below 1e-4, exponents).
    static func appendShortest(_ number: Double, to bytes: inout ByteSink) {
        var stream = ASCIIAppender()
        number.write(to: &stream)
        bytes.append(stream.bytes)
    }

    /// A text stream onto a byte array. `_writeASCII` is the standard library's hook for
    /// streams that take ASCII bytes as they are; `write(_:)` keeps the bytes right should a
    /// writer ever use it instead (only slower). (A stream must be copyable, so it cannot be
    /// the sink itself.)
    private struct ASCIIAppender: TextOutputStream {
        var bytes: [UInt8] = []

        mutating func write(_ string: String) {
            bytes.append(contentsOf: string.utf8)
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: buffer)
        }
    }

    /// Decimal digits of `value`, written back to front into a small stack buffer, two digits
    /// a division (`appendFixedPoint`'s pairs).
    static func appendInteger(_ value: Int64, to bytes: inout ByteSink) {
        var magnitude = UInt(value.magnitude)
        // 2^53 has 16 digits; a sign and 20 digits hold any Int64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
            var start = 21
            while magnitude >= 100 {
                start -= 2
                writePair(magnitude % 100, at: start, in: buffer)
                magnitude /= 100
            }
            if magnitude >= 10 {
                start -= 2
                writePair(magnitude, at: start, in: buffer)
            } else {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude)
            }
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(UnsafeBufferPointer(rebasing: buffer[start..<21]))
        }
    }
}
