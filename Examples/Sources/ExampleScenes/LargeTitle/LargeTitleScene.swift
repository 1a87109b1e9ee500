import MotionScene

/// iOS's large title: 34-pt bold at the left under the navigation bar while the list is at its
/// top, shrinking into the 17-pt inline title as the list scrolls up the large title's 52 pt,
/// growing a little when the list is pulled down; the bar's background and hairline appear as
/// it collapses.
struct LargeTitleScene: SceneDefinition {
    static let info = SceneInfo(
        id: "large-title", title: "Large title",
        summary: "A large title collapses into the navigation bar as the list scrolls.")

    /// Chosen: a short word, as mailbox and settings screens have.
    static let title = "Inbox"

    struct Parameters: SceneParameters {
        var scrollY = 0.0
    }

    struct State: SceneState {
        var collapse: Double
        var stretch: Double
        var largeTitleSize: Double
        var largeTitleAlpha: Double
        var inlineTitleAlpha: Double
        var barAlpha: Double
    }

    static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let titleArea = Tuning().largeTitleHeight
        return [
            ListRows.scrollParameter(
                \.scrollY, on: screen, header: titleArea,
                marks: [ParameterMark("top", 0), ParameterMark("collapsed", titleArea)])
        ]
    }

    init(_ context: SceneContext<Self>) {}

    func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let screen = context.screen
        let layout = LargeTitleLayout(
            screen: screen, tuning: context.tuning, scrollY: context.parameters.scrollY, title: Self.title,
            measure: { context.width(of: $0, fontSize: $1) })
        let state = State(
            collapse: layout.collapse, stretch: layout.stretch, largeTitleSize: layout.largeTitleSize,
            largeTitleAlpha: layout.largeTitleAlpha, inlineTitleAlpha: layout.inlineTitleAlpha, barAlpha: layout.barAlpha)
        let barTop = screen.statusBar
        return SceneOutput(state: state) {
            Node.rect("background", frame: screen.bounds, fill: Palette.background)
            ListRows.nodes(top: layout.listTop, visibleTop: barTop, screen: screen) { "Message \($0 + 1)" }
            Node.rect("bar.background", frame: Rect(x: 0, y: 0, width: screen.width, height: layout.barBottom), fill: Palette.bar)
                .alpha(layout.barAlpha)
            Node.rect("bar.hairline", frame: Rect(x: 0, y: layout.barBottom - 0.5, width: screen.width, height: 0.5), fill: Palette.separator)
                .alpha(layout.barAlpha)
            Node.text(
                "bar.inlineTitle", frame: Rect(x: 0, y: barTop, width: screen.width, height: screen.navigationBar), Self.title,
                size: context.tuning.inlineTitleSize, weight: 600, color: Palette.label, align: .center
            ).alpha(layout.inlineTitleAlpha)
            Node.text("largeTitle", frame: layout.largeTitleFrame, Self.title, size: layout.largeTitleSize, weight: 700, color: Palette.label)
                .alpha(layout.largeTitleAlpha)
        }
    }
}
