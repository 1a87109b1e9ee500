import MotionScene

/// `docs/scenes.md` §4 (seed 000, section 4-2; `MainListViewController.swift` and
/// `MainListTableViewCell` in the original): a table whose thumbnails slide inside their
/// wrappers as the rows cross the table, whose rows fade in each time they come into view,
/// and whose "記事を読む" buttons shrink while held and open the article once released.
public struct ParallaxListScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "parallax-list", title: "Parallax list with fade-in cells", seed: "000",
        summary: "Each thumbnail slides up to 150 pt inside its frame as the row crosses the list; every row fades in (0.36 s, ease-in, after 0.08 s) each time it comes into view; its button shrinks to 0.9 while held.")

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
        /// `MainListTableViewCell.onTouchDownArticleButton`: the button's wrapper scales to 0.9
        /// over 0.16 s, back to 1 over 0.16 s on touch-up; `UIView.animate` without options,
        /// so ease-in-ease-out.
        public var pressedScale = 0.9
        public var pressDurationSeconds = 0.16
        public var pressCurve = TimingCurve.easeInEaseOut

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.parallaxFactor, "Parallax factor", unit: "pt", range: 0...200, step: 1),
            .number(\.fadeDurationSeconds, "Fade duration", unit: "s", range: 0...2),
            .number(\.fadeDelaySeconds, "Fade delay", unit: "s", range: 0...1),
            .curve(\.fadeCurve, "Fade curve"),
            .number(\.pressedScale, "Pressed scale", range: 0.5...1),
            .number(\.pressDurationSeconds, "Press duration", unit: "s", range: 0...2),
            .curve(\.pressCurve, "Press curve"),
        ]
    }

    public enum Event: SceneEvents {
        /// A touch on row `index`'s "記事を読む" button.
        case pressArticle(index: Int, phase: ButtonPressPhase)
        public static let cases: [EventCase<Self>] = [
            EventCase(
                "pressArticle", .integer("index", "Row", range: 0...(ParallaxLayout.cellCount - 1), default: 0),
                .choice("phase", "Phase", default: .down)
            ) { .pressArticle(index: $0, phase: $1) }
        ]
    }

    public struct State: SceneState {
        struct Cell: Encodable, Sendable {
            /// `y` is the row's top in the table's coordinates, `height` its self-sized height.
            var index, y, height, cellOffsetFactor, pixelOffset, opacity, buttonScale: Double
        }

        /// `Ht`.
        var tableHeight: Double
        var visibleCells: [Cell]
        /// The row whose button action (opening its article) has run; null until one has.
        var articleOpenedRow: Int?
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
                    ParameterMark("top", 0), ParameterMark("row 10", min(layout.rowTops[10], maximum)), ParameterMark("end", maximum),
                ])
        ]
    }

    let layout: ParallaxLayout
    var history: FadeInHistory
    var buttons = ParallaxButtons()

    public init(_ context: SceneContext<Self>) {
        layout = ParallaxLayout.shared(screen: context.screen, parallaxFactor: context.tuning.parallaxFactor)
        history = FadeInHistory(context.tuning)
    }

    /// A button can be touched only while its row is on screen.
    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        guard case .pressArticle(let index, let phase) = event else { return }
        let scrollY = context[scroll: \.scrollY].offset(at: context.time)
        if phase == .down, !layout.isVisible(index, scrollY: scrollY) {
            throw SceneError(.notAllowedNow, "row \(index) is not on screen", field: "index")
        }
        try buttons.handle(phase, row: index, at: context.time, context.tuning)
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
        let time = context.time
        let cells = layout.visibleCells(scrollY: scrollY).map {
            ParallaxPainter.Cell(index: $0, opacity: history.opacity(of: $0, at: time), buttonScale: buttons.scale(row: $0, at: time))
        }
        let state = State(
            tableHeight: layout.tableHeight,
            visibleCells: cells.map { cell in
                State.Cell(
                    index: Double(cell.index), y: layout.cellY(cell.index, scrollY: scrollY), height: layout.cellHeight(cell.index),
                    cellOffsetFactor: layout.cellOffsetFactor(cell.index, scrollY: scrollY),
                    pixelOffset: layout.pixelOffset(cell.index, scrollY: scrollY), opacity: cell.opacity, buttonScale: cell.buttonScale)
            },
            articleOpenedRow: buttons.openedRow(at: time))
        return SceneOutput(state: state) { ParallaxPainter(layout: layout, scrollY: scrollY).nodes(cells: cells) }
    }
}
