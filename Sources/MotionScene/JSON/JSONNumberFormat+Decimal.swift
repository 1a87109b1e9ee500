extension JSONNumberFormat {
    /// The most fractional digits the fast path writes. Chosen because layout numbers (`123.5`,
    /// `0.73`, `375.333`) have a few, a spring's have 15 or more, and 8 keeps every number below
    /// 2^26 (far past any coordinate) in reach.
    static let decimalFractionDigitsLimit = 8

    /// Writes a non-integer with at most `decimalFractionDigitsLimit` fractional digits as
    /// `description` would (`123.5`, `-0.0625`) and returns true, or returns false and writes
    /// nothing. `appendShortest` took 550 to 650 instructions a number, a twentieth of a frame's
    /// work, and most of a frame's numbers are short: this takes 250 to 300 for `123.5` or
    /// `0.73` and adds about 70 to a number it declines, such as `311.28374519283746`
    /// (callgrind).
    ///
    /// Why the bytes are `description`'s, for v = |number|: let P = 10^n for the largest n up
    /// to the limit with P · ulp(v) < 1 (so v · P < 2^53). Every real that parses to v lies
    /// within ulp(v)/2 of it (a quarter below a power of two), a span narrower than 1/P, so at
    /// most one decimal of n fractional digits parses to v: c / P, for c the integer nearest
    /// v · P. `c / P == v` proves it does: c and P are exact, and IEEE division rounds the
    /// quotient as a correct parser rounds the decimal. A decimal of fewer significant digits
    /// that parses to v has at most n fractional digits (its leading digit is in v's place, or
    /// it is a power of ten), so padded with zeros it is c / P too: c / P without its trailing
    /// zeros is the shortest, the only one Swift's shortest round-trip ("always short") can
    /// write. From 1e-3 to 1e15 Swift writes it plainly (`0.0001` but `1e-05`; exponents past
    /// 2^53). Outside that, and when no decimal of n digits parses to v, the slow path answers.
    static func appendDecimal(_ number: Double, to bytes: inout ByteSink) -> Bool {
        let magnitude = number.magnitude
        guard magnitude >= 1e-3, magnitude < 1e15 else { return false }  // NaN fails too
        var fractionDigits = decimalFractionDigitsLimit
        var scale = 1e8  // 10^decimalFractionDigitsLimit; a tenth of a power of ten is exact
        while scale * magnitude.ulp >= 1 {
            fractionDigits -= 1
            guard fractionDigits > 0 else { return false }
            scale /= 10
        }
        guard let nearest = nearestInteger(toProductOf: magnitude, and: scale),
            Double(nearest) / scale == magnitude
        else { return false }
        var digits = UInt(bitPattern: nearest)  // unsigned divides by 10 in fewer instructions
        // Trailing zeros, 4, 2 and 1 at a time: 0 to 7 of them in three steps, where one at a
        // time took up to seven (17 instructions each).
        if fractionDigits > 4, digits % 10_000 == 0 {
            digits /= 10_000
            fractionDigits -= 4
        }
        if fractionDigits > 2, digits % 100 == 0 {
            digits /= 100
            fractionDigits -= 2
        }
        if fractionDigits > 1, digits % 10 == 0 {
            digits /= 10
            fractionDigits -= 1
        }
        guard digits % 10 != 0 else { return false }  // a whole number: not this path's
        appendFixedPoint(digits, fractionDigits: fractionDigits, negative: number < 0, to: &bytes)
        return true
    }

    /// The integer nearest the exact product `value` · `scale`, which is below 2^53 here, or nil
    /// on an exact tie (no decimal of this length parses to `value` then). The rounded product
    /// is within half its ulp of the exact one and, off a half, at least a whole ulp from the
    /// half, so it has the same nearest integer; on a half, the sign of its rounding error,
    /// which `fma` gives exactly, decides. From 2^52 the product is whole, and a tie there is
    /// refused by `appendDecimal`'s check. A wrong answer here could only fail that check,
    /// never write a wrong decimal. Truncating floors here, cheaper than `floor`; `Int`
    /// converts in one instruction where `UInt64` takes a dozen.
    private static func nearestInteger(toProductOf value: Double, and scale: Double) -> Int? {
        let product = value * scale
        let whole = Int(product)
        let fraction = product - Double(whole)  // exact: both are multiples of product's ulp
        if fraction < 0.5 { return whole }
        if fraction > 0.5 { return whole + 1 }
        let error = (-product).addingProduct(value, scale)
        if error > 0 { return whole + 1 }
        if error < 0 { return whole }
        return nil
    }

    /// `digits` with a point before its last `fractionDigits` (a `0` before the point, and zeros
    /// after it, when the number is below 1), back to front into a stack buffer, two digits a
    /// division: a full-precision number's 17 digits took 254 instructions one at a time, 180 so.
    /// Shared with `appendShortestDecimal`.
    static func appendFixedPoint(
        _ digits: UInt, fractionDigits: Int, negative: Bool, to bytes: inout ByteSink
    ) {
        var remaining = digits
        // Below 2^53 17 digits, a point and a sign fit; from 1e-4 up, a sign, `0.` and at most
        // 20 fractional digits (23).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = 24
            var fraction = fractionDigits
            while fraction >= 2 {
                start -= 2
                writePair(remaining % 100, at: start, in: buffer)
                remaining /= 100
                fraction -= 2
            }
            if fraction == 1 {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            }
            start -= 1
            buffer[start] = UInt8(ascii: ".")
            let point = start
            while remaining >= 10 {
                start -= 2
                writePair(remaining % 100, at: start, in: buffer)
                remaining /= 100
            }
            if remaining > 0 || start == point {  // the last digit, or the `0` of `0.`
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(remaining)
            }
            if negative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(UnsafeBufferPointer(rebasing: buffer[start..<24]))
        }
    }

    /// `00` to `99`, the two digits of each number below 100, as a literal: its bytes are in the
    /// binary, where a `static let` array was reached through a `swift_once` check on every
    /// pair, 13 a frame of the article's fling (callgrind, issue #15).
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    @inline(__always)
    static func writePair(_ pair: UInt, at index: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        buffer[index] = pairs[Int(2 * pair)]
        buffer[index + 1] = pairs[Int(2 * pair) + 1]
    }
}
