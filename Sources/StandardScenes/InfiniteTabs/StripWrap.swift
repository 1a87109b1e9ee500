import MotionScene

/// How the strip jumps back towards its middle (docs/scenes.md §5, "wrap"), listed as the
/// dashboard offers them.
public enum StripWrap: String, SceneChoice {
    /// By exactly one period (n cells and their gaps) towards the middle: nothing visible moves.
    case periodic
    /// The seed: to exactly 2·total, which is not a whole number of periods away, so what is
    /// on screen shifts.
    case seed

    /// The offset after the wrap for a strip at `x`, or nil when `x` is inside (total, 3·total].
    /// `total` is the original's `floor(contentWidth / 4)`, `period` the strip's true period.
    /// Repeats until inside, as `scrollViewDidScroll` does when the jump it makes triggers it again.
    func wrapped(_ x: Double, total: Double, period: Double) -> Double? {
        guard x <= total || x > 3 * total else { return nil }
        switch self {
        case .seed:
            return 2 * total
        case .periodic:
            var x = x
            while x <= total { x += period }
            while x > 3 * total { x -= period }
            return x
        }
    }
}
