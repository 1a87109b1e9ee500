import MotionScene

/// `scenes.md` §3 (seed 002, sections 3 and 4, the container variant): six paging pages under a
/// scrolling tab strip whose label and offset follow the page, and a side drawer the main
/// container slides away from.
public struct PageTabsScene: Scene {
    public static let id = "page-tabs"
    public static let title = "Page tabs with a side drawer"
    public static let seed = "002"
    public static let summary =
        "Six pages under a scrolling tab strip: the label and strip follow the page; the menu button slides the main view to x = 280 over 0.13 s."

    /// Seed 002 §4-1: `animateWithDuration(0.13, …, .CurveEaseOut)`.
    static let drawerDurationSeconds = 0.13
    static let drawerCurve = TimingCurve.easeOut
    /// Chosen: a tapped tab scrolls the content with seed 000's 0.26 s ease-in-ease-out slide.
    static let tapAnimation = ScrollAxis.SnapAnimation.curve(.easeInEaseOut, duration: 0.26)

    public static let stateKeys = ["page", "labelX", "menuOffsetX", "drawerX", "drawerOverlayAlpha"]

    public static let events = [
        EventSpec(
            "tapTab",
            arguments: [.number("index", label: "Tab", range: 0...Double(PageTabsLayout.titles.count - 1), default: 2, integer: true)]),
        // Chosen: wider than any profile's six pages plus a viewport each side (under 8000 pt).
        ScrollDriver.dragEvent(range: -3000...12000, default: 0),
        ScrollDriver.releaseEvent(.x),
        EventSpec("toggleDrawer"),
    ]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        let layout = PageTabsLayout(screen: screen)
        return [
            .number(
                "pageX", label: "Content offset x", unit: "pt", range: 0...layout.maximumPageX, default: 0, step: 1,
                marks: (0..<layout.pageCount).map { ParameterMark("page \($0 + 1)", Double($0) * layout.width) }
            ).dragged(along: .x),
            .number("drawerProgress", label: "Drawer", range: 0...1, default: 0, step: 0.01),
            // Seed 002 has both: a paging scroll view (§4, container) and a page view controller (§3).
            .choice("variant", label: "Variant", choices: ["container", "pageView"], default: "container"),
        ]
    }

    let layout: PageTabsLayout
    public private(set) var parameters: [String: ParameterValue]
    var pager: ScrollDriver
    var follower: PageFollower
    var drawer: AnimatedValue
    /// The page-view variant's tapped page sliding in, while it runs.
    var turn: PageTurn?
    /// Session time of the latest input: `follower` is complete up to it.
    var historyTime: Double

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        let layout = PageTabsLayout(screen: screen)
        self.layout = layout
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
        let pageX = self.parameters["pageX"]?.number ?? 0
        pager = ScrollDriver(
            axis: ScrollAxis(
                bounds: 0...layout.maximumPageX, viewportLength: layout.width, pageLength: layout.width,
                restThreshold: .points(scale: screen.device.scale)),
            offset: pageX)
        follower = PageFollower(page: layout.page(pageX: pageX), layout: layout)
        drawer = AnimatedValue(self.parameters["drawerProgress"]?.number ?? 0)
        historyTime = time
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        parameters.merging(["pageX": .number(pager.offset(at: time)), "drawerProgress": .number(drawer.value(at: time))]) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        advance(to: time)
        parameters.merge(changes) { $1 }
        if let pageX = changes["pageX"]?.number {
            pager.set(offset: pageX)
            turn = nil
        }
        if let progress = changes["drawerProgress"]?.number { drawer.set(progress) }
        follower.follow(page: layout.page(pageX: pager.offset(at: time)), layout: layout, at: time)
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        advance(to: time)
        switch event.name {
        case "toggleDrawer":
            // Opened or opening closes; closed or closing opens, from where it is.
            let target = drawer.targetValue >= 0.5 ? 0.0 : 1.0
            drawer.animate(to: target, at: time, duration: Self.drawerDurationSeconds, curve: Self.drawerCurve)
            parameters["drawerProgress"] = .number(target)
            return
        case "tapTab":
            let index = Int(event.number("index"))
            if parameters["variant"]?.text == "pageView" {
                // The seed's page view jumps to the page and slides it in, always forward.
                let shown = layout.page(pageX: pager.offset(at: time))
                if index != shown { turn = PageTurn(from: shown, to: index, startTime: time) }
                pager.set(offset: Double(index) * layout.width)
            } else {
                pager.scroll(to: Double(index) * layout.width, at: time, animation: Self.tapAnimation)
            }
        default:
            turn = nil
            guard pager.handle(event, along: .x, at: time) else {
                throw SceneError(.unknownName, "page-tabs has no event '\(event.name)'", field: "event")
            }
        }
        parameters["pageX"] = .number(clamp(pager.restingOffset(at: time), 0, layout.maximumPageX))
        follower.follow(page: layout.page(pageX: pager.offset(at: time)), layout: layout, at: time)
    }

    private mutating func advance(to time: Double) {
        follower.advance(layout: layout, pager: pager, from: historyTime, through: time)
        historyTime = max(historyTime, time)
    }

    public func frame(at time: Double) -> SceneFrame {
        var copy = self
        copy.advance(to: time)
        let progress = drawer.value(at: time)
        let labelX = copy.follower.labelX.value(at: time)
        let menuOffsetX = copy.follower.menuOffsetX.value(at: time)
        var state = JSONObject()
        state["page"] = .number(Double(copy.follower.page))
        state["labelX"] = .number(labelX)
        state["menuOffsetX"] = .number(menuOffsetX)
        state["drawerX"] = .number(layout.drawerX(progress: progress))
        state["drawerOverlayAlpha"] = .number(layout.overlayAlpha(progress: progress))
        let running = turn.flatMap { $0.isRunning(at: time) ? $0 : nil }
        let painter = PageTabsPainter(
            layout: layout, pageX: pager.offset(at: time), turn: running.map { ($0.from, $0.to, $0.progress(at: time)) })
        return SceneFrame(
            state: state,
            nodes: painter.nodes(labelX: labelX, menuOffsetX: menuOffsetX, drawerProgress: progress),
            animating: pager.isAnimating(at: time) || copy.follower.isAnimating(at: time) || drawer.isAnimating(at: time)
                || running != nil)
    }
}
