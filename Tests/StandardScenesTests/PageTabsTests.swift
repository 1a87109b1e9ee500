import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct PageTabsTests {
    static func scene(_ screen: Screen, pageX: Double = 0, drawer: Double = 0) -> PageTabsScene.Runtime {
        PageTabsScene.Runtime(screen: screen, parameters: ["pageX": .number(pageX), "drawerProgress": .number(drawer)], at: 0)
    }

    /// docs/scenes.md (page-tabs) written out: page = lround(pageX/W); in whole points,
    /// labelX = Int(W)/3·page; the strip's offset is 0 on the first page, Int(W)/3·(page − 1)
    /// in between and Int(W) on the last.
    static func expected(pageX: Double, width: Double) -> (page: Double, labelX: Double, menuOffsetX: Double) {
        let page = Int(min(max((pageX / width).rounded(), 0), 5))
        let third = Int(width) / 3
        let offset = page == 0 ? 0 : page == 5 ? Int(width) : third * (page - 1)
        return (Double(page), Double(third * page), Double(offset))
    }

    @Test("page, label and strip offset follow §3 once the label's animation is over", arguments: Probe.screens)
    func formulas(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        let width = screen.width
        for fraction in [0.0, 0.49, 0.51, 1.7, 2.5, 3.2, 4.5, 5.0] {
            var scene = Self.scene(screen)
            try scene.set(["pageX": .number(fraction * width)], at: 1)
            let frame = scene.frame(at: 2)
            let wanted = Self.expected(pageX: fraction * width, width: width)
            #expect(Probe.number(frame, "page") == wanted.page, "\(device) \(fraction)")
            #expect(abs(Probe.number(frame, "labelX") - wanted.labelX) < 1e-9)
            #expect(abs(Probe.number(frame, "menuOffsetX") - wanted.menuOffsetX) < 1e-9)
            #expect(!frame.animating)
            let label = try #require(frame.node(id: "menu.label"))
            #expect(abs(label.frame.x - (wanted.labelX - wanted.menuOffsetX)) < 1e-9)
            #expect(label.frame.y == 36 && label.frame.height == 4 && label.frame.width == Double(Int(width) / 3))
            #expect(frame.node(id: "menu")?.frame.height == 40)
        }
    }

    @Test("the label moves when the page changes, 0.2 s ease-in-ease-out from where it was", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func labelAnimates(device: String) throws {
        let screen = try Probe.screen(device)
        let third = Double(Int(screen.width) / 3)
        var scene = Self.scene(screen)
        try scene.set(["pageX": .number(0.4 * screen.width)], at: 1)
        #expect(!scene.frame(at: 1).animating)
        try scene.set(["pageX": .number(2 * screen.width)], at: 2)
        // docs/physics.md: easeInEaseOut(0.5) = 0.5; the label goes from 0 to 2·Int(W)/3.
        #expect(abs(Probe.number(scene.frame(at: 2.1), "labelX") - third) < 1e-9)
        #expect(scene.frame(at: 2.1).animating)
        #expect(Probe.number(scene.frame(at: 2.2), "labelX") == 2 * third)
        #expect(!scene.frame(at: 2.2).animating)
    }

    @Test("the drawer slides the main view to 280 and dims to 0.6 over 0.13 s, ease-out; again closes", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func drawer(device: String) throws {
        var scene = Self.scene(try Probe.screen(device))
        try scene.handle(Probe.event("toggleDrawer"), at: 1)
        // docs/physics.md: easeOut(0.5) = 0.684643.
        let half = scene.frame(at: 1.065)
        #expect(abs(Probe.number(half, "drawerX") - 280 * 0.684643) < 1e-4)
        #expect(abs(Probe.number(half, "drawerOverlayAlpha") - 0.6 * 0.684643) < 1e-6)
        #expect(abs((half.node(id: "drawer.overlay")?.frame.x ?? .nan) - 268 * 0.684643) < 1e-4)
        let open = scene.frame(at: 1.2)
        #expect(Probe.number(open, "drawerX") == 280)
        #expect(Probe.number(open, "drawerOverlayAlpha") == 0.6)
        #expect(open.node(id: "main")?.frame.x == 280)
        try scene.handle(Probe.event("toggleDrawer"), at: 2)
        let closed = scene.frame(at: 2.2)
        #expect(Probe.number(closed, "drawerX") == 0)
        #expect(Probe.number(closed, "drawerOverlayAlpha") == 0)
        #expect(closed.node(id: "drawer.overlay") == nil)
    }

    @Test("a reset (every parameter and tunable in one input) closes an open drawer")
    func resetWithTunables() throws {
        var scene = Self.scene(try Probe.screen("iphone-x"), drawer: 0.5)
        try scene.set(["drawerProgress": .number(0), "tuning.drawerDurationSeconds": .number(0.13)], at: 1)
        #expect(scene.parameters["drawerProgress"] == .number(0))
        #expect(Probe.number(scene.frame(at: 1), "drawerX") == 0)
    }

    @Test("drawerProgress scrubs the drawer directly", arguments: [0.0, 0.25, 0.5, 1.0])
    func drawerScrub(progress: Double) throws {
        let frame = Self.scene(try Probe.screen("iphone-x"), drawer: progress).frame(at: 0)
        #expect(abs(Probe.number(frame, "drawerX") - 280 * progress) < 1e-12)
        #expect(abs(Probe.number(frame, "drawerOverlayAlpha") - 0.6 * progress) < 1e-12)
    }

    @Test("tapping a tab moves page, label and strip there", arguments: [(0, 4), (5, 1), (2, 3)] as [(Int, Int)])
    func tap(from: Int, to: Int) throws {
        for device in ["iphone-se", "iphone-x", "ipad-10"] {
            let screen = try Probe.screen(device)
            let width = screen.width
            var scene = Self.scene(screen, pageX: Double(from) * width)
            try scene.handle(Probe.event("tapTab", ["index": Double(to)]), at: 1)
            #expect(scene.frame(at: 1.1).animating)
            let done = scene.frame(at: 2)
            let wanted = Self.expected(pageX: Double(to) * width, width: width)
            #expect(Probe.number(done, "page") == wanted.page)
            #expect(abs(Probe.number(done, "labelX") - wanted.labelX) < 1e-9)
            #expect(abs(Probe.number(done, "menuOffsetX") - wanted.menuOffsetX) < 1e-9)
            #expect(!done.animating)
        }
    }

    @Test(
        "a drag and release pages through the scroll model and the strip follows",
        arguments: [(2.3, 0.0), (2.3, 800), (2.6, -1500), (0.2, -500), (4.9, 20000)] as [(Double, Double)])
    func dragRelease(fraction: Double, velocity: Double) throws {
        for device in ["iphone-se", "iphone-x", "ipad-10"] {
            let screen = try Probe.screen(device)
            let width = screen.width
            let start = (fraction).rounded()
            var scene = Self.scene(screen, pageX: start * width)
            try scene.handle(Probe.event("drag", ["offset": fraction * width]), at: 1)
            try scene.handle(Probe.event("release", ["velocityX": velocity]), at: 1.05)
            // docs/physics.md: project, round, at most one page from the drag's start page, clamp.
            let projected = (Probe.projectedRest(fraction * width, velocity) / width).rounded()
            let page = min(max(min(max(projected, start - 1), start + 1), 0), 5)
            let done = scene.frame(at: 8)
            #expect(Probe.number(done, "page") == page, "\(device) \(fraction) \(velocity)")
            #expect(Probe.number(done, "labelX") == page * Double(Int(width) / 3))
            #expect(scene.presentedParameters(at: 8)["pageX"] == .number(page * width))
        }
    }

    @Test(
        "page-view variant: a tap curls forward, or going back uncurls the tapped page over the shown one (.reverse)",
        arguments: ["iphone-se", "iphone-x", "ipad-10"], [(1, 4), (4, 1), (0, 5)] as [(Int, Int)])
    func pageViewTap(device: String, turn: (Int, Int)) throws {
        let (from, to) = turn
        let screen = try Probe.screen(device)
        var scene = PageTabsScene.Runtime(
            screen: screen, parameters: ["pageX": .number(Double(from) * screen.width), "variant": .text("pageView")], at: 0)
        try scene.handle(Probe.event("tapTab", ["index": Double(to)]), at: 1)
        // docs/physics.md: easeInEaseOut(0.5) = 0.5 at half of the 0.3 s turn: the fold is mid-page
        // either way; forward the shown page lifts off the tapped one, back the tapped one
        // comes down over the shown one.
        let half = scene.frame(at: 1.15)
        let (curling, under) = to > from ? (from, to) : (to, from)
        let flat = try #require(half.node(id: "page.\(curling)"))
        #expect(flat.kind == .path && flat.clip == true)
        #expect(half.node(id: "page.\(under)")?.kind == .group)
        #expect(half.node(id: "page.curl.back") != nil && half.node(id: "page.curl.shadow") != nil)
        let fold = try #require(flat.points).map(\.x).max() ?? .nan
        // The flat part's rightmost corner is where the fold meets the top: W/2 + (H/2)·tan 20°.
        let height = try #require(half.node(id: "pages")).frame.height
        #expect(abs(fold - (screen.width / 2 + height / 2 * tan(20 * Double.pi / 180))) < 1e-9)
        #expect(half.animating)
        #expect(Probe.number(half, "page") == Double(to))
        let done = scene.frame(at: 1.31)
        #expect(done.node(id: "page.\(to)")?.kind == .group && done.node(id: "page.curl.back") == nil)
        #expect(Probe.number(done, "labelX") == Double(Int(screen.width) / 3 * to))
        #expect(!done.animating)
    }
}
