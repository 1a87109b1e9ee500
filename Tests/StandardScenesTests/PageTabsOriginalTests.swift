import MotionScene
import Testing

@testable import StandardScenes

/// page-tabs at the original's numbers (docs/scenes.md, page-tabs; CustomizeUISample):
/// whole-point widths, the container's title bar, the white dimming button and side table.
struct PageTabsOriginalTests {
    static func scene(_ screen: Screen, _ parameters: [String: ParameterValue] = [:]) -> PageTabsScene.Runtime {
        PageTabsScene.Runtime(screen: screen, parameters: parameters, at: 0)
    }

    /// (device, orientation, W, Int(W)/3) — the thirds worked out by hand.
    struct Width: Sendable {
        let device: String, orientation: Orientation, width: Double, third: Double
    }

    static let widths = [
        Width(device: "iphone-se", orientation: .portrait, width: 320, third: 106),
        Width(device: "iphone-8", orientation: .portrait, width: 375, third: 125),
        Width(device: "iphone-8-plus", orientation: .portrait, width: 414, third: 138),
        Width(device: "iphone-se", orientation: .landscape, width: 568, third: 189),
        Width(device: "ipad-10", orientation: .portrait, width: 820, third: 273),
    ]

    @Test("buttons, label and the strip's content are Int(W)/3 wide, in whole points", arguments: widths)
    func wholePoints(_ row: Width) throws {
        let (device, orientation, width, third) = (row.device, row.orientation, row.width, row.third)
        let screen = try Probe.screen(device, orientation)
        #expect(screen.width == width)
        // The last page: the label at 5·third, the strip at its end offset Int(W).
        var scene = Self.scene(screen)
        try scene.set(["pageX": .number(5 * width)], at: 1)
        let frame = scene.frame(at: 2)
        #expect(Probe.number(frame, "labelX") == 5 * third)
        #expect(Probe.number(frame, "menuOffsetX") == width)
        for index in 0..<6 {
            let button = try #require(frame.node(id: "menu.button.\(index)"))
            #expect(button.frame.width == third && button.frame.x == Double(index) * third - width)
        }
        #expect(frame.node(id: "menu.label")?.frame.width == third)
        // Page 4: the strip at 3·third, not yet the end (which is Int(W), a point or two more).
        try scene.set(["pageX": .number(4 * width)], at: 3)
        #expect(Probe.number(scene.frame(at: 4), "menuOffsetX") == 3 * third)
    }

    /// (device, status bar, title bar y, container strip y, page-view strip y).
    struct Bars: Sendable {
        let device: String, statusBar, titleY, stripY, pageViewStripY: Double
    }

    static let bars = [
        Bars(device: "iphone-8", statusBar: 20, titleY: 20, stripY: 85, pageViewStripY: 20),
        Bars(device: "iphone-se", statusBar: 20, titleY: 20, stripY: 85, pageViewStripY: 20),
        Bars(device: "iphone-x", statusBar: 44, titleY: 44, stripY: 109, pageViewStripY: 44),
        Bars(device: "iphone-xs-max", statusBar: 44, titleY: 44, stripY: 109, pageViewStripY: 44),
    ]

    @Test("container: a 65-pt green title bar under the status bar, the strip below it; page view: the strip under the status bar", arguments: bars)
    func titleBar(_ row: Bars) throws {
        let (device, statusBar, titleY, stripY, pageViewStripY) = (row.device, row.statusBar, row.titleY, row.stripY, row.pageViewStripY)
        let screen = try Probe.screen(device)
        #expect(screen.statusBar == statusBar)
        let container = Self.scene(screen).frame(at: 0)
        let bar = try #require(container.node(id: "titleBar"))
        #expect(bar.frame == Rect(x: 0, y: titleY, width: screen.width, height: 65))
        #expect(bar.fill == .color("#99cc66"))
        let title = try #require(container.node(id: "titleBar.title"))
        #expect(title.text == "ContainerSample" && title.font?.size == 18 && title.color == "#ffffff")
        #expect(title.frame == Rect(x: screen.width / 2 - 90, y: 22, width: 180, height: 30))
        let button = try #require(container.node(id: "drawer.button"))
        #expect(button.text == "≡" && button.frame.width == 40 && button.frame.height == 40)
        #expect(button.frame.y == 20 && button.frame.x + 40 <= screen.width && button.frame.x > screen.width / 2)
        let strip = try #require(container.node(id: "menu"))
        #expect(strip.frame.y == stripY && strip.frame.height == 40)
        #expect(container.node(id: "pages")?.frame.y == stripY + 40)

        let pageView = Self.scene(screen, ["variant": .text("pageView")]).frame(at: 0)
        #expect(pageView.node(id: "titleBar") == nil)
        #expect(pageView.node(id: "menu")?.frame.y == pageViewStripY)
        #expect(pageView.node(id: "pages")?.frame.y == pageViewStripY + 40)
    }

    @Test("colours: strip #AAAAAA, label #555555, page view #808080, dimming button white at 0.6, side table white")
    func colours() throws {
        let screen = try Probe.screen("iphone-x")
        let open = Self.scene(screen, ["drawerProgress": .number(1)]).frame(at: 0)
        #expect(open.node(id: "menu")?.fill == .color("#aaaaaa"))
        #expect(open.node(id: "menu.label")?.fill == .color("#555555"))
        let overlay = try #require(open.node(id: "drawer.overlay"))
        #expect(overlay.fill == .color("#ffffff") && overlay.alpha == 0.6)
        #expect(overlay.frame == Rect(x: 268, y: 0, width: screen.width, height: screen.height))
        #expect(open.node(id: "side")?.fill == .color("#ffffff"))
        let pageView = Self.scene(screen, ["variant": .text("pageView")]).frame(at: 0)
        #expect(pageView.node(id: "pages")?.fill == .color("#808080"))
    }

    @Test("the side table's rows are 44 pt, from under the status bar, within 280", arguments: ["iphone-se", "iphone-x"])
    func sideRows(device: String) throws {
        let screen = try Probe.screen(device)
        let frame = Self.scene(screen).frame(at: 0)
        for row in 0..<4 {
            let separator = try #require(frame.node(id: "side.separator.\(row)"))
            #expect(separator.frame.y + separator.frame.height == screen.statusBar + 44 * Double(row + 1))
            #expect(separator.frame.x + separator.frame.width == 280)
        }
    }

    @Test("a tapped tab scrolls the content to Int(W)·page over 0.2 s, ease-in-ease-out", arguments: ["iphone-se", "iphone-8-plus", "ipad-10"])
    func tapSlide(device: String) throws {
        let screen = try Probe.screen(device)
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("tapTab", ["index": 3]), at: 1)
        // docs/physics.md: easeInEaseOut(0.5) = 0.5.
        let half = scene.frame(at: 1.1)
        #expect(abs((half.node(id: "page.0")?.frame.x ?? .nan) + 1.5 * Double(Int(screen.width))) < 1e-6)
        #expect(abs(Probe.number(half, "labelX") - 1.5 * Double(Int(screen.width) / 3)) < 1e-9)
        let done = scene.frame(at: 1.2)
        #expect(done.node(id: "page.3")?.frame.x == 0)
        #expect(Probe.number(done, "menuOffsetX") == 2 * Double(Int(screen.width) / 3))
        #expect(!done.animating)
    }

    @Test("during a tapped slide the label heads for the tapped page: a drawer slider keeps it, a drag takes it back to the content")
    func tapSlideHold() throws {
        let screen = try Probe.screen("iphone-8")
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("tapTab", ["index": 4]), at: 1)
        try scene.set(["drawerProgress": .number(0.5)], at: 1.05)
        #expect(Probe.number(scene.frame(at: 1.3), "labelX") == 4 * 125)
        try scene.handle(Probe.event("tapTab", ["index": 4]), at: 2)
        try scene.handle(Probe.event("tapTab", ["index": 0]), at: 3)
        // The content slides back from page 4; a finger stops it on page 3's half (3.4 W).
        try scene.handle(Probe.event("drag", ["offset": 3.4 * 375]), at: 3.05)
        #expect(Probe.number(scene.frame(at: 3.4), "labelX") == 3 * 125)
    }

    @Test("tapping the dimming button closes an open drawer; while it opens, or closed, a tap does nothing")
    func tapOverlay() throws {
        var scene = Self.scene(try Probe.screen("iphone-x"))
        try scene.handle(Probe.event("tapOverlay"), at: 0.5)
        #expect(Probe.number(scene.frame(at: 0.6), "drawerX") == 0)
        try scene.handle(Probe.event("toggleDrawer"), at: 1)
        try scene.handle(Probe.event("tapOverlay"), at: 1.05)
        #expect(Probe.number(scene.frame(at: 1.2), "drawerX") == 280)
        try scene.handle(Probe.event("tapOverlay"), at: 2)
        // docs/physics.md: easeOut(0.5) = 0.684643 of the way back over 0.13 s.
        #expect(abs(Probe.number(scene.frame(at: 2.065), "drawerX") - 280 * (1 - 0.684643)) < 1e-4)
        #expect(Probe.number(scene.frame(at: 2.2), "drawerX") == 0)
    }

    @Test("page view: dragging scrubs the curl — the fold at (1 − t)·W on the way to the next page", arguments: [0.25, 0.5, 0.75])
    func dragCurl(fraction: Double) throws {
        let screen = try Probe.screen("iphone-x")
        let frame = Self.scene(screen, ["variant": .text("pageView"), "pageX": .number((2 + fraction) * screen.width)]).frame(at: 0)
        let flat = try #require(frame.node(id: "page.2"))
        #expect(flat.kind == .path)
        #expect(frame.node(id: "page.3")?.kind == .group)
        let height = try #require(frame.node(id: "pages")).frame.height
        // The fold crosses mid-height at (1 − t)·W: the flat part's two fold corners average to it
        // when the fold runs from the top edge to the bottom edge.
        let foldCorners = try #require(flat.points).filter { $0.x > 0 }
        #expect(foldCorners.count == 2)
        #expect(abs(foldCorners.map(\.x).reduce(0, +) / 2 - (1 - fraction) * screen.width) < 1e-9)
        #expect(foldCorners.contains { $0.y == 0 } && foldCorners.contains { abs($0.y - height) < 1e-9 })
        #expect(frame.node(id: "page.curl.back")?.alpha == 0.9)
    }

    @Test(
        "page view: a drag curls and a release finishes or undoes the turn by the slide's paging rule",
        arguments: [(2.3, 0.0), (2.3, 800), (2.6, -1500)] as [(Double, Double)])
    func dragReleaseCurl(fraction: Double, velocity: Double) throws {
        let screen = try Probe.screen("iphone-se")
        let width = screen.width
        var scene = Self.scene(screen, ["variant": .text("pageView"), "pageX": .number(2 * width)])
        try scene.handle(Probe.event("drag", ["offset": fraction * width]), at: 1)
        #expect(scene.frame(at: 1).node(id: "page.curl.back") != nil)
        try scene.handle(Probe.event("release", ["velocityX": velocity]), at: 1.05)
        // docs/physics.md: project, round, at most one page from the drag's start page, clamp.
        let projected = (Probe.projectedRest(fraction * width, velocity) / width).rounded()
        let page = min(max(projected, 1), 3)
        let done = scene.frame(at: 8)
        #expect(Probe.number(done, "page") == page)
        #expect(done.node(id: "page.curl.back") == nil && done.node(id: "page.\(Int(page))")?.kind == .group)
    }
}
