import MotionScene

/// `scenes.md` §1 (seed 000, sections 5 and 6): an article with a stretchy header image, a
/// gradient navigation header that fades in as the header scrolls away, counting labels and a
/// press-scale button.
public struct ArticleScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "article", title: "Article: stretchy header and fading navigation", seed: "000",
        summary: "Pull down to stretch the header image; scroll up and it slides away at half speed while a gradient navigation header fades in and its title rises into place.")

    public struct Parameters: SceneParameters {
        /// The table's content offset: scrubbed, dragged or flung.
        public var scrollY = 0.0
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
        /// Chosen (scenes.md): the counters run 1.0 s, ease-out.
        public var counterDurationSeconds = 1.0
        public var counterCurve = TimingCurve.easeOut

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.pressedScale, "Pressed scale", range: 0.5...1),
            .number(\.pressDurationSeconds, "Press duration", unit: "s", range: 0...2),
            .curve(\.pressCurve, "Press curve"),
            .number(\.counterDurationSeconds, "Counter duration", unit: "s", range: 0...5),
            .curve(\.counterCurve, "Counter curve"),
        ]
    }

    public enum PressPhase: String, SceneChoice { case down, upInside, upOutside }

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
    }

    /// How far the table may be pulled down past its top (scenes.md: −200).
    static let maximumPull = 200.0

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let layout = ArticleLayout(screen: screen, content: .demo)
        let maximum = layout.maximumScrollY
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
                ])
        ]
    }

    let layout: ArticleLayout
    var buttonScale = AnimatedValue(1)
    var isPressed = false
    /// When the latest touch-up-inside animation completes (the seed fires its action then).
    var storyActionTime: Double?
    var views = AnimatedValue(0)
    var likes = AnimatedValue(0)
    var countersStarted = false

    public init(_ context: SceneContext<Self>) { layout = ArticleLayout(screen: context.screen, content: .demo) }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        guard case .pressStory(let phase) = event else { return }
        let tuning = context.tuning
        guard isPressed != (phase == .down) else {
            let reason = isPressed ? "the story button is already pressed" : "'\(phase.rawValue)' needs a 'down' first"
            throw SceneError(.notAllowedNow, reason, field: "phase")
        }
        isPressed = phase == .down
        let completion = buttonScale.animate(
            to: isPressed ? tuning.pressedScale : 1, at: context.time, duration: tuning.pressDurationSeconds,
            curve: tuning.pressCurve)
        storyActionTime = phase == .upInside ? completion : nil
    }

    /// The counters start the first time the meta cell is on screen, and only then.
    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        let scrollY = context[scroll: \.scrollY].offset(at: context.time)
        guard !countersStarted, layout.isMetaCellVisible(scrollY: scrollY) else { return }
        startCounters(at: context.time, context.tuning)
    }

    /// A fling that brings the meta cell on screen starts the counters the moment it does.
    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {
        guard !countersStarted else { return }
        let meta = layout.cells.metaFrame
        // The meta cell is on screen while scrollY lies in (minY − H, maxY); it comes into view
        // passing maxY downwards or minY − H upwards.
        let entries = context[scroll: \.scrollY].crossings(
            of: [meta.maxY, meta.minY - layout.screen.height], from: start, through: context.time)
        if let entry = entries.first(where: { $0.increasing == ($0.level != meta.maxY) }) {
            startCounters(at: entry.time, context.tuning)
        }
    }

    private mutating func startCounters(at time: Double, _ tuning: Tuning) {
        countersStarted = true
        let duration = tuning.counterDurationSeconds
        views.animate(to: Double(layout.content.viewsCounter), at: time, duration: duration, curve: tuning.counterCurve)
        likes.animate(to: Double(layout.content.likesCounter), at: time, duration: duration, curve: tuning.counterCurve)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let geometry = layout.geometry
        let scrollY = context.parameters.scrollY
        let time = context.time
        let state = State(
            headerClips: geometry.headerClips(scrollY: scrollY),
            headerImageBottom: geometry.headerImageBottom(scrollY: scrollY),
            headerImageHeight: geometry.headerImageHeight(scrollY: scrollY),
            navInvisibleHeight: geometry.navInvisibleHeight, navAlpha: geometry.navAlpha(scrollY: scrollY),
            navContentTop: geometry.navContentTop(scrollY: scrollY), storyButtonScale: buttonScale.value(at: time),
            storyActionFired: storyActionTime.map { time >= $0 } ?? false,
            viewsShown: views.value(at: time).rounded(.down), likesShown: likes.value(at: time).rounded(.down))
        return SceneOutput(state: state) {
            ArticlePainter(layout: layout, scrollY: scrollY).nodes(
                buttonScale: buttonScale.value(at: time), viewsShown: Int(views.value(at: time)),
                likesShown: Int(likes.value(at: time)))
        }
    }
}
