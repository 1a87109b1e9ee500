extension JSONNumberFormat {
    /// The smallest magnitude `description` writes without an exponent: `0.0001`, but
    /// `9.999999999999999e-05` for the double below it (found by bisection, and no double among
    /// 2M random ones from 1e-5 to 1e-3 is on the other side).
    static let plainDecimalLowerLimit = 1e-4

    /// Writes a non-integer from 1e-4 to 2^53 as `description` would (`-76.21376310588985`,
    /// `0.30000000000000004`) and returns true, or returns false and writes nothing. A fling's
    /// frames are full of such full-precision numbers, and `appendShortest` took 667
    /// instructions for each; this takes 400, writing and appending the digits 270 of them
    /// (callgrind, 1,000 of a spring's numbers; `append` as a whole 565, about 830 before).
    ///
    /// Swift writes the fewest significant digits that parse back to the number and, among
    /// equally few, the decimal nearest it, an exact tie going to the even last digit (seen
    /// for 2^50 + 0.25, written `…624.2`, and compared for hundreds of millions of doubles).
    /// This finds the same decimal with Schubfach's choice of length (Giulietti, "The
    /// Schubfach way to render doubles", 2020), in exact integer arithmetic, which the range
    /// makes small: v = c · 2^q with c < 2^53 and q from -66 (1e-4 is above 2^-14) to -1 (a
    /// number from 2^52 on is whole), so v · 10^k = c · 5^k / 2^(-q-k), and c · 5^k fits in
    /// 128 bits for any k up to 20 (`WideProduct`).
    ///
    /// The decimals that parse to v lie within half the gap to each neighbour, an interval of
    /// width 2^q (3/4 of it when c = 2^52, whose lower neighbour is nearer). For n such that
    /// 10^-n ≤ width < 10^(1-n), the interval holds at most one decimal of n - 1 fractional
    /// digits and at least one of n. If it holds one of n - 1, that one is the shortest;
    /// otherwise the shortest have n, and the nearest of them is v · 10^n rounded down or up,
    /// whichever lies in the interval, the nearer if both do. The interval's ends have 18 or
    /// more significant digits here ((2c ± 1) · 2^(q-1) has 1 - q fractional digits), where
    /// 17 always suffice, so whether an end counts does not matter; they are left out. Every
    /// candidate shares v's leading digit's place: a power of ten inside the interval would
    /// itself be the one candidate of n - 1 digits.
    static func appendShortestDecimal(_ number: Double, to bytes: inout ByteSink) -> Bool {
        let magnitude = number.magnitude
        guard magnitude >= plainDecimalLowerLimit, magnitude < exactIntegerLimit else { return false }
        let exponent = Int(magnitude.exponentBitPattern) - 1075  // q
        guard exponent < 0 else { return false }  // a whole number: not this path's
        let significand = magnitude.significandBitPattern | (1 << 52)  // c
        let nearerBelow = magnitude.significandBitPattern == 0
        let digits = fractionDigits(exponent: exponent, nearerBelow: nearerBelow)  // n
        let shift = -exponent - digits  // v · 10^n = c · 5^n / 2^shift, shift from 0 to 46
        let fivePower = powersOfFive[digits - 1]
        let scaled = WideProduct(significand, fivePower)  // v · 10^(n-1) · 2^(shift+1)

        var decimal: UInt64
        var fractionDigits = digits - 1
        if let one = nearestInInterval(scaled, shift: shift + 1, fivePower: fivePower, nearerBelow: nearerBelow) {
            decimal = one
        } else if let nearest = nearestInInterval(
            scaled.times(5), shift: shift, fivePower: fivePower * 5, nearerBelow: nearerBelow)
        {
            decimal = nearest
            fractionDigits = digits
        } else {
            return false  // cannot happen: the interval holds a decimal of n digits
        }
        while decimal % 10 == 0, fractionDigits > 0 {  // only a decimal of n - 1 digits has any
            decimal /= 10
            fractionDigits -= 1
        }
        guard fractionDigits > 0 else { return false }  // whole: cannot happen below 2^52
        appendFixedPoint(UInt(decimal), fractionDigits: fractionDigits, negative: number < 0, to: &bytes)
        return true
    }

    /// n, for 10^-n ≤ the interval's width < 10^(1-n): -⌊log10(2^q)⌋, or -⌊log10(3/4 · 2^q)⌋
    /// when the lower neighbour is nearer, with the fixed-point logarithms of Ryū and Schubfach
    /// (each exact far beyond q's range here; the tests check every q in it).
    static func fractionDigits(exponent: Int, nearerBelow: Bool) -> Int {
        nearerBelow ? -((exponent * 1_262_611 - 524_031) >> 22) : -((exponent * 78_913) >> 18)
    }

    /// 5^0 to 5^20: every one fits in 47 bits.
    static let powersOfFive: [UInt64] = (0..<21).map { power in
        (0..<power).reduce(1) { product, _ in product * 5 }
    }

    /// The integer nearest x = `scaled` / 2^`shift` that lies in the interval, with x = v · 10^k
    /// and `fivePower` = 5^k, or nil when none does. The interval's half-width at this scale
    /// is 2^(q-1) · 10^k = 5^k / 2^(shift+1) above x, a quarter of 5^k / 2^shift below it when
    /// the lower neighbour is nearer. So for x = ⌊x⌋ + rest / 2^shift, ⌊x⌋ lies in the interval
    /// when 2 · rest < 5^k (4 · rest), and ⌊x⌋ + 1 when 2 · (2^shift - rest) < 5^k; both fit in
    /// 64 bits, with shift ≤ 47 and 5^k < 2^47.
    @inline(__always)
    private static func nearestInInterval(
        _ scaled: WideProduct, shift: Int, fivePower: UInt64, nearerBelow: Bool
    ) -> UInt64? {
        // Masking shifts: shift is below 64, and Swift's checked ones branch on it.
        let below = scaled.shiftedDown(shift)
        let unit: UInt64 = 1 &<< shift
        let rest = scaled.low & (unit &- 1)
        let belowIn = (nearerBelow ? 4 * rest : 2 * rest) < fivePower
        let aboveIn = 2 * (unit - rest) < fivePower
        switch (belowIn, aboveIn) {
        case (true, true):
            if 2 * rest < unit { return below }
            if 2 * rest > unit { return below + 1 }
            return below % 2 == 0 ? below : below + 1  // an exact tie: the even digit
        case (true, false): return below
        case (false, true): return below + 1
        case (false, false): return nil
        }
    }
}

/// The few 128-bit operations the path needs, on two words: `UInt128` needs macOS 15 and
/// iOS 18, and the package builds for macOS 14 and iOS 17.
struct WideProduct {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init(_ a: UInt64, _ b: UInt64) {
        (high, low) = a.multipliedFullWidth(by: b)
    }

    /// The product by a small `factor` (5), which keeps it below 2^128.
    func times(_ factor: UInt64) -> WideProduct {
        let (carry, low) = low.multipliedFullWidth(by: factor)
        return WideProduct(high: high &* factor &+ carry, low: low)
    }

    /// The bits from `shift` (0 to 63) up, as one word: the caller's quotient fits in one.
    func shiftedDown(_ shift: Int) -> UInt64 {
        shift == 0 ? low : (low &>> shift) | (high &<< (64 - shift))
    }
}
