/// The resistance a scroll view puts up when dragged past its edge: the community
/// reconstruction f(x, d) = (1 − 1/(x·c/d + 1))·d of physics.md, "Scrolling". Apple documents
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
        if unconstrained < bounds.lowerBound {
            return bounds.lowerBound + overscroll(forDistance: unconstrained - bounds.lowerBound, dimension: dimension)
        }
        if unconstrained > bounds.upperBound {
            return bounds.upperBound + overscroll(forDistance: unconstrained - bounds.upperBound, dimension: dimension)
        }
        return unconstrained
    }

    /// The unconstrained offset that displays `offset` (the inverse of the above).
    public func unconstrained(forOffset offset: Double, bounds: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < bounds.lowerBound {
            return bounds.lowerBound + distance(forOverscroll: offset - bounds.lowerBound, dimension: dimension)
        }
        if offset > bounds.upperBound {
            return bounds.upperBound + distance(forOverscroll: offset - bounds.upperBound, dimension: dimension)
        }
        return offset
    }
}
