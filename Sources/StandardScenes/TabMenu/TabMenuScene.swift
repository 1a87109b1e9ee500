import MotionScene

/// `scenes.md` §2 (seed 000, section 4-1): two tab buttons over a paging content area; the
/// underline follows the content's offset, a tap slides both to the tapped page.
public struct TabMenuScene: Scene {
    public static let id = "tab-menu"
    public static let title = "Tab menu: two tabs with a sliding underline"
    public static let seed = "000"
    public static let summary =
        "Swipe the content and the underline follows it; tap a tab and content and underline slide there together in 0.26 s."

    /// Seed: `UIView.animate(withDuration: 0.26)` for the tapped slide; no options, so
    /// ease-in-ease-out.
    static let tapAnimation = ScrollAxis.SnapAnimation.curve(.easeInEaseOut, duration: 0.26)

    public static let stateKeys = ["fractionalPage", "underlineX", "underlineWidth", "currentPage"]

    public static let events = [
        EventSpec(
            "tapTab",
            arguments: [.number("index", label: "Tab", range: 0...Double(TabMenuLayout.titles.count - 1), default: 1, integer: true)]),
        // Chosen: wider than any profile's two pages plus a viewport each side (under 4000 pt).
        ScrollDriver.dragEvent(range: -4000...8000, default: 0),
        ScrollDriver.releaseEvent(.x),
    ]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        let layout = TabMenuLayout(screen: screen)
        return [
            .number(
                "pageX", label: "Content offset x", unit: "pt", range: 0...layout.maximumPageX, default: 0, step: 1,
                marks: TabMenuLayout.titles.indices.map { ParameterMark(TabMenuLayout.titles[$0], Double($0) * layout.width) }
            ).dragged(along: .x)
        ]
    }

    let layout: TabMenuLayout
    public private(set) var parameters: [String: ParameterValue]
    /// The paging content scroll view.
    var pager: ScrollDriver

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        let layout = TabMenuLayout(screen: screen)
        self.layout = layout
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        pager = ScrollDriver(
            axis: ScrollAxis(
                bounds: 0...layout.maximumPageX, viewportLength: layout.width, pageLength: layout.width,
                restThreshold: .points(scale: screen.device.scale)),
            offset: self.parameters["pageX"]?.number ?? 0)
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        parameters.merging(["pageX": .number(pager.offset(at: time))]) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        parameters.merge(changes) { $1 }
        if let pageX = changes["pageX"]?.number { pager.set(offset: pageX) }
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        if event.name == "tapTab" {
            // The underline is a function of the content offset, so animating the offset with
            // the seed's curve moves the underline with the same curve and duration.
            pager.scroll(to: event.number("index") * layout.width, at: time, animation: Self.tapAnimation)
        } else if !pager.handle(event, along: .x, at: time) {
            throw SceneError(.unknownName, "tab-menu has no event '\(event.name)'", field: "event")
        }
        parameters["pageX"] = .number(clamp(pager.restingOffset(at: time), 0, layout.maximumPageX))
    }

    public func frame(at time: Double) -> SceneFrame {
        let pageX = pager.offset(at: time)
        var state = JSONObject()
        state["fractionalPage"] = .number(layout.fractionalPage(pageX: pageX))
        state["underlineX"] = .number(layout.underlineX(pageX: pageX))
        state["underlineWidth"] = .number(layout.buttonWidth)
        state["currentPage"] = .number(Double(layout.currentPage(pageX: pageX)))
        return SceneFrame(
            state: state, nodes: TabMenuPainter(layout: layout, pageX: pageX).nodes(), animating: pager.isAnimating(at: time))
    }
}
