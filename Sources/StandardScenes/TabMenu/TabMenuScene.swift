import MotionScene

/// `docs/scenes.md` §2 (seed 000, section 4-1): two tab buttons over a paging content area; the
/// underline follows the content's offset, a tap slides both to the tapped page.
public struct TabMenuScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "tab-menu", title: "Tab menu: two tabs with a sliding underline", seed: "000",
        summary: "Swipe the content and the underline follows it; tap a tab and content and underline slide there together in 0.26 s.")

    public struct Parameters: SceneParameters {
        /// The paging content's offset: scrubbed, dragged and paged, or slid by a tapped tab.
        public var pageX = 0.0
        public init() {}
    }

    public struct Tuning: Tunables {
        /// Seed: `UIView.animate(withDuration: 0.26)` for the tapped slide; no options, so
        /// ease-in-ease-out.
        public var tapDurationSeconds = 0.26
        public var tapCurve = TimingCurve.easeInEaseOut

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.tapDurationSeconds, "Tap slide duration", unit: "s", range: 0...2),
            .curve(\.tapCurve, "Tap slide curve"),
        ]
    }

    public enum Event: SceneEvents {
        case tapTab(index: Int)
        public static let cases: [EventCase<Self>] = [
            EventCase("tapTab", .integer("index", "Tab", range: 0...(TabMenuLayout.titles.count - 1), default: 1)) { .tapTab(index: $0) }
        ]
    }

    public struct State: SceneState { var fractionalPage, underlineX, underlineWidth, currentPage: Double }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [.pages(\.pageX, count: TabMenuLayout.titles.count, on: screen) { TabMenuLayout.titles[$0] }]
    }

    let layout: TabMenuLayout
    let pages: TabMenuPages

    public init(_ context: SceneContext<Self>) {
        let layout = SharedLayouts.value(for: context.screen) { TabMenuLayout(screen: context.screen) }
        self.layout = layout
        pages = SharedLayouts.value(for: context.screen) { TabMenuPages(layout: layout) }
    }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        switch event {
        case .tapTab(let index):
            // The underline is a function of the content offset, so animating the offset with
            // the seed's curve moves the underline with the same curve and duration.
            // `MainViewController.animateContentScrollView`: Int(W) · page.
            let target = Double(Int(layout.width) * index)
            let slide = ScrollAxis.SnapAnimation.curve(context.tuning.tapCurve, duration: context.tuning.tapDurationSeconds)
            context[scroll: \.pageX].scroll(to: target, at: context.time, animation: slide)
            context.parameters.pageX = target
        }
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let pageX = context.parameters.pageX
        let state = State(
            fractionalPage: layout.fractionalPage(pageX: pageX), underlineX: layout.underlineX(pageX: pageX),
            underlineWidth: layout.buttonWidth, currentPage: Double(layout.currentPage(pageX: pageX)))
        return SceneOutput(state: state) { TabMenuPainter(layout: layout, pages: pages, pageX: pageX).nodes() }
    }
}
