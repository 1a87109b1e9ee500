import MotionScene

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
            arguments: [.choice("phase", label: "Phase", choices: ["down", "upInside", "upOutside"], default: "down")]),
        // The drag offset's range is widest on the tallest content (the smallest screen's width
        // wraps the most lines); one generous range serves every profile.
        ScrollDriver.dragEvent(range: -dragRange...dragRange, default: 0),
        ScrollDriver.releaseEvent(.y),
    ]

    /// Chosen: far past any profile's content height plus a viewport (under 6000 pt).
    static let dragRange = 20_000.0

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
                ]
            ).dragged(along: .y)
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
    /// The table's content offset: scrubbed, dragged or flung.
    var scroll: ScrollDriver
    /// Session time of the latest input: the counters' history is complete up to it.
    var historyTime: Double

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.init(screen: screen, parameters: parameters, at: time, configuration: Configuration())
    }

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double, configuration: Configuration) {
        self.configuration = configuration
        self.layout = ArticleLayout(screen: screen, content: .demo)
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        self.buttonScale = AnimatedValue(1)
        let layout = self.layout
        scroll = ScrollDriver(
            axis: ScrollAxis(
                bounds: 0...layout.maximumScrollY, viewportLength: layout.screen.height,
                restThreshold: .points(scale: layout.screen.device.scale)),
            offset: self.parameters["scrollY"]?.number ?? 0)
        historyTime = time
        startCountersIfVisible(at: time)
    }

    /// The content offset presented at `time`.
    func scrollY(at time: Double) -> Double { scroll.offset(at: time) }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        parameters.merging(["scrollY": .number(scrollY(at: time))]) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        advance(to: time)
        parameters.merge(changes) { $1 }
        if let scrollY = changes["scrollY"]?.number { scroll.set(offset: scrollY) }
        startCountersIfVisible(at: time)
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        advance(to: time)
        if scroll.handle(event, along: .y, at: time) {
            parameters["scrollY"] = .number(clamp(scroll.restingOffset(at: time), -configuration.maximumPull, layout.maximumScrollY))
            startCountersIfVisible(at: time)
            return
        }
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

    /// The scene as it is at `time` when nothing but its own motion happened since the latest
    /// input: a fling that brings the meta cell on screen starts the counters the moment it does.
    func advanced(to time: Double) -> ArticleScene {
        var copy = self
        copy.advance(to: time)
        return copy
    }

    private mutating func advance(to time: Double) {
        defer { historyTime = max(historyTime, time) }
        guard !countersStarted else { return }
        let meta = layout.cells.metaFrame
        // The meta cell is on screen while scrollY lies in (minY − H, maxY); it comes into view
        // passing maxY downwards or minY − H upwards.
        let entries = scroll.crossings(of: [meta.maxY, meta.minY - layout.screen.height], from: historyTime, through: time)
        if let entry = entries.first(where: { $0.increasing == ($0.level != meta.maxY) }) {
            startCounters(at: entry.time)
        }
    }

    /// The counters start the first time the meta cell is on screen, and only then.
    private mutating func startCountersIfVisible(at time: Double) {
        guard !countersStarted, layout.isMetaCellVisible(scrollY: scrollY(at: time)) else { return }
        startCounters(at: time)
    }

    private mutating func startCounters(at time: Double) {
        countersStarted = true
        let duration = configuration.counterDurationSeconds
        views.animate(
            to: Double(layout.content.viewsCounter), at: time, duration: duration, curve: configuration.counterCurve)
        likes.animate(
            to: Double(layout.content.likesCounter), at: time, duration: duration, curve: configuration.counterCurve)
    }
}
