import MotionScene

/// `scenes.md` §4 (seed 000, section 4-2): a table whose thumbnails slide inside their cells as
/// the cells cross the screen, and whose cells fade in each time they come into view.
public struct ParallaxListScene: Scene {
    public static let id = "parallax-list"
    public static let title = "Parallax list with fade-in cells"
    public static let seed = "000"
    public static let summary =
        "Each thumbnail slides up to 150 pt inside its cell as the cell crosses the screen; every cell fades in (0.36 s, ease-in, after 0.08 s) each time it comes into view."

    public static let stateKeys = ["visibleCells"]

    public static let events = [
        // Chosen: wider than any profile's content (4000 pt) plus a viewport each side.
        ScrollDriver.dragEvent(range: -3000...8000, default: 0),
        ScrollDriver.releaseEvent(.y),
    ]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        let layout = ParallaxLayout(screen: screen)
        return [
            .number(
                "scrollY", label: "Scroll offset y", unit: "pt", range: 0...layout.maximumScrollY, default: 0, step: 1,
                marks: [ParameterMark("top", 0), ParameterMark("cell 10", 10 * ParallaxLayout.cellHeight), ParameterMark("end", layout.maximumScrollY)]
            ).dragged(along: .y)
        ]
    }

    let layout: ParallaxLayout
    public private(set) var parameters: [String: ParameterValue]
    var scroll: ScrollDriver
    var history = FadeInHistory()
    /// Session time of the latest input: `history` is complete up to it.
    var historyTime: Double

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        let layout = ParallaxLayout(screen: screen)
        self.layout = layout
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        scroll = ScrollDriver(
            axis: ScrollAxis(
                bounds: 0...layout.maximumScrollY, viewportLength: layout.tableHeight,
                restThreshold: .points(scale: screen.device.scale)),
            offset: self.parameters["scrollY"]?.number ?? 0)
        historyTime = time
        // The first display is a `willDisplay` too: the cells on screen fade in at load.
        history.refresh(layout: layout, scrollY: scroll.offset(at: time), at: time)
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        parameters.merging(["scrollY": .number(scroll.offset(at: time))]) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        advance(to: time)
        parameters.merge(changes) { $1 }
        if let scrollY = changes["scrollY"]?.number { scroll.set(offset: scrollY) }
        history.refresh(layout: layout, scrollY: scroll.offset(at: time), at: time)
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        advance(to: time)
        guard scroll.handle(event, along: .y, at: time) else {
            throw SceneError(.unknownName, "parallax-list has no event '\(event.name)'", field: "event")
        }
        parameters["scrollY"] = .number(clamp(scroll.restingOffset(at: time), 0, layout.maximumScrollY))
        history.refresh(layout: layout, scrollY: scroll.offset(at: time), at: time)
    }

    /// Brings the fade-in history up to `time` along the motion under way.
    private mutating func advance(to time: Double) {
        history.advance(layout: layout, scroll: scroll, from: historyTime, through: time)
        historyTime = max(historyTime, time)
    }

    public func frame(at time: Double) -> SceneFrame {
        var copy = self
        copy.advance(to: time)
        let scrollY = scroll.offset(at: time)
        let cells = layout.visibleCells(scrollY: scrollY).map { index in
            ParallaxPainter.Cell(index: index, opacity: copy.history.opacity(of: index, at: time))
        }
        var state = JSONObject()
        state["visibleCells"] = .array(
            cells.map { cell in
                [
                    "index": .number(Double(cell.index)),
                    "cellOffsetFactor": .number(layout.cellOffsetFactor(cell.index, scrollY: scrollY)),
                    "pixelOffset": .number(layout.pixelOffset(cell.index, scrollY: scrollY)),
                    "opacity": .number(cell.opacity),
                ]
            })
        let painter = ParallaxPainter(layout: layout, scrollY: scrollY)
        return SceneFrame(
            state: state, nodes: painter.nodes(cells: cells),
            animating: scroll.isAnimating(at: time) || copy.history.isFading(at: time))
    }
}
