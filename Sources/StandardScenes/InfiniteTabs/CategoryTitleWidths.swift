import MotionScene
import TextShaping

/// Each category title's advance width in points, measured with HarfBuzz and rounded up, or
/// why not. A struct declared motion-free: held as a bare `Result` (an enum, whose payload may
/// change), the motion search reflected on it every frame.
struct CategoryTitleWidths: Sendable, HoldsNoMotion {
    let measured: Result<[Double], FontError>
}
