import MotionScene

/// `docs/scenes.md` §6 (seed 001): the Books app's semi-modal. A grid of coloured tiles; a tap
/// presents a horizontally paging carousel of cards (the tapped tile and its neighbours fly
/// into place); scrolling a card's list up widens it to full screen and brings in a
/// navigation bar; dragging down dismisses it interactively, or the cards spring back. The list
/// has its own scroll driver (`dragList`/`releaseList`): released or come to rest under its
/// header it scrolls back to it. "x" flies the cards back to the grid; "Done" slides them down.
///
/// The parameters are inputs to `SemiModalFlow`, the scene's state machine: a slider or an
/// event goes through it, and the scene performs the actions it returns.
public struct SemiModalScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "semi-modal", title: "Semi-modal carousel (Books app)", seed: "001",
        summary: "Tap a tile: it and its neighbours fly into a paging carousel of cards. Page sideways, scroll a card's list up to widen it to full screen, drag down to dismiss.")

    public typealias Tuning = SemiModalConfiguration

    public struct Parameters: SceneParameters {
        /// Seconds on the grid-to-carousel clock: 0 shows the grid, the transition's duration the carousel.
        public var transitionTime = 0.0
        /// The carousel's content offset x: scrubbed, or dragged and flicked onto a card.
        public var carouselX = 0.0
        /// The centred card's list offset y.
        public var innerScrollY = 0.0
        /// The interactive dismiss pan's translation y.
        public var dismissDragY = 0.0
        public init() {}
    }

    /// The page's gestures, as the flow's inputs.
    public struct Event: SceneEvents {
        let input: SemiModalFlow.Input

        public static let cases: [EventCase<Self>] = {
            let configuration = SemiModalConfiguration()
            let lastTile = configuration.tileCount - 1
            // UIScrollView hands the seed's `scrollViewWillEndDragging` points per millisecond:
            // the drag contract's ±20000 pt/s in that unit (the page converts its flick for it).
            let limit = ScrollDriver.velocityLimit / 1000
            return [
                EventCase("tapTile", .integer("index", "Tile", range: 0...lastTile, default: configuration.defaultTile)) {
                    Event(input: .tapTile($0))
                },
                // The content offset where the finger puts it. Chosen: 1500 pt a card covers the widest
                // profile's page (iPad landscape, under 1200 pt) with a screen's width of pull past either end.
                EventCase("drag", .dragOffset(range: -1500...Double(lastTile + 1) * 1500, default: 0)) {
                    Event(input: .dragCarousel(offsetX: $0))
                },
                EventCase("release", .number("velocityX", "Release velocity", unit: "pt/ms", range: -limit...limit, default: 0, step: 0.1)) {
                    Event(input: .releaseCarousel(velocityX: $0))
                },
                // UIPanGestureRecognizer.velocity(in:) is points per second, the seed's threshold's unit.
                EventCase("releaseDismiss", .releaseVelocity(.y)) { Event(input: .releaseDismiss(velocityY: $0)) },
                // The centred card's list: where the finger puts it (chosen: 3000 pt covers the
                // longest list with room to pull past either end), and the lift's velocity.
                EventCase("dragList", .number("offset", "List offset", unit: "pt", range: -3000...3000, default: 0, step: 1)) {
                    Event(input: .dragList(offsetY: $0))
                },
                EventCase("releaseList", .releaseVelocity(.y)) { Event(input: .releaseList(velocityY: $0)) },
                // The card's "x" button: the reverse flight.
                EventCase("dismiss") { Event(input: .dismiss) },
                // The navigation bar's "Done" button: the default modal slide down.
                EventCase("done") { Event(input: .done) },
            ]
        }()
    }

    public struct State: SceneState {
        var phase: String
        var selectedIndex, widenProgress: Double
        var navigationBarVisible, horizontalScrollEnabled: Bool
        var dismissProgress: Double
        var interactorState: String
        var overlayAlpha: Double
        var cardFrames: [CardFrame]
    }

    /// A card's frame in `cardFrames`: `frame` is `[x, y, width, height]`.
    struct CardFrame: Encodable {
        var index: Double
        var frame: [Double]
        var alpha: Double
    }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let configuration = SemiModalConfiguration()
        let layout = CarouselLayout(screen: screen, configuration: configuration)
        let duration = configuration.transitionDurationSeconds
        let target = configuration.targetHeight
        return [
            .number(
                \.transitionTime, "Transition (grid → carousel)", unit: "s", range: 0...duration, step: 0.01,
                marks: [ParameterMark("grid", 0), ParameterMark("carousel", duration)]),
            .dragged(
                \.carouselX, "Carousel offset x", along: .x, range: 0...layout.maximumOffsetX,
                default: Double(configuration.defaultTile) * layout.pageWidth,
                marks: [ParameterMark("first card", 0), ParameterMark("last card", layout.maximumOffsetX)]),
            // Chosen: the list may be pulled down 100 pt past its top (a bounce).
            // Dragged vertically on the screen through the list's own events.
            .dragged(
                \.innerScrollY, "Card list offset y", along: .y, range: -100...layout.maximumInnerScrollY,
                marks: [
                    ParameterMark("top", 0), ParameterMark("header", configuration.cellHeaderHeight),
                    ParameterMark("full width", target),
                ],
                events: ParameterSpec.DragEvents(drag: "dragList", release: "releaseList")),
            .number(
                \.dismissDragY, "Dismiss drag y", unit: "pt", range: -screen.height...screen.height,
                marks: [ParameterMark("threshold", configuration.percentThreshold * screen.height)]),
        ]
    }

    let layout: CarouselLayout
    let grid: SemiModalGridLayout
    /// The grid and the resting cards' lists, built once: a frame only places them.
    let fixedNodes: SemiModalFixedNodes
    var flow: SemiModalFlow
    var clock: TransitionClock
    var carousel: CarouselScroll
    /// The interactive dismiss's displacement of the cards, points down.
    var cardsOffsetY = AnimatedValue(0)
    /// The navigation bar: 0 hidden above the screen, 1 shown.
    var navigationBar = AnimatedValue(0)
    /// The carousel as the latest dismiss found it, read only while dismissing: every way into
    /// a dismiss captures it first. Outside a dismiss it is the carousel a present leaves. Not
    /// optional: the frame's motion search reflected on an empty optional on every frame
    /// (10.5k of 127k instructions a frame, callgrind), as it cannot learn what a nil holds.
    var capturedPose: CarouselPose
    /// The centred card's list offset y in motion: dragged, flung, returning to its header.
    var innerList: ScrollDriver
    /// The time up to which the list's own motion has been fed to the flow.
    var listCursor: Double
    /// The settling the flow has already been told of (a driver keeps its last one).
    var listSettleHandled: Double?

    /// Rebuilds the scene a set of parameters describes (a new session, a device change):
    /// the transition slider picks the phase, the carousel offset the card, the list offset
    /// how far it is widened. A drag in progress is not carried over.
    public init(_ context: SceneContext<Self>) {
        let configuration = context.tuning
        let given = context.parameters
        let time = context.time
        layout = CarouselLayout(screen: context.screen, configuration: configuration)
        grid = SemiModalGridLayout(screen: context.screen, tileCount: configuration.tileCount)
        fixedNodes = SemiModalFixedNodes.shared(grid: grid, layout: layout)
        let offsetX = clamp(given.carouselX, 0, layout.maximumOffsetX)
        flow = SemiModalFlow(paging: CarouselPaging(layout: layout), selectedIndex: layout.majorIndex(offsetX: offsetX))
        clock = TransitionClock(durationSeconds: configuration.transitionDurationSeconds, curve: configuration.transitionCurve)
        innerList = ScrollDriver(axis: Self.listAxis(layout), offset: 0)
        capturedPose = .resting(on: flow.selectedIndex, pageWidth: layout.pageWidth)
        listCursor = time
        carousel = CarouselScroll(
            bounds: 0...layout.maximumOffsetX, viewportWidth: context.screen.width, scale: context.screen.device.scale,
            offset: offsetX)
        try? apply(.scrubTransition(seconds: given.transitionTime), at: time)
        try? apply(.placeCarousel(offsetX: offsetX), at: time)
        try? apply(.scrollInnerList(y: given.innerScrollY), at: time)
        // Nothing animates into a rebuilt scene: the bar is where the list offset puts it.
        navigationBar.set(flow.navigationBarVisible ? 1 : 0)
    }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        advanceFlow(to: context.time)
        try apply(event.input, at: context.time)
        // What the input moved (a finger on the list) reaches the flow at once.
        advanceList(to: context.time)
        record(&context.parameters, at: context.time)
    }

    /// Parameters in the order their effects depend on each other: the phase first, then the
    /// carousel's offset, its list, and the dismiss drag. A value the scene already shows is
    /// no change (the page may send one again).
    public mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>)
        throws(SceneError)
    {
        let time = context.time
        advanceFlow(to: time)
        let shown = shownParameters(at: time)
        if let seconds = changes[\.transitionTime], seconds != shown.transitionTime {
            try apply(.scrubTransition(seconds: seconds), at: time)
        }
        if let x = changes[\.carouselX], x != shown.carouselX { try apply(.placeCarousel(offsetX: x), at: time) }
        if let y = changes[\.innerScrollY], y != shown.innerScrollY { try apply(.scrollInnerList(y: y), at: time) }
        if let y = changes[\.dismissDragY], y != shown.dismissDragY { try apply(.panDismiss(translationY: y), at: time) }
    }

    /// After a rebuild or a set: the model values are where everything under way ends.
    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        record(&context.parameters, at: context.time)
    }

    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {
        advanceFlow(to: context.time)
    }

    public func present(_ parameters: inout Parameters, _ context: SceneContext<Self>) {
        parameters = advanced(to: context.time).shownParameters(at: context.time)
    }
}
