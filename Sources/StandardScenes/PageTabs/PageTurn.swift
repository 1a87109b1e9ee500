import MotionScene

/// The page-view variant's tap (`UIPageViewControllerSample/ViewController.swift` `buttonTapped`):
/// `setViewControllers([page], direction: .forward or .reverse, animated: true)` curls the shown
/// page off the tapped one, or uncurls the tapped page over the shown one going back
/// (`PageTabsPainter+Pages.swift`). Only those two pages show.
struct PageTurn: Hashable, Sendable, TimeVarying {
    let from: Int
    let to: Int
    /// Eased progress 0 … 1.
    let progress: Tween
    /// The content as the scene last left it: a slider or a finger that moves it ends the turn.
    var pager: ScrollDriver

    func isAnimating(at time: Double) -> Bool { !progress.isFinished(at: time) }
}
