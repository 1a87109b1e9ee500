/// Numbers as `JSONWriter` writes them, appended as bytes: whole numbers below 2^53 as
/// integers (`244`, and `-0` as `0`), anything else in Swift's shortest round-trip
/// `description` (`0.1`, `1e+16`), non-finite as `null`.
enum JSONNumberFormat {
    /// 2^53: every whole number below it is exact and prints without exponent.
    static let exactIntegerLimit = 9_007_199_254_740_992.0

    static func append(_ number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else {
            bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
            return
        }
        if number == number.rounded(), abs(number) < exactIntegerLimit {
            appendInteger(Int64(number), to: &bytes)
        } else {
            bytes.append(contentsOf: number.description.utf8)
        }
    }

    /// Decimal digits of `value`, written back to front into a small stack buffer.
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 2^53 has 16 digits; 20 holds any Int64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<20]))
        }
    }
}
