import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct TabMenuTests {
    static func scene(_ screen: Screen, pageX: Double = 0) -> TabMenuScene.Runtime {
        TabMenuScene.Runtime(screen: screen, parameters: ["pageX": .number(pageX)], at: 0)
    }

    /// docs/scenes.md §2: buttons and underline are `Int(W)/2` wide, worked out by hand.
    static let halfWidths: [(device: String, width: Double, half: Double)] = [
        ("iphone-se", 320, 160), ("iphone-x", 375, 187), ("iphone-8-plus", 414, 207), ("iphone-16", 393, 196),
    ]

    @Test("buttons and underline are Int(W)/2 wide, the strip 48 pt under the bar, in #76B6E2", arguments: halfWidths)
    func originalNumbers(device: String, width: Double, half: Double) throws {
        let screen = try Probe.screen(device)
        #expect(screen.width == width)
        let frame = Self.scene(screen, pageX: 0.5 * width).frame(at: 0)
        #expect(Probe.number(frame, "underlineWidth") == half)
        #expect(Probe.number(frame, "underlineX") == half * 0.5)
        let strip = try #require(frame.node(id: "strip"))
        #expect(strip.frame == Rect(x: 0, y: screen.statusBar + 44, width: width, height: 48))
        #expect(frame.node(id: "strip.button.1")?.frame == Rect(x: half, y: 0, width: half, height: 48))
        #expect(frame.node(id: "strip.underline")?.frame == Rect(x: half * 0.5, y: 46, width: half, height: 2))
        #expect(frame.node(id: "strip.underline")?.fill == .color("#76b6e2"))
        #expect(frame.node(id: "strip.button.0")?.color == "#76b6e2")
        #expect(frame.node(id: "nav")?.fill == .color("#76b6e2"))
        #expect(frame.node(id: "nav.title")?.color == "#ffffff")
    }

    @Test("underline and page follow pageX: underlineX = Int(W)/2 · pageX/W", arguments: Probe.screens)
    func formulas(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        let width = screen.width
        let half = (width / 2).rounded(.down)
        let spec = try #require(TabMenuScene.Runtime.parameters(for: screen).first)
        #expect(spec.maximum == width)
        #expect(spec.dragAxis == .x)
        for fraction in [0.0, 0.2, 0.49, 0.51, 0.8, 1.0] {
            let frame = Self.scene(screen, pageX: fraction * width).frame(at: 0)
            #expect(abs(Probe.number(frame, "fractionalPage") - fraction) < 1e-12)
            #expect(abs(Probe.number(frame, "underlineX") - half * fraction) < 1e-9)
            #expect(Probe.number(frame, "underlineWidth") == half)
            #expect(Probe.number(frame, "currentPage") == (fraction < 0.5 ? 0 : 1))
            let underline = try #require(frame.node(id: "strip.underline"))
            #expect(abs(underline.frame.x - half * fraction) < 1e-9)
            #expect(underline.frame.height == 2)
            #expect(abs((frame.node(id: "page.1")?.frame.x ?? .nan) - (width - fraction * width)) < 1e-9)
        }
    }

    @Test("a tap slides content and underline over 0.26 s, ease-in-ease-out", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func tap(device: String) throws {
        let screen = try Probe.screen(device)
        let width = screen.width
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("tapTab", ["index": 1]), at: 1)
        // docs/physics.md: easeInEaseOut(0.25) = 0.129162, (0.5) = 0.5, (0.75) = 0.870838.
        for (fraction, eased) in [(0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838)] {
            let frame = scene.frame(at: 1 + 0.26 * fraction)
            #expect(abs(Probe.number(frame, "fractionalPage") - eased) < 1e-6)
            #expect(abs(Probe.number(frame, "underlineX") - (width / 2).rounded(.down) * eased) < 1e-6 * width)
            #expect(frame.animating)
        }
        let done = scene.frame(at: 1.26)
        #expect(Probe.number(done, "currentPage") == 1)
        #expect(Probe.number(done, "underlineX") == (width / 2).rounded(.down))
        #expect(!done.animating)
        #expect(scene.presentedParameters(at: 1.26)["pageX"] == .number(width))
        try scene.handle(Probe.event("tapTab", ["index": 0]), at: 2)
        #expect(Probe.number(scene.frame(at: 2.26), "underlineX") == 0)
    }

    @Test(
        "drag + release pages to the projected page, at most one page from the drag's start",
        arguments: [(0.3, 0.0), (0.3, 600), (0.6, 0), (0.6, -900), (0.1, 3000), (0.9, -20000)] as [(Double, Double)])
    func release(fraction: Double, velocity: Double) throws {
        for device in ["iphone-se", "iphone-x", "ipad-10"] {
            let screen = try Probe.screen(device)
            let width = screen.width
            var scene = Self.scene(screen)
            try scene.handle(Probe.event("drag", ["offset": fraction * width]), at: 1)
            try scene.handle(Probe.event("release", ["velocityX": velocity]), at: 1)
            // docs/physics.md's paging: project the rest, round to a page, at most one from the start
            // page (0 here: −1 … 1), and within the two pages (0 … 1).
            let projected = (Probe.projectedRest(fraction * width, velocity) / width).rounded()
            let page = min(max(projected, 0), 1)
            #expect(scene.frame(at: 1.05).animating || fraction * width == page * width)
            let settled = scene.frame(at: 6)
            #expect(!settled.animating)
            #expect(Probe.number(settled, "currentPage") == page, "\(device) \(fraction) \(velocity)")
            #expect(scene.presentedParameters(at: 6)["pageX"] == .number(page * width))
        }
    }

    @Test("a drag past the first page rubber-bands against the screen width")
    func rubberBand() throws {
        let screen = try Probe.screen("iphone-x")
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("drag", ["offset": -100]), at: 0)
        let expected = -(1 - 1 / (100 * 0.55 / 375 + 1)) * 375
        #expect(abs((scene.presentedParameters(at: 0)["pageX"]?.number ?? .nan) - expected) < 1e-9)
        #expect(Probe.number(scene.frame(at: 0), "currentPage") == 0)
    }
}
