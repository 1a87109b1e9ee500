import MotionScene

/// Pull-to-refresh: pulling the list down past its top shows a spinner whose spokes grow with
/// the pull; a release past the trigger distance refreshes — the content holds at the
/// spinner's height while the spinner turns, then springs back to the top.
///
/// The hold is a top inset, as UIRefreshControl adds one to its scroll view: the content shows
/// at `scrollY − inset`. At the release the inset appears and the scroll offset moves by as
/// much, so nothing jumps; the scroll model bounces the offset to the top as usual, and the
/// inset springs back to 0 once the refresh is over.
struct PullToRefreshScene: SceneDefinition {
    static let info = SceneInfo(
        id: "pull-to-refresh", title: "Pull to refresh",
        summary: "Pull past the trigger and let go: the list holds while the spinner turns, then springs back.")

    struct Parameters: SceneParameters {
        var scrollY = 0.0
    }

    struct State: SceneState {
        /// How far the content shows below its top, points.
        var pullDistance: Double
        /// 0…1 of the trigger distance; 1 while refreshing.
        var progress: Double
        var refreshing: Bool
        /// Radians the spinner has turned.
        var spinnerAngle: Double
        /// The hold inset, points.
        var holdInset: Double
    }

    /// The hold inset, animated: set when a refresh starts, springing to 0 once it is over.
    var inset = AnimatedValue(0)
    /// Session seconds a refresh started and ends; nil before the first.
    var refresh: ClosedRange<Double>?

    static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [ListRows.scrollParameter(\.scrollY, on: screen, header: 0, marks: [ParameterMark("top", 0)])]
    }

    init(_ context: SceneContext<Self>) {}

    /// A release past the trigger distance starts a refresh, unless one is under way.
    mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        let time = context.time
        var scroll = context[scroll: \.scrollY]
        guard !scroll.isDragging, scroll.motionStart == time, !inset.isAnimating(at: time) else { return }
        let shown = scroll.offset(at: time)
        guard -shown >= context.tuning.triggerDistance else { return }
        let hold = context.tuning.holdHeight
        let velocity = scroll.velocity(at: time)
        scroll.set(offset: shown + hold)
        scroll.release(velocity: velocity, at: time)
        context[scroll: \.scrollY] = scroll
        inset.set(hold)
        let end = time + context.tuning.refreshSeconds
        inset.animate(to: 0, at: time, spring: context.tuning.returnSpring, delay: context.tuning.refreshSeconds)
        refresh = time...end
    }

    func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let screen = context.screen
        let time = context.time
        let barBottom = screen.statusBar + screen.navigationBar
        let holdInset = inset.value(at: time)
        let contentOffset = context.parameters.scrollY - holdInset
        let pull = max(-contentOffset, 0)
        let refreshing = refresh.map { $0.contains(time) } ?? false
        let holding = holdInset > 0
        let turns = refresh.map { (min(time, $0.upperBound) - $0.lowerBound) * context.tuning.turnsPerSecond } ?? 0
        let spinner = RefreshSpinner(
            progress: holding ? 1 : clamp(pull / context.tuning.triggerDistance, 0, 1), angle: turns * 2 * .pi,
            turning: refreshing)
        // Centred in the gap the pull opens, never lower than the middle of the hold height.
        let centre = (x: screen.width / 2, y: barBottom + min(pull, context.tuning.holdHeight) / 2)
        let state = State(
            pullDistance: pull, progress: spinner.progress, refreshing: refreshing, spinnerAngle: spinner.angle,
            holdInset: holdInset)
        return SceneOutput(state: state) {
            Node.rect("background", frame: screen.bounds, fill: Palette.background)
            Node.group("spinner", frame: screen.bounds) {
                spinner.nodes(centre: centre, color: Palette.spinner)
            }
            .alpha(holding && !refreshing ? clamp(pull / context.tuning.holdHeight, 0, 1) : 1)
            ListRows.nodes(top: barBottom - contentOffset, visibleTop: barBottom, screen: screen) { "Story \($0 + 1)" }
            Node.group("bar", frame: Rect(x: 0, y: 0, width: screen.width, height: barBottom), fill: Palette.bar) {
                Node.text(
                    "bar.title", frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar), "Feed",
                    size: 17, weight: 600, color: Palette.label, align: .center)
                Node.rect("bar.hairline", frame: Rect(x: 0, y: barBottom - 0.5, width: screen.width, height: 0.5), fill: Palette.separator)
            }
        }
    }
}
