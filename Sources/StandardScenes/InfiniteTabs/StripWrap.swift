import MotionScene

/// How the strip jumps back towards its middle (scenes.md §5, "wrap"), listed as the
/// dashboard offers them.
public enum StripWrap: String, SceneChoice {
    /// By exactly one period towards the middle: nothing visible moves.
    case periodic
    /// The seed: to exactly 2·total, which is not a whole number of periods away, so what is
    /// on screen shifts.
    case seed

    /// The offset after the wrap for a strip at `x` with period `total`, or nil when `x` is
    /// inside (total, 3·total]. Repeats until inside, as `scrollViewDidScroll` does when the
    /// jump it makes triggers it again.
    func wrapped(_ x: Double, period total: Double) -> Double? {
        guard x <= total || x > 3 * total else { return nil }
        switch self {
        case .seed:
            return 2 * total
        case .periodic:
            var x = x
            while x <= total { x += total }
            while x > 3 * total { x -= total }
            return x
        }
    }
}
