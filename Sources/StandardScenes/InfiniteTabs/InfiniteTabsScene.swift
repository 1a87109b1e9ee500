import MotionScene
import TextShaping

/// `docs/scenes.md` §5 (seed 003): an endlessly scrolling category strip that snaps the nearest cell
/// to its centre, an underline as wide as the selected title, a page view of the categories
/// that wraps around, and a light haptic tick whenever a category is selected.
public struct InfiniteTabsScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "infinite-tabs", title: "Infinite category tabs with centred snapping", seed: "003",
        summary: "4n tab cells wrap around endlessly; a fling snaps the nearest cell to the centre and selects it, with a haptic tick and an underline as wide as its title.")

    public struct Parameters: SceneParameters {
        /// The strip's offset: scrubbed, or dragged and flung through the scene's own strip (it wraps).
        public var tabX = 0.0
        /// The page view's page, fractional while it slides.
        public var contentPage = 0.0
        public var wrapMode = StripWrap.periodic
        public init() {}
    }

    public struct Tuning: Tunables {
        /// Seed 003 §4-1: `UIView.animate(withDuration: 0.36)` (ease-in-ease-out, UIKit's default).
        public var underlineDurationSeconds = 0.36
        public var underlineCurve = TimingCurve.easeInEaseOut
        /// Chosen: a page view's slide (undocumented in UIKit), 0.3 s ease-in-ease-out.
        public var pageDurationSeconds = 0.3
        public var pageCurve = TimingCurve.easeInEaseOut

        public init() {}

        public static let tunables: [TunableDeclaration<Self>] = [
            .number(\.underlineDurationSeconds, "Underline duration", unit: "s", range: 0...2),
            .curve(\.underlineCurve, "Underline curve"),
            .number(\.pageDurationSeconds, "Page slide duration", unit: "s", range: 0...2),
            .curve(\.pageCurve, "Page slide curve"),
        ]
    }

    public enum SwipeDirection: String, SceneChoice {
        case forward, reverse
    }

    public enum Event: SceneEvents {
        case tapTab(cellIndex: Int)
        case drag(offset: Double)
        case release(velocityX: Double)
        case swipeContent(SwipeDirection)

        public static let cases: [EventCase<Self>] = [
            EventCase("tapTab", .integer("cellIndex", "Cell", range: 0...4 * InfiniteTabsLayout.categories.count - 1, default: 17)) {
                .tapTab(cellIndex: $0)
            },
            // The page's drag offsets drift by whole wraps over a long gesture: a wide range (chosen).
            // Default: the start offset (cell 2n centred) on a 375-pt screen, 160 · 16 + 75 − 187.5.
            EventCase("drag", .dragOffset(range: -100_000...100_000, default: 2447.5)) { .drag(offset: $0) },
            EventCase("release", .releaseVelocity(.x)) { .release(velocityX: $0) },
            EventCase("swipeContent", .choice("direction", "Direction", default: SwipeDirection.forward)) { .swipeContent($0) },
        ]
    }

    public struct State: SceneState {
        var selectedCellIndex, categoryIndex, underlineWidth, tabX, hapticCount: Double
    }

    static let hapticStyle = "light"

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let layout = InfiniteTabsLayout(screen: screen)
        let start = layout.centredOffset(ofCell: 2 * layout.count)
        return [
            .dragged(
                \.tabX, "Strip offset x", along: .x,
                range: 0...layout.maximumTabX,
                default: start, step: 0.5,
                marks: [ParameterMark("total", layout.total), ParameterMark("start", start), ParameterMark("3·total", 3 * layout.total)]),
            .number(\.contentPage, "Content page", range: 0...Double(layout.count), step: 0.01),
            .choice(\.wrapMode, "Wrap"),
        ]
    }

    let layout: InfiniteTabsLayout
    let titleWidths: CategoryTitleWidths
    var strip: TabStrip
    var selectedCellIndex: Int
    var hapticCount = 0
    var underlineWidth = AnimatedValue(0)
    /// The page view's page on an unwrapped axis (shown modulo n).
    var content: AnimatedValue
    /// A release awaits its settling, which selects the centred category.
    var settlePending = false

    public init(_ context: SceneContext<Self>) {
        let layout = SharedLayouts.value(for: context.screen) { InfiniteTabsLayout(screen: context.screen) }
        let time = context.time
        self.layout = layout
        titleWidths = CategoryTitleWidths(
            measured: FontLibrary.standard.map { font in
                InfiniteTabsLayout.categories.map { Self.underlineWidth(of: $0, font: font, size: InfiniteTabsLayout.titleFontSize) }
            })
        strip = TabStrip(offset: context.parameters.tabX, screen: context.screen)
        strip.wrap(context.parameters.wrapMode, layout: layout, at: time)
        content = AnimatedValue(context.parameters.contentPage)
        selectedCellIndex = layout.normalized(layout.centredCell(at: strip.offset(at: time)))
        let category = layout.category(ofCell: selectedCellIndex)
        underlineWidth = AnimatedValue(titleWidth(ofCategory: category))
        // The page view shows the selected category; a carried-over page that does not (the
        // strip's offset kept across a device change centres another cell) gives way to it.
        if layout.category(ofCell: Int(content.value(at: time).rounded())) != category {
            content.set(Double(category))
        }
    }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        if case .failure(let error) = titleWidths.measured { throw SceneError(.notAllowedNow, error.description) }
        let time = context.time
        switch event {
        case .tapTab(let cell): try tap(cell: cell, context)
        case .swipeContent(let direction): swipe(forward: direction == .forward, context)
        case .drag(let offset):
            strip.drag(to: offset, at: time)
            strip.wrap(context.parameters.wrapMode, layout: layout, at: time)
            settlePending = false
        case .release(let velocity):
            strip.release(velocity: velocity, at: time, layout: layout)
            settlePending = true
            replay(from: time, context)
        }
        context.parameters.tabX = strip.offset(at: time)
    }

    public mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>) {
        if let x = changes[\.tabX] {
            // A scrub moves the strip without ending a drag or fling: nothing gets selected.
            strip.set(offset: x)
            settlePending = false
        }
        if let page = changes[\.contentPage] { content.set(page) }
        strip.wrap(context.parameters.wrapMode, layout: layout, at: context.time)
    }

    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {
        replay(from: start, context)
    }

    public func present(_ parameters: inout Parameters, _ context: SceneContext<Self>) {
        parameters.tabX = strip.offset(at: context.time)
        parameters.contentPage = contentPage(at: context.time)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let time = context.time
        let category = layout.category(ofCell: selectedCellIndex)
        let underline = underlineWidth.value(at: time)
        let tabX = context.parameters.tabX
        let state = State(
            selectedCellIndex: Double(selectedCellIndex), categoryIndex: Double(category), underlineWidth: underline, tabX: tabX,
            hapticCount: Double(hapticCount))
        var error: String?
        if case .failure(let failure) = titleWidths.measured { error = failure.description }
        return SceneOutput(
            state: state, animating: settlePending, haptics: HapticFeedback(count: hapticCount, style: Self.hapticStyle)
        ) {
            InfiniteTabsPainter(
                layout: layout, tabX: tabX, selectedCategory: category, underlineWidth: underline,
                contentPage: context.parameters.contentPage
            ).nodes(error: error)
        }
    }

    /// The original's `calculateCategoryUnderBarWidthBy(title:)`: `ceil` of the title's measured width.
    static func underlineWidth(of title: String, font: ShapedFont, size: Double) -> Double {
        font.advanceWidth(of: title, size: size).rounded(.up)
    }

    func titleWidth(ofCategory category: Int) -> Double {
        (try? titleWidths.measured.get()).map { $0[category] } ?? 0
    }

    /// The page view's fractional page in [0, n).
    func contentPage(at time: Double) -> Double {
        let count = Double(layout.count)
        let page = content.value(at: time).truncatingRemainder(dividingBy: count)
        return page < 0 ? page + count : page
    }
}
