import MotionScene

/// `scenes.md` §4 (seed 000, section 4-2): a table whose thumbnails slide inside their cells as
/// the cells cross the screen, and whose cells fade in each time they come into view.
public struct ParallaxListScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "parallax-list", title: "Parallax list with fade-in cells", seed: "000",
        summary: "Each thumbnail slides up to 150 pt inside its cell as the cell crosses the screen; every cell fades in (0.36 s, ease-in, after 0.08 s) each time it comes into view.")

    public struct Parameters: SceneParameters {
        /// The table's content offset: scrubbed, dragged or flung.
        public var scrollY = 0.0
        public init() {}
    }

    public struct Tuning: Tunables {
        /// Seed 000 §4-2: `imageParallaxFactor = 75`.
        public var parallaxFactor = 75.0
        /// Seed 000 §4-2: `duration = 0.36`, `beginTime = now + 0.08`, ease-in, fill mode backwards.
        public var fadeDurationSeconds = 0.36
        public var fadeDelaySeconds = 0.08
        public var fadeCurve = TimingCurve.easeIn

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.parallaxFactor, "Parallax factor", unit: "pt", range: 0...200, step: 1),
            .number(\.fadeDurationSeconds, "Fade duration", unit: "s", range: 0...2),
            .number(\.fadeDelaySeconds, "Fade delay", unit: "s", range: 0...1),
            .curve(\.fadeCurve, "Fade curve"),
        ]
    }

    public struct State: SceneState {
        struct Cell: Encodable, Sendable {
            var index, cellOffsetFactor, pixelOffset, opacity: Double
        }

        var visibleCells: [Cell]
    }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let layout = ParallaxLayout(screen: screen, parallaxFactor: Tuning().parallaxFactor)
        let maximum = layout.maximumScrollY
        return [
            .scroll(
                \.scrollY, "Scroll offset y", along: .y, range: 0...maximum,
                scroll: ScrollAxis(
                    bounds: 0...maximum, viewportLength: layout.tableHeight, restThreshold: .points(scale: screen.device.scale)),
                marks: [
                    ParameterMark("top", 0), ParameterMark("cell 10", 10 * ParallaxLayout.cellHeight), ParameterMark("end", maximum),
                ])
        ]
    }

    let layout: ParallaxLayout
    var history: FadeInHistory

    public init(_ context: SceneContext<Self>) {
        layout = ParallaxLayout(screen: context.screen, parallaxFactor: context.tuning.parallaxFactor)
        history = FadeInHistory(context.tuning)
    }

    /// An input moves the offset at one instant. The first display is a `willDisplay` too: the
    /// cells on screen fade in at load.
    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        history.refresh(layout: layout, scrollY: context[scroll: \.scrollY].offset(at: context.time), at: context.time)
    }

    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {
        history.advance(layout: layout, scroll: context[scroll: \.scrollY], from: start, through: context.time)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let scrollY = context.parameters.scrollY
        let cells = layout.visibleCells(scrollY: scrollY).map { (index: $0, opacity: history.opacity(of: $0, at: context.time)) }
        let state = State(
            visibleCells: cells.map { cell in
                State.Cell(
                    index: Double(cell.index), cellOffsetFactor: layout.cellOffsetFactor(cell.index, scrollY: scrollY),
                    pixelOffset: layout.pixelOffset(cell.index, scrollY: scrollY), opacity: cell.opacity)
            })
        return SceneOutput(state: state) { ParallaxPainter(layout: layout, scrollY: scrollY).nodes(cells: cells) }
    }
}
