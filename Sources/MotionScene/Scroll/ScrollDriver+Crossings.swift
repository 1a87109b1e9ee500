
/// The moment a moving offset passes a level.
public struct OffsetCrossing: Hashable, Sendable {
    /// Session seconds.
    public var time: Double
    public var level: Double
    /// True when the offset passes the level growing.
    public var increasing: Bool
}

extension ScrollDriver {
    /// Every time in (`start`, `end`] at which the offset, moving by itself, passes one of
    /// `levels`, in time order. Between inputs the offset moves only after a release or an
    /// animated scroll, so that is the only motion searched.
    ///
    /// The motion is cut where its velocity changes sign (a fling turns around only in its
    /// bounce), and each piece is monotonic, so each level is passed at most once per piece and
    /// found by bisection to the last representable time: exact, not sampled at frame times.
    public func crossings(of levels: [Double], from start: Double, through end: Double) -> [OffsetCrossing] {
        guard let motionStart, let settle = settleTime, !levels.isEmpty else { return [] }
        let lower = max(start, motionStart)
        let upper = min(end, settle)
        guard upper > lower else { return [] }
        var found: [OffsetCrossing] = []
        var pieceStart = lower
        for pieceEnd in turningTimes(from: lower, to: upper) + [upper] {
            found += crossings(of: levels, in: pieceStart, pieceEnd)
            pieceStart = pieceEnd
        }
        return found.sorted { $0.time < $1.time }
    }

    /// Levels passed on one monotonic piece: strictly after its start, up to and including its end.
    private func crossings(of levels: [Double], in start: Double, _ end: Double) -> [OffsetCrossing] {
        let from = offset(at: start)
        let to = offset(at: end)
        guard from != to else { return [] }
        let increasing = to > from
        return levels.compactMap { level in
            let passed = increasing ? (level > from && level <= to) : (level < from && level >= to)
            guard passed else { return nil }
            let time = Self.bisect(start, end) { increasing ? offset(at: $0) >= level : offset(at: $0) <= level }
            return OffsetCrossing(time: time, level: level, increasing: increasing)
        }
    }

    /// Times in (start, end) where the velocity changes sign. The velocity is sampled on a grid
    /// only to bracket each sign change, which is then bisected; 128 cells (chosen) are far finer
    /// than the half-period of any spring a scroll axis uses (critically damped: at most one
    /// turn per motion).
    private func turningTimes(from start: Double, to end: Double) -> [Double] {
        let cells = 128
        let step = (end - start) / Double(cells)
        var turns: [Double] = []
        var previousTime = start
        var previous = velocity(at: start)
        for index in 1..<cells {
            let time = start + Double(index) * step
            let current = velocity(at: time)
            if previous != 0, current != 0, (previous > 0) != (current > 0) {
                let positiveFirst = previous > 0
                turns.append(Self.bisect(previousTime, time) { (velocity(at: $0) > 0) != positiveFirst })
            }
            if current != 0 {
                previous = current
                previousTime = time
            }
        }
        return turns
    }

    /// The first time in [low, high] where `reached` holds, for a predicate false at `low` and
    /// true from some point on; halves until the bracket is two adjacent doubles.
    public static func bisect(_ low: Double, _ high: Double, _ reached: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        // 200 halvings exhaust any double interval.
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if reached(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
