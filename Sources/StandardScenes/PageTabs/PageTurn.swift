import MotionScene

/// The page-view variant's tap (seed 002 §3-2): `setViewControllers([page], direction: .Forward,
/// animated: true)` slides the tapped page in from the right, whichever way it lies, while the
/// shown page slides out to the left. Only those two pages move.
struct PageTurn: Hashable, Sendable, TimeVarying {
    let from: Int
    let to: Int
    /// Eased progress 0 … 1.
    let progress: Tween
    /// The content as the scene last left it: a slider or a finger that moves it ends the turn.
    var pager: ScrollDriver

    func isAnimating(at time: Double) -> Bool { !progress.isFinished(at: time) }
}
