import MotionScene

/// `docs/scenes.md` §3 (seed 002, sections 3 and 4, the container variant): six paging pages under a
/// scrolling tab strip whose label and offset follow the page, and a side drawer the main
/// container slides away from.
public struct PageTabsScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "page-tabs", title: "Page tabs with a side drawer", seed: "002",
        summary: "Six pages under a scrolling tab strip: the label and strip follow the page over 0.2 s; the ≡ button slides the main view to x = 280 over 0.13 s; the page view curls its pages.")

    /// Seed 002 has both: a paging scroll view (§4, container) and a page view controller (§3).
    public enum Variant: String, SceneChoice {
        case container, pageView
    }

    public struct Parameters: SceneParameters {
        /// The paging content's offset: scrubbed, dragged and paged, or moved by a tapped tab.
        public var pageX = 0.0
        /// 0 closed … 1 open: scrubbed, or animated by `toggleDrawer`.
        public var drawerProgress = 0.0
        public var variant = Variant.container
        public init() {}
    }

    public struct Tuning: Tunables {
        /// Seed 002 §4-1: `animateWithDuration(0.13, …, .CurveEaseOut)`.
        public var drawerDurationSeconds = 0.13
        public var drawerCurve = TimingCurve.easeOut
        /// `BaseContentsController.swift`: `UIView.animate(withDuration: 0.2, delay: 0, options: [])`
        /// — no curve option is UIKit's ease-in-ease-out — for the content a tapped tab scrolls
        /// and for the label and strip following the page.
        public var slideDurationSeconds = 0.2
        public var slideCurve = TimingCurve.easeInEaseOut
        /// Chosen: a tapped page's curl (`setViewControllers(…, animated: true)`) lasts about
        /// 0.3 s; neither the original nor UIKit states it.
        public var pageTurnDurationSeconds = 0.3
        public var pageTurnCurve = TimingCurve.easeInEaseOut

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.drawerDurationSeconds, "Drawer duration", unit: "s", range: 0...2),
            .curve(\.drawerCurve, "Drawer curve"),
            .number(\.slideDurationSeconds, "Tab slide duration", unit: "s", range: 0...2),
            .curve(\.slideCurve, "Tab slide curve"),
            .number(\.pageTurnDurationSeconds, "Page turn duration", unit: "s", range: 0...2),
            .curve(\.pageTurnCurve, "Page turn curve"),
        ]
    }

    public enum Event: SceneEvents {
        case tapTab(index: Int)
        case toggleDrawer
        /// The white dimming button over the open drawer: closes it (`hiddenButtonTapped`).
        case tapOverlay
        public static let cases: [EventCase<Self>] = [
            EventCase("tapTab", .integer("index", "Tab", range: 0...(PageTabsLayout.titles.count - 1), default: 2)) {
                .tapTab(index: $0)
            },
            EventCase("toggleDrawer") { .toggleDrawer },
            EventCase("tapOverlay") { .tapOverlay },
        ]
    }

    public struct State: SceneState { var page, labelX, menuOffsetX, drawerX, drawerOverlayAlpha: Double }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [
            .pages(\.pageX, count: PageTabsLayout.titles.count, on: screen) { "page \($0 + 1)" },
            .number(\.drawerProgress, "Drawer", range: 0...1, step: 0.01),
            .choice(\.variant, "Variant"),
        ]
    }

    let layout: PageTabsLayout
    var follower: PageFollower
    var drawer: AnimatedValue
    /// The page-view variant's tapped page sliding in.
    var turn: PageTurn?

    public init(_ context: SceneContext<Self>) {
        layout = SharedLayouts.value(for: context.screen) { PageTabsLayout(screen: context.screen) }
        follower = PageFollower(page: layout.page(pageX: context.parameters.pageX), layout: layout, tuning: context.tuning)
        drawer = AnimatedValue(context.parameters.drawerProgress)
    }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        let (tuning, time) = (context.tuning, context.time)
        switch event {
        case .toggleDrawer:
            // Opened or opening closes; closed or closing opens, from where it is.
            let target = drawer.targetValue >= 0.5 ? 0.0 : 1.0
            drawer.animate(to: target, at: time, duration: tuning.drawerDurationSeconds, curve: tuning.drawerCurve)
            context.parameters.drawerProgress = target
        case .tapOverlay:
            // The button is enabled once opening has finished (`judgeSideContainer`'s
            // completion); a tap while it opens, or on a closing or closed drawer, changes nothing.
            guard drawer.targetValue > 0, !drawer.isAnimating(at: time) else { return }
            drawer.animate(to: 0, at: time, duration: tuning.drawerDurationSeconds, curve: tuning.drawerCurve)
            context.parameters.drawerProgress = 0
        case .tapTab(let index):
            let target = layout.contentX(page: index)
            let shown = layout.page(pageX: context[scroll: \.pageX].offset(at: time))
            if context.parameters.variant == .pageView {
                // The page view jumps to the page and curls there, forward or back (`buttonTapped`).
                context[scroll: \.pageX].set(offset: target)
                if index != shown {
                    let progress = Tween(
                        from: 0, to: 1, beginTime: time, duration: tuning.pageTurnDurationSeconds, curve: tuning.pageTurnCurve)
                    turn = PageTurn(from: shown, to: index, progress: progress, pager: context[scroll: \.pageX])
                }
            } else {
                let slide = ScrollAxis.SnapAnimation.curve(tuning.slideCurve, duration: tuning.slideDurationSeconds)
                context[scroll: \.pageX].scroll(to: target, at: time, animation: slide)
            }
            turn?.pager = context[scroll: \.pageX]
            context.parameters.pageX = target
            follower.jump(
                to: index, layout: layout, at: time, holdingUntil: time + tuning.slideDurationSeconds, pager: context[scroll: \.pageX])
        }
    }

    /// A slider or a finger: moving the content ends a page turn, a scrubbed drawer stops where
    /// it is put, and the strip follows the page.
    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        let pager = context[scroll: \.pageX]
        if turn?.pager != pager { turn = nil }
        follower.releaseHold(unless: pager)
        if context.parameters.drawerProgress != drawer.targetValue { drawer.set(context.parameters.drawerProgress) }
        if let held = follower.heldUntil, context.time < held { return }
        follower.follow(page: layout.page(pageX: pager.offset(at: context.time)), layout: layout, at: context.time)
    }

    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {
        follower.advance(layout: layout, pager: context[scroll: \.pageX], from: start, through: context.time)
    }

    public func present(_ parameters: inout Parameters, _ context: SceneContext<Self>) {
        parameters.drawerProgress = drawer.value(at: context.time)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let time = context.time
        let progress = context.parameters.drawerProgress
        let labelX = follower.labelX.value(at: time)
        let menuOffsetX = follower.menuOffsetX.value(at: time)
        let state = State(
            page: Double(follower.page), labelX: labelX, menuOffsetX: menuOffsetX, drawerX: layout.drawerX(progress: progress),
            drawerOverlayAlpha: layout.overlayAlpha(progress: progress))
        let running = turn.flatMap { $0.isAnimating(at: time) ? (from: $0.from, to: $0.to, progress: $0.progress.value(at: time)) : nil }
        return SceneOutput(state: state) {
            PageTabsPainter(layout: layout, variant: context.parameters.variant, pageX: context.parameters.pageX, turn: running)
                .nodes(labelX: labelX, menuOffsetX: menuOffsetX, drawerProgress: progress)
        }
    }
}
