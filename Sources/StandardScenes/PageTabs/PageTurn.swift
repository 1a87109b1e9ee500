import MotionScene

/// The page-view variant's tap (seed 002 §3-2): `setViewControllers([page], direction: .Forward,
/// animated: true)` slides the tapped page in from the right, whichever way it lies, while the
/// shown page slides out to the left. Only those two pages move.
struct PageTurn: Hashable, Sendable {
    /// Chosen: UIPageViewController's slide lasts about 0.3 s; UIKit does not document it.
    static let durationSeconds = 0.3
    static let curve = TimingCurve.easeInEaseOut

    let from: Int
    let to: Int
    /// Session seconds.
    let startTime: Double

    /// Eased progress 0 … 1 at `time`.
    func progress(at time: Double) -> Double {
        Self.curve.value(at: (time - startTime) / Self.durationSeconds)
    }

    func isRunning(at time: Double) -> Bool {
        time < startTime + Self.durationSeconds
    }
}
