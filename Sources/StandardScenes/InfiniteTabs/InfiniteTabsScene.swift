import MotionScene
import TextShaping

/// `scenes.md` §5 (seed 003): an endlessly scrolling category strip that snaps the nearest cell
/// to its centre, an underline as wide as the selected title, a page view of the categories
/// that wraps around, and a light haptic tick whenever a category is selected.
public struct InfiniteTabsScene: Scene {
    public static let id = "infinite-tabs"
    public static let title = "Infinite category tabs with centred snapping"
    public static let seed = "003"
    public static let summary =
        "4n tab cells wrap around endlessly; a fling snaps the nearest cell to the centre and selects it, with a haptic tick and an underline as wide as its title."

    /// Seed 003 §4-1: `UIView.animate(withDuration: 0.36)` (ease-in-ease-out, UIKit's default).
    static let underlineDurationSeconds = 0.36
    /// Chosen: a page view's slide (undocumented in UIKit), 0.3 s ease-in-ease-out.
    static let pageDurationSeconds = 0.3
    static let haptic = "light"

    public static let stateKeys = ["selectedCellIndex", "categoryIndex", "underlineWidth", "tabX", "hapticCount"]

    public static let events = [
        EventSpec(
            "tapTab",
            arguments: [
                .number("cellIndex", label: "Cell", range: 0...Double(4 * InfiniteTabsLayout.categories.count - 1), default: 17, integer: true)
            ]),
        // The page's drag offsets drift by whole wraps over a long gesture: a wide range (chosen).
        ScrollDriver.dragEvent(range: -100_000...100_000, default: 1462.5),
        ScrollDriver.releaseEvent(.x),
        EventSpec("swipeContent", arguments: [.choice("direction", label: "Direction", choices: ["forward", "reverse"], default: "forward")]),
    ]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        let layout = InfiniteTabsLayout(screen: screen)
        let start = layout.centredOffset(ofCell: 2 * layout.count)
        return [
            .number(
                "tabX", label: "Strip offset x", unit: "pt",
                range: 0...max(Double(layout.cellCount) * InfiniteTabsLayout.cellWidth - layout.width, 3 * layout.period),
                default: start, step: 0.5,
                marks: [ParameterMark("total", layout.period), ParameterMark("start", start), ParameterMark("3·total", 3 * layout.period)]
            ).dragged(along: .x),
            .number("contentPage", label: "Content page", range: 0...Double(layout.count), default: 0, step: 0.01),
            .choice("wrapMode", label: "Wrap", choices: StripWrap.allCases.map(\.rawValue).reversed(), default: StripWrap.periodic.rawValue),
        ]
    }

    let layout: InfiniteTabsLayout
    /// Each category title's advance width in points, measured with HarfBuzz, or why not.
    let titleWidths: Result<[Double], FontError>
    public internal(set) var parameters: [String: ParameterValue]
    var strip: TabStrip
    var selectedCellIndex: Int
    var hapticCount = 0
    var underlineWidth: AnimatedValue
    /// The page view's page on an unwrapped axis (shown modulo n).
    var content: AnimatedValue
    /// A release awaits its settling, which selects the centred category.
    var settlePending = false
    /// Session time of the latest input: wraps and settling are applied up to it.
    var historyTime: Double

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        let layout = InfiniteTabsLayout(screen: screen)
        self.layout = layout
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        titleWidths = FontLibrary.standard.map { font in
            InfiniteTabsLayout.categories.map { font.advanceWidth(of: $0, size: InfiniteTabsLayout.titleFontSize) }
        }
        strip = TabStrip(offset: self.parameters["tabX"]?.number ?? 0, screen: screen)
        content = AnimatedValue(self.parameters["contentPage"]?.number ?? 0)
        historyTime = time
        underlineWidth = AnimatedValue(0)
        selectedCellIndex = 2 * layout.count
        strip.wrap(wrapMode, period: layout.period, at: time)
        selectedCellIndex = layout.normalized(layout.centredCell(at: strip.offset(at: time)))
        let category = layout.category(ofCell: selectedCellIndex)
        underlineWidth = AnimatedValue(titleWidth(ofCategory: category))
        // The page view shows the selected category; a carried-over page that does not (the
        // strip's offset kept across a device change centres another cell) gives way to it.
        if layout.category(ofCell: Int(content.value(at: time).rounded())) != category {
            content.set(Double(category))
        }
    }

    var wrapMode: StripWrap { parameters["wrapMode"]?.text.flatMap(StripWrap.init(rawValue:)) ?? .periodic }

    func titleWidth(ofCategory category: Int) -> Double {
        (try? titleWidths.get()).map { $0[category] } ?? 0
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        let copy = advanced(to: time)
        return parameters.merging([
            "tabX": .number(copy.strip.offset(at: time)), "contentPage": .number(copy.contentPage(at: time)),
        ]) { $1 }
    }

    /// The page view's fractional page in [0, n).
    func contentPage(at time: Double) -> Double {
        let count = Double(layout.count)
        let page = content.value(at: time).truncatingRemainder(dividingBy: count)
        return page < 0 ? page + count : page
    }
}
