/// A timing curve: maps linear progress (0 … 1) to eased progress, as Core Animation's
/// `CAMediaTimingFunction` and CSS `cubic-bezier()` do.
///
/// The polynomial coefficients are computed once in `init`, so evaluating a curve allocates
/// nothing and costs a few multiply-adds per solver step.
public struct TimingCurve: Hashable, Sendable {
    /// First control point (P0 is (0, 0)).
    public let p1x: Double
    public let p1y: Double
    /// Second control point (P3 is (1, 1)).
    public let p2x: Double
    public let p2y: Double
    /// True for `linear`, which skips solving.
    public let isLinear: Bool

    // Power-basis coefficients, x(t) = ((ax·t + bx)·t + cx)·t, as WebKit's UnitBezier writes them.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// A cubic Bézier from (0, 0) to (1, 1). `p1x` and `p2x` must lie in [0, 1] so x(t) is
    /// monotonic and the curve is a function; y is unbounded, so overshooting curves work.
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) throws(MotionValueError) {
        guard [p1x, p1y, p2x, p2y].allSatisfy(\.isFinite) else {
            throw MotionValueError("control points must be finite numbers")
        }
        guard (0...1).contains(p1x), (0...1).contains(p2x) else {
            throw MotionValueError("the control points' x must lie between 0 and 1")
        }
        self.init(unchecked: p1x, p1y, p2x, p2y)
    }

    private init(unchecked p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, linear: Bool = false) {
        self.p1x = p1x
        self.p1y = p1y
        self.p2x = p2x
        self.p2y = p2y
        self.isLinear = linear
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    // Control points: Core Animation's named curves (docs/physics.md, "Timing curves").
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
        if isLinear || x == 0 || x == 1 { return x }
        return sampleY(solveT(forX: x))
    }

    /// d(eased)/d(linear progress) at `x`, for handing velocity from a curve to a spring.
    /// Where the curve's x tangent vanishes (an end point with P1x or P2x at that end) the
    /// slope is the limit of dy/dx there, which is 0 when y is flat too.
    public func slope(at x: Double) -> Double {
        if isLinear { return 1 }
        let t = solveT(forX: clamp(x, 0, 1))
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if dx != 0 { return dy / dx }
        // dx/dt = 0: the second derivatives decide the limit (l'Hôpital); both vanish only on
        // degenerate curves, which are flat there.
        let ddx = 6 * ax * t + 2 * bx
        return ddx == 0 ? 0 : (6 * ay * t + 2 * by) / ddx
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// Solves x(t) = x for t in [0, 1] with safeguarded Newton: every step keeps a bracket
    /// [lower, upper] around the root (x(t) is monotonic because P1x, P2x ∈ [0, 1]) and
    /// bisects whenever a Newton step would leave it or the tangent is flat. Newton converges
    /// quadratically on ordinary curves (3–5 steps); bisection bounds the worst case at ~55.
    private func solveT(forX x: Double) -> Double {
        // Stop when a step moves t by less than this: 4 ulps of 1, far below what the
        // 1e-6 precision promise needs, so y is exact to rounding wherever dy/dt is bounded.
        let stepTolerance = 1e-15
        var lower = 0.0
        var upper = 1.0
        var t = x
        for _ in 0..<100 {
            let error = sampleX(t) - x
            if error == 0 { return t }
            if error < 0 { lower = t } else { upper = t }
            let derivative = sampleDerivativeX(t)
            if derivative > 0 {
                let newton = t - error / derivative
                // A converged Newton step may land on the bracket's end (t itself): accept it
                // before the bracket test below would take it for a step out of bounds.
                if abs(newton - t) <= stepTolerance { return newton }
                if newton > lower && newton < upper {
                    t = newton
                    continue
                }
            }
            if upper - lower <= stepTolerance { return (lower + upper) / 2 }
            t = (lower + upper) / 2
        }
        return t
    }
}
