/// A timing curve: maps linear progress (0 … 1) to eased progress, as Core Animation's
/// `CAMediaTimingFunction` and CSS `cubic-bezier()` do.
public struct TimingCurve: Hashable, Sendable {
    /// First control point (P0 is (0, 0)).
    public let p1x: Double
    public let p1y: Double
    /// Second control point (P3 is (1, 1)).
    public let p2x: Double
    public let p2y: Double
    /// True for `linear`, which skips solving.
    public let isLinear: Bool

    /// A cubic Bézier from (0, 0) to (1, 1). `p1x` and `p2x` must lie in [0, 1] so x(t) is
    /// monotonic and the curve is a function; y is unbounded, so overshooting curves work.
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) throws(SceneError) {
        guard [p1x, p1y, p2x, p2y].allSatisfy(\.isFinite) else {
            throw SceneError(.outOfRange, "control points must be finite numbers")
        }
        guard (0...1).contains(p1x), (0...1).contains(p2x) else {
            throw SceneError(.outOfRange, "the control points' x must lie between 0 and 1")
        }
        self.init(unchecked: p1x, p1y, p2x, p2y)
    }

    private init(unchecked p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, linear: Bool = false) {
        self.p1x = p1x
        self.p1y = p1y
        self.p2x = p2x
        self.p2y = p2y
        self.isLinear = linear
    }

    // Control points: Core Animation's named curves (physics.md, "Timing curves").
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1, linear: true)
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
    /// Core Animation's implicit-animation curve; CSS `ease`.
    public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)

    /// The curves by the names the API and the page use.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// Eased progress at linear progress `x`; `x` is clamped to [0, 1] first (an animation
    /// before its start or after its end holds its end values).
    public func value(at x: Double) -> Double {
        let x = clamp(x, 0, 1)
        if isLinear { return x }
        if x == 0 || x == 1 { return x }
        return sampleY(solveT(forX: x))
    }

    /// d(eased)/d(linear progress) at `x`, for handing velocity from a curve to a spring.
    public func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        let t = solveT(forX: clamp(x, 0, 1))
        let dx = sampleDerivativeX(t)
        return dx == 0 ? 0 : sampleDerivativeY(t) / dx
    }

    // Polynomial coefficients in Horner form, as WebKit's UnitBezier writes them.
    private var cx: Double { 3 * p1x }
    private var bx: Double { 3 * (p2x - p1x) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * p1y }
    private var by: Double { 3 * (p2y - p1y) - cy }
    private var ay: Double { 1 - cy - by }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// Solves x(t) = x. Newton's method from a good first guess converges in a few steps on
    /// almost every curve; where the derivative vanishes (flat tangents) it falls back to
    /// bisection, which always converges because x(t) is monotonic on [0, 1].
    private func solveT(forX x: Double) -> Double {
        // 1e-12 in x keeps the y error far below the 1e-6 the motion engine promises.
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < 1e-9 { break }
            let next = t - error / derivative
            if next < 0 || next > 1 { break }
            t = next
        }
        var lower = 0.0
        var upper = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < tolerance { return t }
            if value < x { lower = t } else { upper = t }
            t = (lower + upper) / 2
        }
        return t
    }
}
