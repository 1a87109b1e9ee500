import Foundation
import Testing
@testable import MotionCore

@Suite struct MotionTimingCurveTests {
    /// docs/physics.md's reference table, given to 6 decimals: agreement within 1e-6.
    @Test(arguments: [
        (TimingCurve.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
        (TimingCurve.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        (TimingCurve.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        (TimingCurve.easeInEaseOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
    ])
    func namedCurvesMatchTheReferenceTable(curve: TimingCurve, expected: [Double]) {
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            #expect(abs(curve.value(at: x) - y) <= 1e-6, "x = \(x)")
        }
    }

    @Test func linearIsTheIdentityAndEndsAreExact() {
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(TimingCurve.linear.value(at: x) == x)
        }
        for (_, curve) in TimingCurve.named {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
        }
    }

    /// Against an independent exact solve (plain bisection of x(t) to adjacent doubles) on
    /// named, random and hostile curves: flat end tangents, overshoot, x control points at 0
    /// and 1, nearly stationary x inside (P1x near 1, P2x near 0).
    @Test func agreesWithAnExactSolveEverywhere() throws {
        var generator = SplitMix(seed: 42)
        var curves: [(Double, Double, Double, Double)] = [
            (0.42, 0, 0.58, 1), (0, 0, 1, 1), (0.95, 0, 0.05, 1), (0, 1, 1, 0), (0.9, 1, 0.1, 0),
            (0.68, -0.55, 0.265, 1.55), (0, 5, 1, -4), (0.5, 0, 0.5, 1), (1, -2, 1, 3), (0, 0, 0, 1),
        ]
        for _ in 0..<40 {
            curves.append((generator.unit(), generator.unit() * 4 - 1.5, generator.unit(), generator.unit() * 4 - 1.5))
        }
        var worst = 0.0
        for (p1x, p1y, p2x, p2y) in curves {
            let curve = try TimingCurve(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)
            let exact = ExactBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)
            for index in 0...1000 {
                let x = Double(index) / 1000
                worst = max(worst, abs(curve.value(at: x) - exact.y(atX: x)))
            }
        }
        #expect(worst <= 1e-6, "worst error \(worst)")
    }

    /// With P1 = (1, 0), P2 = (0, 1) x(t) is stationary at t = ½ (x′ and x″ vanish), so y(x)
    /// has a vertical tangent there: x is known to one ulp, hence t only to (ulp/4)^⅓ ≈ 3e-6.
    /// No double-precision solver (ours, WebKit's, Chromium's) does better; by symmetry
    /// y(½) = ½, and we stay within that conditioning bound.
    @Test func illConditionedCurveStaysWithinItsConditioningBound() throws {
        let curve = try TimingCurve(p1x: 1, p1y: 0, p2x: 0, p2y: 1)
        // dy/dt = 1.5 at t = ½; x − ½ ≈ 4(t − ½)³; a factor 2 for the rounding of x(t) itself.
        let bound = 1.5 * cbrt(2 * 0.5.ulp / 4)
        let error = abs(curve.value(at: 0.5) - 0.5)
        #expect(error <= bound, "error \(error), bound \(bound)")
    }

    @Test func slopeMatchesTheDerivativeOfValue() throws {
        let curves = [TimingCurve.easeIn, .easeOut, .easeInEaseOut, .default, try TimingCurve(p1x: 0.3, p1y: -0.6, p2x: 0.7, p2y: 1.8)]
        let h = 1e-6
        for curve in curves {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) <= 1e-5 * max(1, abs(numeric)), "x = \(x)")
            }
        }
        #expect(TimingCurve.linear.slope(at: 0.3) == 1)
        // Flat ends: ease-in-out starts and stops with zero slope.
        #expect(abs(TimingCurve.easeInEaseOut.slope(at: 0)) <= 1e-12)
        #expect(abs(TimingCurve.easeInEaseOut.slope(at: 1)) <= 1e-12)
        // CSS ease starts at P1y/P1x = 0.4.
        #expect(abs(TimingCurve.default.slope(at: 0) - 0.4) <= 1e-12)
    }

    @Test(arguments: [(-0.1, 0.0, 0.5, 1.0), (0.2, 0.0, 1.2, 1.0), (Double.nan, 0, 0.5, 1), (0.2, Double.infinity, 0.5, 1)])
    func refusesControlPointsOutsideTheUnitInterval(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        #expect(throws: MotionValueError.self) { try TimingCurve(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y) }
    }

    @Test func acceptsOvershootingY() throws {
        let back = try TimingCurve(p1x: 0.68, p1y: -0.55, p2x: 0.265, p2y: 1.55)
        #expect(back.value(at: 0.1) < 0)
        #expect(back.value(at: 0.9) > 1)
    }
}

/// The reference solver: bisection on t until the bracket is two adjacent doubles. Slow and
/// obviously right, because x(t) is monotonic when P1x, P2x ∈ [0, 1].
struct ExactBezier {
    let p1x, p1y, p2x, p2y: Double

    func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    func y(atX x: Double) -> Double {
        // The ends are exact by definition; bisection near a stationary end could not see it.
        if x <= 0 || x >= 1 { return x <= 0 ? 0 : 1 }
        var low = 0.0
        var high = 1.0
        while true {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if bezier(p1x, p2x, middle) < x { low = middle } else { high = middle }
        }
        return bezier(p1y, p2y, (low + high) / 2)
    }
}

/// A tiny deterministic generator so random cases are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1].
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53 - 1) }
}
