import Foundation
import Testing

@testable import MotionScene

/// The shortest-decimal path writes exactly `description`'s bytes for full-precision numbers,
/// and `append` sends them down it.
struct JSONNumberFormatShortestTests {
    /// Hand-written: what description writes, the edge and tie cases with why.
    static let written: [(Double, String)] = [
        (-76.21376310588985, "-76.21376310588985"), (320.2137631058898, "320.2137631058898"),
        (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"),
        (-2.0 / 3, "-0.6666666666666666"), (Double.pi, "3.141592653589793"),
        (1.0.nextUp, "1.0000000000000002"), (1.0.nextDown, "0.9999999999999999"),
        (0.1.nextDown, "0.09999999999999999"), (100.0.nextDown, "99.99999999999999"),
        (0.5.nextDown, "0.49999999999999994"), (0.1 + 0.7, "0.7999999999999999"),
        (1e-4, "0.0001"), (1e-4.nextUp, "0.00010000000000000002"),
        (0.000123456789012345678, "0.00012345678901234567"),  // 20 fractional digits
        (0x1p-13, "0.0001220703125"),  // a power of two: the lower neighbour is nearer
        (0x1p50 + 0.25, "1125899906842624.2"),  // .2 and .3 are as near: the even one
        (0x1p50 + 0.75, "1125899906842624.8"),
        (0x1p51 - 0.25, "2251799813685247.8"), (0x1p52 - 0.5, "4503599627370495.5"),
        (1e15 + 0.25, "1000000000000000.2"), (123456789012345.67, "123456789012345.67"),
    ]

    @Test("full-precision numbers are written as description writes them", arguments: written)
    func fullPrecision(value: Double, text: String) {
        var bytes = ByteSink()
        #expect(JSONNumberFormat.appendShortestDecimal(value, to: &bytes))
        #expect(String(decoding: bytes.array, as: UTF8.self) == text)
        bytes = ByteSink()
        JSONNumberFormat.append(value, to: &bytes)
        #expect(String(decoding: bytes.array, as: UTF8.self) == text)
    }

    /// Exponent forms (below 1e-4 and from 2^53), whole numbers and non-finite values are
    /// not this path's, and it writes nothing for them.
    static let declinedValues: [Double] = [
        1e-4.nextDown, 1e-05, 0x1p-14 * 1.5, .leastNonzeroMagnitude, 0x1p53, 0x1p53 + 2, 1e16, 1e300, 0x1p52,
        244, 0, -0.0, .nan, .infinity, -.infinity,
    ]

    @Test("the path declines what it does not write", arguments: declinedValues)
    func declined(value: Double) {
        var bytes = ByteSink()
        #expect(!JSONNumberFormat.appendShortestDecimal(value, to: &bytes))
        #expect(bytes.count == 0)
    }

    /// The choice of length rests on 10^-n ≤ width < 10^(1-n) for every exponent in range,
    /// checked here in exact integers: 2^-q ≤ 10^n and 10^(n-1) < 2^-q for a width of 2^q, and
    /// 2^(2-q) ≤ 3 · 10^n and 3 · 10^(n-1) < 2^(2-q) for 3/4 of it. The range runs from 1e-4's
    /// exponent, 2^-14, to just below 2^52.
    // `UInt128` checks the arithmetic; it needs macOS 15 and iOS 18, the path itself does not.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("the fractional digits' count brackets the interval's width for every exponent")
    func fractionDigitCounts() {
        #expect(JSONNumberFormat.plainDecimalLowerLimit.exponent == -14)
        for exponent in -66 ... -1 {
            let n = JSONNumberFormat.fractionDigits(exponent: exponent, nearerBelow: false)
            let twoPower = UInt128(1) << -exponent
            #expect(twoPower <= power(ofTen: n) && power(ofTen: n - 1) < twoPower, "q = \(exponent)")
            let quarter = JSONNumberFormat.fractionDigits(exponent: exponent, nearerBelow: true)
            #expect(4 * twoPower <= 3 * power(ofTen: quarter) && 3 * power(ofTen: quarter - 1) < 4 * twoPower, "q = \(exponent)")
            #expect(n <= 20 && quarter <= 20, "5^n must fit the table and c · 5^n 128 bits")
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private func power(ofTen exponent: Int) -> UInt128 {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }

    /// `WideProduct`, the path's 128-bit arithmetic on two words, against `UInt128`: products of
    /// a significand (< 2^53) and a power of five (< 2^47), times 5, shifted down by 0 to 47.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("two words multiply and shift as UInt128 does")
    func wideProducts() {
        var generator = JSONNumberFormatFastPathTests.LinearCongruential(state: 7)
        for index in 0..<20_000 {
            let significand = (generator.next() >> 11) | (1 << 52)
            let fivePower = JSONNumberFormat.powersOfFive[index % JSONNumberFormat.powersOfFive.count]
            let shift = index % 48
            let wide = WideProduct(significand, fivePower)
            let exact = UInt128(significand) * UInt128(fivePower)
            #expect(wide.high == UInt64(exact >> 64) && wide.low == UInt64(truncatingIfNeeded: exact))
            #expect(wide.shiftedDown(shift) == UInt64(truncatingIfNeeded: exact >> shift), "shift \(shift)")
            let timesFive = wide.times(5)
            #expect(timesFive.high == UInt64((exact * 5) >> 64) && timesFive.low == UInt64(truncatingIfNeeded: exact * 5))
        }
    }

    /// Every number the path takes is compared with `description`; each family must send at
    /// least `minimumShare` of its numbers down it, so the comparison cannot pass by comparing
    /// nothing. It must decline exactly the numbers outside its range, and write nothing then.
    @Test("the path writes description's bytes", arguments: Family.allCases)
    func differential(family: Family) {
        var generator = JSONNumberFormatFastPathTests.LinearCongruential(state: 53)
        var values: [Double] = []
        for index in 0..<family.drawCount {
            family.draw(index, into: &values, using: &generator)
        }
        var taken = 0
        var choices = 0
        var mismatches: [String] = []
        for value in values {
            var written = ByteSink(capacity: 32)
            let inRange = value.magnitude >= 1e-4 && value.magnitude < 0x1p53 && value != value.rounded()
            guard JSONNumberFormat.appendShortestDecimal(value, to: &written) else {
                if inRange || written.count > 0 { mismatches.append("\(value) declined") }
                continue
            }
            taken += 1
            // String's == rather than elementsEqual: a third of the time in a debug build.
            if value.description != String(decoding: written.array, as: UTF8.self), mismatches.count < 10 {
                mismatches.append("\(value): \(String(decoding: written.array, as: UTF8.self))")
            }
            // Parsing is slow in a debug build: one in four shows the share (75 % measured).
            if family == .severalShortest, taken % 4 == 0, hasEquallyShortNeighbour(value, written.array) {
                choices += 1
            }
        }
        #expect(mismatches.isEmpty)
        #expect(Double(taken) >= family.minimumShare * Double(values.count), "\(taken) of \(values.count)")
        if family == .severalShortest {
            #expect(choices * 8 >= taken, "\(choices) of \(taken / 4) had a choice")
        }
    }

    /// Whether the decimal one unit in the last place beside `written` also parses to `value`:
    /// then the path chose between equally short decimals.
    private func hasEquallyShortNeighbour(_ value: Double, _ written: [UInt8]) -> Bool {
        guard let last = written.last, last > UInt8(ascii: "0"), last < UInt8(ascii: "9") else { return false }
        return [last - 1, last + 1].contains { digit in
            Double(String(decoding: written.dropLast() + [digit], as: UTF8.self)) == value
        }
    }

    /// Numbers to compare, each family aimed at a way the path could go wrong.
    enum Family: String, CaseIterable, Sendable {
        /// Random significands with exponents from 2^-15 to 2^53, either sign.
        case bitPatterns = "random bit patterns"
        /// What springs and layout compute at full precision: decaying exponentials times a
        /// distance, thirds, sines about a point, tenths.
        case springArithmetic = "spring and layout arithmetic"
        /// A run of consecutive doubles each side of every power of two and of ten in range.
        case neighbours = "neighbours of powers of two and ten"
        /// Runs of doubles across the path's edges: 1e-4, 2^52 and 2^53.
        case edges = "the range's edges"
        /// Doubles whose interval holds several decimals of the shortest length, where
        /// description takes the nearest: exponents where the interval is 5 to 10 times the last
        /// digit's unit, and N + 1/4, N + 3/4 from 2^50 (exact ties, the even digit wins).
        case severalShortest = "several equally short decimals"

        static let powers =
            (-14...53).map { Double(sign: .plus, exponent: $0, significand: 1) } + (-4...16).map { pow(10, Double($0)) }
        static let edgeCentres = [1e-4, 0x1p52, 0x1p53]
        /// Exponents e whose interval, 2^q for q = e - 52, is 5 to 10 units of the last digit
        /// 10^-n: those where q · log10(2) - ⌊q · log10(2)⌋ is above log10(5).
        static let wideExponents = (-13...50).filter { exponent in
            let logarithm = Double(exponent - 52) * log10(2.0)
            return logarithm - logarithm.rounded(.down) > log10(5.0)
        }

        /// Chosen so the five families, 2.5M numbers, take 3.5 to 5 s in a debug build on two cores.
        var drawCount: Int {
            switch self {
            case .bitPatterns: 400_000
            case .springArithmetic: 100_000
            case .neighbours: Self.powers.count
            case .edges: Self.edgeCentres.count
            case .severalShortest: 250_000
            }
        }

        /// Somewhat below each family's share measured: 93 % (the rest is below 1e-4, past 2^53
        /// or whole), 95 %, 94 %, 25 % (half the numbers below 2^52 are whole) and 99.9 %.
        var minimumShare: Double {
            switch self {
            case .bitPatterns, .springArithmetic, .neighbours: 0.9
            case .edges: 0.2
            case .severalShortest: 0.95
            }
        }

        func draw(_ index: Int, into values: inout [Double], using generator: inout some RandomNumberGenerator) {
            switch self {
            case .bitPatterns:
                let exponent = UInt64.random(in: (1023 - 15)...(1023 + 53), using: &generator)
                let value = Double(bitPattern: (exponent << 52) | (generator.next() & ((1 << 52) - 1)))
                values += [value, -value]
            case .springArithmetic:
                let t = Double(index % 600) / 60  // ten seconds of frames
                let distance = Double(Int.random(in: -4_000...4_000, using: &generator)) / 4
                values += [exp(-t) * distance, distance / 3, 320.5 + sin(t) * distance, Double(index) * 0.1]
            case .neighbours:
                var up = Self.powers[index]
                var down = up
                for _ in 0..<1_500 {
                    values += [up, down, -up]
                    up = up.nextUp
                    down = down.nextDown
                }
            case .edges:
                var up = Self.edgeCentres[index]
                var down = up
                for _ in 0..<20_000 {
                    values += [up, down]
                    up = up.nextUp
                    down = down.nextDown
                }
            case .severalShortest:
                let exponent = UInt64(1023 + Self.wideExponents.randomElement(using: &generator)!)
                values.append(Double(bitPattern: (exponent << 52) | (generator.next() & ((1 << 52) - 1))))
                let whole = Double(UInt64.random(in: (1 << 50)..<(1 << 51), using: &generator))
                values += [whole + 0.25, whole + 0.75]
            }
        }
    }
}
