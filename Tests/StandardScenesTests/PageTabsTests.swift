import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct PageTabsTests {
    static func scene(_ screen: Screen, pageX: Double = 0, drawer: Double = 0) -> PageTabsScene.Runtime {
        PageTabsScene.Runtime(screen: screen, parameters: ["pageX": .number(pageX), "drawerProgress": .number(drawer)], at: 0)
    }

    /// §3 written out: page = lround(pageX/W), labelX = page·W/3, menuOffsetX = clamp(page·W/3 + W/6 − W/2, 0, W).
    static func expected(pageX: Double, width: Double) -> (page: Double, labelX: Double, menuOffsetX: Double) {
        let page = min(max((pageX / width).rounded(), 0), 5)
        return (page, page * width / 3, min(max(page * width / 3 + width / 6 - width / 2, 0), width))
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
            #expect(label.frame.y == 36 && label.frame.height == 4 && abs(label.frame.width - width / 3) < 1e-12)
            #expect(frame.node(id: "menu")?.frame.height == 40)
        }
    }

    @Test("the label moves when the page changes, 0.26 s ease-in-ease-out from where it was", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func labelAnimates(device: String) throws {
        let screen = try Probe.screen(device)
        let width = screen.width
        var scene = Self.scene(screen)
        try scene.set(["pageX": .number(0.4 * width)], at: 1)
        #expect(!scene.frame(at: 1).animating)
        try scene.set(["pageX": .number(2 * width)], at: 2)
        // physics.md: easeInEaseOut(0.5) = 0.5; the label goes from 0 to 2·W/3.
        #expect(abs(Probe.number(scene.frame(at: 2.13), "labelX") - width / 3) < 1e-9)
        #expect(scene.frame(at: 2.13).animating)
        #expect(abs(Probe.number(scene.frame(at: 2.3), "labelX") - 2 * width / 3) < 1e-9)
    }

    @Test("the drawer slides the main view to 280 and dims to 0.6 over 0.13 s, ease-out; again closes", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func drawer(device: String) throws {
        var scene = Self.scene(try Probe.screen(device))
        try scene.handle(Probe.event("toggleDrawer"), at: 1)
        // physics.md: easeOut(0.5) = 0.684643.
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
            // physics.md: project, round, at most one page from the drag's start page, clamp.
            let projected = (Probe.projectedRest(fraction * width, velocity) / width).rounded()
            let page = min(max(min(max(projected, start - 1), start + 1), 0), 5)
            let done = scene.frame(at: 8)
            #expect(Probe.number(done, "page") == page, "\(device) \(fraction) \(velocity)")
            #expect(abs(Probe.number(done, "labelX") - page * width / 3) < 1e-9)
            #expect(scene.presentedParameters(at: 8)["pageX"] == .number(page * width))
        }
    }

    @Test("page-view variant: a tapped page slides in from the right, even going back (the seed's .Forward)", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func pageViewTap(device: String) throws {
        let screen = try Probe.screen(device)
        let width = screen.width
        var scene = PageTabsScene.Runtime(
            screen: screen, parameters: ["pageX": .number(4 * width), "variant": .text("pageView")], at: 0)
        try scene.handle(Probe.event("tapTab", ["index": 1]), at: 1)
        // physics.md: easeInEaseOut(0.5) = 0.5 at half of the 0.3 s slide.
        let half = scene.frame(at: 1.15)
        #expect(abs((half.node(id: "page.4")?.frame.x ?? .nan) + width / 2) < 1e-9)
        #expect(abs((half.node(id: "page.1")?.frame.x ?? .nan) - width / 2) < 1e-9)
        #expect(half.node(id: "page.2") == nil)
        #expect(half.animating)
        #expect(Probe.number(half, "page") == 1)
        let done = scene.frame(at: 1.31)
        #expect(done.node(id: "page.1")?.frame.x == 0)
        #expect(abs(Probe.number(done, "labelX") - width / 3) < 1e-9)
        #expect(!done.animating)
    }
}
