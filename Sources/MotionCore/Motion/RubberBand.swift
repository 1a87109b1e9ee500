/// The resistance a scroll view puts up when dragged past its edge: the community
/// reconstruction f(x, d) = (1 − 1/(x·c/d + 1))·d of docs/physics.md, "Scrolling". Apple documents
/// neither the formula nor the coefficient [U].
public struct RubberBand: Hashable, Sendable {
    /// c in the formula; 0.55 is the reconstruction's value [U].
    public let coefficient: Double

    public init(coefficient: Double = 0.55) {
        self.coefficient = coefficient
    }

    public static let standard = RubberBand()

    /// Displayed overscroll for a finger `distance` points past the edge of a view `dimension`
    /// points long on that axis. Odd in `distance`, so either edge works; approaches
    /// `dimension` but never reaches it.
    public func overscroll(forDistance distance: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(distance) * coefficient / dimension + 1)) * dimension
        return distance < 0 ? -magnitude : magnitude
    }

    /// The finger distance that displays `overscroll`: the inverse, for picking up a drag
    /// from a rubber-banded offset (while it bounces back) without a jump.
    public func distance(forOverscroll overscroll: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        // Solve f = (1 − 1/(x·c/d + 1))·d for x; |f| < d always holds for a displayed value,
        // the clamp keeps a value at or past the asymptote finite.
        let fraction = min(abs(overscroll) / dimension, 1 - 1e-12)
        let magnitude = fraction / (1 - fraction) * dimension / coefficient
        return overscroll < 0 ? -magnitude : magnitude
    }

    /// `unconstrained` pulled into `bounds` with rubber-band resistance beyond them.
    public func offset(forUnconstrained unconstrained: Double, bounds: ClosedRange<Double>, dimension: Double) -> Double {
        Self.mapBeyondEdges(unconstrained, bounds) { overscroll(forDistance: $0, dimension: dimension) }
    }

    /// The unconstrained offset that displays `offset` (the inverse of the above).
    public func unconstrained(forOffset offset: Double, bounds: ClosedRange<Double>, dimension: Double) -> Double {
        Self.mapBeyondEdges(offset, bounds) { distance(forOverscroll: $0, dimension: dimension) }
    }

    /// Leaves a value inside `bounds` alone and maps how far it lies past the nearer edge.
    private static func mapBeyondEdges(_ value: Double, _ bounds: ClosedRange<Double>, _ map: (Double) -> Double) -> Double {
        if value < bounds.lowerBound { return bounds.lowerBound + map(value - bounds.lowerBound) }
        if value > bounds.upperBound { return bounds.upperBound + map(value - bounds.upperBound) }
        return value
    }
}
