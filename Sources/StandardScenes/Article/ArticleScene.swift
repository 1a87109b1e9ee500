import MotionScene

/// `docs/scenes.md` §1 (seed 000, sections 5 and 6; the original is fumiyasac/InteractiveUISample's
/// `ArticleViewController`): an article loaded from JSON that fades in, with a stretchy header
/// image, a navigation header that fades in as the header scrolls away, counting labels and a
/// press-scale button.
public struct ArticleScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "article", title: "Article: stretchy header and fading navigation", seed: "000",
        summary: "An article loaded from JSON fades in; pull down to stretch the header image, scroll up and it slides away at half speed while the navigation header fades in and its title rises into place.")

    public struct Parameters: SceneParameters {
        /// The table's content offset: scrubbed, dragged or flung.
        public var scrollY = 0.0
        /// Which article is shown; a change loads it as the original's presenter does.
        public var article = ArticleChoice.harbour
        public init() {}
    }

    /// Numbers the seed gives (press scale and duration) and ones it does not (*chosen*).
    public struct Tuning: Tunables {
        /// Seed: `CGAffineTransform(scaleX: 0.94, y: 0.94)` on touch-down.
        public var pressedScale = 0.94
        /// Seed: `UIView.animate(withDuration: 0.16)` for both press and release.
        public var pressDurationSeconds = 0.16
        /// `UIView.animate` without options uses ease-in-ease-out.
        public var pressCurve = TimingCurve.easeInEaseOut
        /// `ArticleCounterTableViewCell.swift`: `counterAnimationLabelDuration = 0.8`.
        public var counterDurationSeconds = 0.8
        /// `CounterAnimationLabel.swift`: `counterVelocity = 3`, the exponent of its ease-out
        /// 1 − (1 − p)^3 (not Core Animation's ease-out).
        public var counterVelocity = 3.0
        /// `ArticleViewController.showArticle`: `UIView.animate(withDuration: 0.26)` takes the
        /// table's alpha from 0 to 1, with `UIView.animate`'s default ease-in-ease-out.
        public var fadeDurationSeconds = 0.26
        public var fadeCurve = TimingCurve.easeInEaseOut

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.pressedScale, "Pressed scale", range: 0.5...1),
            .number(\.pressDurationSeconds, "Press duration", unit: "s", range: 0...2),
            .curve(\.pressCurve, "Press curve"),
            .number(\.counterDurationSeconds, "Counter duration", unit: "s", range: 0...5),
            .number(\.counterVelocity, "Counter ease-out exponent", range: 1...6),
            .number(\.fadeDurationSeconds, "Table fade-in", unit: "s", range: 0...2),
            .curve(\.fadeCurve, "Table fade-in curve"),
        ]
    }

    /// The story button's touch phases (`UIControl.Event`), as every pressable button here takes them.
    public typealias PressPhase = ButtonPressPhase

    public enum Event: SceneEvents {
        case pressStory(PressPhase)
        public static let cases = [EventCase<Self>("pressStory", .choice("phase", "Phase", default: .down)) { .pressStory($0) }]
    }

    public struct State: SceneState {
        var headerClips: Bool
        var headerImageBottom, headerImageHeight, navInvisibleHeight, navAlpha, navContentTop: Double
        var storyButtonScale: Double
        var storyActionFired: Bool
        var viewsShown, likesShown: Double
        var tableAlpha: Double
    }

    /// How far the table may be pulled down past its top (docs/scenes.md: −200).
    static let maximumPull = 200.0

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let layout = ArticleLayout(screen: screen, content: ArticleLibrary.content(for: Parameters().article))
        let maximum = ArticleLayout.maximumScrollY(on: screen)
        return [
            .scroll(
                \.scrollY, "Scroll offset y", along: .y, range: -maximumPull...maximum,
                scroll: ScrollAxis(
                    bounds: 0...maximum, viewportLength: screen.height, restThreshold: .points(scale: screen.device.scale)),
                marks: [
                    ParameterMark("pulled down", -maximumPull / 2),
                    ParameterMark("top", 0),
                    ParameterMark("header hidden", min(layout.geometry.navInvisibleHeight, maximum)),
                    ParameterMark("story card", min(layout.cells.storyFrame.minY - layout.geometry.navigationHeight, maximum)),
                    ParameterMark("end", maximum),
                ]),
            .choice(\.article, "Article"),
        ]
    }

    var layout: ArticleLayout
    /// The table's alpha: 0 until the article loads, then faded in.
    var tableAlpha = AnimatedValue(0)
    /// The story button: shrinks while held, fires its action when the touch-up-inside animation
    /// completes (the seed's `UIView.animate` completion).
    var storyButton = ButtonPress()
    var counter: ArticleCounter?

    /// The scene opens as the original's screen does: the presenter's request completes at
    /// once (the article is bundled), so the table fades in from the scene's start.
    public init(_ context: SceneContext<Self>) {
        layout = ArticleLayout.shared(screen: context.screen, content: ArticleLibrary.content(for: context.parameters.article))
        load(at: context.time, context.tuning)
    }

    /// Another article is loaded as the original loads one: the table is hidden and fades in
    /// again, and its counters count up anew once their row is on screen.
    public mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>) throws(SceneError) {
        guard let choice = changes[\.article] else { return }
        layout = ArticleLayout.shared(screen: context.screen, content: ArticleLibrary.content(for: choice))
        counter = nil
        load(at: context.time, context.tuning)
    }

    private mutating func load(at time: Double, _ tuning: Tuning) {
        tableAlpha.set(0)
        tableAlpha.animate(to: 1, at: time, duration: tuning.fadeDurationSeconds, curve: tuning.fadeCurve)
    }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        guard case .pressStory(let phase) = event else { return }
        let tuning = context.tuning
        try storyButton.handle(
            phase, at: context.time, pressedScale: tuning.pressedScale, durationSeconds: tuning.pressDurationSeconds,
            curve: tuning.pressCurve)
    }

    /// The counters start the first time their row is on screen (the original starts them in
    /// `setCell`, when the table first shows the cell), and only then.
    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        let scrollY = context[scroll: \.scrollY].offset(at: context.time)
        guard counter == nil, layout.isCounterRowVisible(scrollY: scrollY) else { return }
        startCounters(at: context.time, context.tuning)
    }

    /// A fling that brings the counter row on screen starts the counters the moment it does.
    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {
        guard counter == nil else { return }
        let meta = layout.cells.counterFrame
        // The row is on screen while scrollY lies in (minY − H, maxY); it comes into view
        // passing maxY downwards or minY − H upwards.
        let entries = context[scroll: \.scrollY].crossings(
            of: [meta.maxY, meta.minY - layout.screen.height], from: start, through: context.time)
        if let entry = entries.first(where: { $0.increasing == ($0.level != meta.maxY) }) {
            startCounters(at: entry.time, context.tuning)
        }
    }

    private mutating func startCounters(at time: Double, _ tuning: Tuning) {
        counter = ArticleCounter(startTime: time, durationSeconds: tuning.counterDurationSeconds, velocity: tuning.counterVelocity)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let geometry = layout.geometry
        let scrollY = context.parameters.scrollY
        let time = context.time
        let content = layout.content
        let viewsShown = counter?.shown(content.viewsCounter, at: time) ?? 0
        let likesShown = counter?.shown(content.likesCounter, at: time) ?? 0
        let moment = ArticlePainter.Moment(
            tableAlpha: tableAlpha.value(at: time), buttonScale: storyButton.scale.value(at: time), viewsShown: viewsShown,
            likesShown: likesShown)
        let state = State(
            headerClips: geometry.headerClips(scrollY: scrollY),
            headerImageBottom: geometry.headerImageBottom(scrollY: scrollY),
            headerImageHeight: geometry.headerImageHeight(scrollY: scrollY),
            navInvisibleHeight: geometry.navInvisibleHeight, navAlpha: geometry.navAlpha(scrollY: scrollY),
            navContentTop: geometry.navContentTop(scrollY: scrollY), storyButtonScale: storyButton.scale.value(at: time),
            storyActionFired: storyButton.actionFired(at: time),
            viewsShown: Double(viewsShown), likesShown: Double(likesShown), tableAlpha: moment.tableAlpha)
        return SceneOutput(state: state) {
            ArticlePainter(layout: layout, scrollY: scrollY).nodes(moment)
        }
    }
}
