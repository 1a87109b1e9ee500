import MotionScene

/// `scenes.md` §6 (seed 001): the Books app's semi-modal. A grid of coloured tiles; a tap
/// presents a horizontally paging carousel of cards (the tapped tile and its neighbours fly
/// into place); scrolling a card's list up widens it to full screen and brings in a
/// navigation bar; dragging down dismisses it interactively, or the cards spring back.
public struct SemiModalScene: Scene {
    public static let id = "semi-modal"
    public static let title = "Semi-modal carousel (Books app)"
    public static let seed = "001"
    public static let summary =
        "Tap a tile: it and its neighbours fly into a paging carousel of cards. Page sideways, scroll a card's list up to widen it to full screen, drag down to dismiss."

    public static let stateKeys = [
        "phase", "selectedIndex", "widenProgress", "navigationBarVisible", "horizontalScrollEnabled",
        "dismissProgress", "interactorState", "overlayAlpha", "cardFrames",
    ]

    /// Largest release speeds accepted: 20 pt/ms (20000 pt/s), well past the fastest flick a
    /// phone reports (about 8 pt/ms); chosen as the other scroll scenes' limit.
    static let velocityLimitPerMillisecond = 20.0

    public static var events: [EventSpec] { events(configuration: SemiModalConfiguration()) }

    static func events(configuration: SemiModalConfiguration) -> [EventSpec] {
        let lastTile = Double(configuration.tileCount - 1)
        let limit = velocityLimitPerMillisecond
        return [
            EventSpec(
                "tapTile",
                arguments: [
                    .number("index", label: "Tile", range: 0...lastTile, default: Double(configuration.defaultTile), integer: true)
                ]),
            // The page's canvas drag sends the content offset where the finger puts it. Chosen:
            // 1500 pt a card covers the widest profile's page (iPad landscape, under 1200 pt)
            // with a screen's width of pull past either end.
            EventSpec(
                "drag",
                arguments: [.number("offset", label: "Content offset", unit: "pt", range: -1500...(lastTile + 1) * 1500, default: 0)]),
            // The unit says points per millisecond, as UIScrollView hands the seed's
            // `scrollViewWillEndDragging`; the page converts its per-second flick for it.
            EventSpec(
                "release",
                arguments: [.number("velocityX", label: "Release velocity", unit: "pt/ms", range: -limit...limit, default: 0, step: 0.1)]),
            // UIPanGestureRecognizer.velocity(in:) is points per second, the seed's threshold's unit.
            EventSpec(
                "releaseDismiss",
                arguments: [
                    .number("velocityY", label: "Release velocity", unit: "pt/s", range: -limit * 1000...limit * 1000, default: 0)
                ]),
            EventSpec("dismiss"),
        ]
    }

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        parameters(for: screen, configuration: SemiModalConfiguration())
    }

    static func parameters(for screen: Screen, configuration: SemiModalConfiguration) -> [ParameterSpec] {
        let layout = CarouselLayout(screen: screen, configuration: configuration)
        let duration = configuration.transitionDurationSeconds
        let target = configuration.targetHeight
        return [
            .number(
                "transitionTime", label: "Transition (grid → carousel)", unit: "s", range: 0...duration, default: 0, step: 0.01,
                marks: [ParameterMark("grid", 0), ParameterMark("carousel", duration)]),
            .number(
                "carouselX", label: "Carousel offset x", unit: "pt", range: 0...layout.maximumOffsetX,
                default: Double(configuration.defaultTile) * layout.pageWidth, step: 1,
                marks: [ParameterMark("first card", 0), ParameterMark("last card", layout.maximumOffsetX)]
            ).dragged(along: .x),
            // Chosen: the list may be pulled down 100 pt past its top (a bounce).
            .number(
                "innerScrollY", label: "Card list offset y", unit: "pt", range: -100...layout.maximumInnerScrollY, default: 0,
                step: 1,
                marks: [ParameterMark("top", 0), ParameterMark("half wide", target / 2), ParameterMark("full width", target)]),
            .number(
                "dismissDragY", label: "Dismiss drag y", unit: "pt", range: -screen.height...screen.height, default: 0, step: 1,
                marks: [ParameterMark("threshold", configuration.percentThreshold * screen.height)]),
        ]
    }

    public let configuration: SemiModalConfiguration
    let layout: CarouselLayout
    let grid: SemiModalGridLayout
    public internal(set) var parameters: [String: ParameterValue]
    var flow: SemiModalFlow
    var clock: TransitionClock
    var carousel: CarouselScroll
    /// The interactive dismiss's displacement of the cards, points down.
    var cardsOffsetY = AnimatedValue(0)
    /// The navigation bar: 0 hidden above the screen, 1 shown.
    var navigationBar = AnimatedValue(0)
    /// The carousel as a dismiss found it.
    var capturedPose: CarouselPose?

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.init(screen: screen, parameters: parameters, at: time, configuration: SemiModalConfiguration())
    }

    /// Rebuilds the scene a set of parameters describes (a new session, a device change):
    /// the transition slider picks the phase, the carousel offset the card, the list offset
    /// how far it is widened. A drag in progress is not carried over.
    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double, configuration: SemiModalConfiguration) {
        self.configuration = configuration
        let layout = CarouselLayout(screen: screen, configuration: configuration)
        self.layout = layout
        grid = SemiModalGridLayout(screen: screen, tileCount: configuration.tileCount)
        let given = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        let offsetX = clamp(given["carouselX"]?.number ?? 0, 0, layout.maximumOffsetX)
        flow = SemiModalFlow(paging: CarouselPaging(layout: layout), selectedIndex: layout.majorIndex(offsetX: offsetX))
        clock = TransitionClock(durationSeconds: configuration.transitionDurationSeconds, curve: configuration.transitionCurve)
        carousel = CarouselScroll(
            bounds: 0...layout.maximumOffsetX, viewportWidth: screen.width, scale: screen.device.scale, offset: offsetX)
        self.parameters = given
        try? apply(.scrubTransition(seconds: given["transitionTime"]?.number ?? 0), at: time)
        try? apply(.placeCarousel(offsetX: offsetX), at: time)
        try? apply(.scrollInnerList(y: given["innerScrollY"]?.number ?? 0), at: time)
        // Nothing animates into a rebuilt scene: the bar is where the list offset puts it.
        navigationBar.set(flow.navigationBarVisible ? 1 : 0)
        recordParameters()
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        advanced(to: time).presented(at: time)
    }

    /// Whether this scene moves anything by itself at `time`.
    func isAnimating(at time: Double) -> Bool {
        clock.isPlaying(at: time) || carousel.isMoving(at: time) || cardsOffsetY.isAnimating(at: time)
            || navigationBar.isAnimating(at: time)
    }
}
