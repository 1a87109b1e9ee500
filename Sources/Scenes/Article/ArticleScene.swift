import MotionCore

/// `scenes.md` §1 (seed 000, sections 5 and 6): an article with a stretchy header image, a
/// gradient navigation header that fades in as the header scrolls away, counting labels and a
/// press-scale button.
public struct ArticleScene: Scene {
    public static let id = "article"
    public static let title = "Article: stretchy header and fading navigation"
    public static let seed = "000"
    public static let summary =
        "Pull down to stretch the header image; scroll up and it slides away at half speed while a gradient navigation header fades in and its title rises into place."

    /// Numbers the seed gives (press scale and duration) and ones it does not (*chosen*).
    public struct Configuration: Hashable, Sendable {
        /// Seed: `CGAffineTransform(scaleX: 0.94, y: 0.94)` on touch-down.
        public var pressedScale = 0.94
        /// Seed: `UIView.animate(withDuration: 0.16)` for both press and release.
        public var pressDurationSeconds = 0.16
        /// `UIView.animate` without options uses ease-in-ease-out.
        public var pressCurve = TimingCurve.easeInEaseOut
        /// Chosen (scenes.md): the counters run 1.0 s, ease-out.
        public var counterDurationSeconds = 1.0
        public var counterCurve = TimingCurve.easeOut
        /// How far the table may be pulled down past its top (scenes.md: −200).
        public var maximumPull = 200.0

        public init() {}
    }

    public static let stateKeys = [
        "headerClips", "headerImageBottom", "headerImageHeight", "navInvisibleHeight", "navAlpha",
        "navContentTop", "storyButtonScale", "storyActionFired", "viewsShown", "likesShown",
    ]

    public static let events = [
        EventSpec(
            "pressStory",
            arguments: [.choice("phase", label: "Phase", choices: ["down", "upInside", "upOutside"], default: "down")])
    ]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        parameters(for: screen, configuration: Configuration())
    }

    static func parameters(for screen: Screen, configuration: Configuration) -> [ParameterSpec] {
        let layout = ArticleLayout(screen: screen, content: .demo)
        let maximum = layout.maximumScrollY
        return [
            .number(
                "scrollY", label: "Scroll offset y", unit: "pt", range: -configuration.maximumPull...maximum,
                default: 0, step: 1,
                marks: [
                    ParameterMark("pulled down", -configuration.maximumPull / 2),
                    ParameterMark("top", 0),
                    ParameterMark("header hidden", layout.geometry.navInvisibleHeight),
                    ParameterMark("story card", min(layout.cells.storyFrame.minY - layout.geometry.navigationHeight, maximum)),
                    ParameterMark("end", maximum),
                ])
        ]
    }

    public let configuration: Configuration
    let layout: ArticleLayout
    public private(set) var parameters: [String: ParameterValue]
    var buttonScale: AnimatedValue
    var isPressed = false
    /// When the latest touch-up-inside animation completes (the seed fires its action then).
    var storyActionTime: Double?
    var views = AnimatedValue(0)
    var likes = AnimatedValue(0)
    var countersStarted = false

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.init(screen: screen, parameters: parameters, at: time, configuration: Configuration())
    }

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double, configuration: Configuration) {
        self.configuration = configuration
        self.layout = ArticleLayout(screen: screen, content: .demo)
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        self.buttonScale = AnimatedValue(1)
        startCountersIfVisible(at: time)
    }

    var scrollY: Double { number("scrollY") }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        parameters.merge(changes) { $1 }
        startCountersIfVisible(at: time)
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        guard event.name == "pressStory" else {
            throw SceneError(.unknownName, "article has no event '\(event.name)'", field: "event")
        }
        let phase = event.text("phase")
        switch phase {
        case "down":
            guard !isPressed else { throw SceneError(.notAllowedNow, "the story button is already pressed", field: "phase") }
            isPressed = true
            storyActionTime = nil
            animateButton(to: configuration.pressedScale, at: time)
        default:
            guard isPressed else {
                throw SceneError(.notAllowedNow, "'\(phase)' needs a 'down' first", field: "phase")
            }
            isPressed = false
            let completion = animateButton(to: 1, at: time)
            if phase == "upInside" { storyActionTime = completion }
        }
    }

    /// Returns the session time the animation completes.
    @discardableResult
    private mutating func animateButton(to scale: Double, at time: Double) -> Double {
        buttonScale.animate(
            to: scale, at: time, duration: configuration.pressDurationSeconds, curve: configuration.pressCurve)
    }

    /// The counters start the first time the meta cell is on screen, and only then.
    private mutating func startCountersIfVisible(at time: Double) {
        guard !countersStarted, layout.isMetaCellVisible(scrollY: scrollY) else { return }
        countersStarted = true
        let duration = configuration.counterDurationSeconds
        views.animate(
            to: Double(layout.content.viewsCounter), at: time, duration: duration, curve: configuration.counterCurve)
        likes.animate(
            to: Double(layout.content.likesCounter), at: time, duration: duration, curve: configuration.counterCurve)
    }
}
