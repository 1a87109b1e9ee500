import MotionScene
import Testing

@testable import StandardScenes

/// The semi-modal at the original's numbers (docs/scenes.md, semi-modal; iincho/
/// CollectionViewSemiModalTransitioning): the widening over 72 + 100 pt, the white card rising
/// from 72 pt, the list returning to its header, the two dismiss buttons, and the dismiss
/// thresholds 0.2 and 1200 pt/s. Expected values are worked out here from those numbers.
struct SemiModalOriginalTests {
    /// W → (inner offset → (x, width) of the centred card): x = 24 − 24p, width = W − 48 + 48p,
    /// p = clamp(y / 172, 0, 1).
    static let widening: [(device: String, width: Double)] = [("iphone-x", 375), ("iphone-14", 390)]
    static let offsets: [(y: Double, p: Double)] = [(0, 0), (72, 72.0 / 172), (122, 122.0 / 172), (172, 1), (250, 1)]

    @Test("the card widens over targetHeight 172 = 72 + 100, and its white card rises from 72", arguments: widening)
    func widens(device: String, width: Double) throws {
        for (y, p) in Self.offsets {
            var scene = try SemiModalProbe.carousel(on: 4, device: device)
            try scene.set(["innerScrollY": .number(y)], at: 0)
            let frame = scene.frame(at: 1)
            #expect(abs(SemiModalProbe.number(frame, "widenProgress") - p) < 1e-12, "\(device) y=\(y)")
            let card = try #require(SemiModalProbe.cardFrames(frame)[4])
            #expect(SemiModalProbe.close(card, [24 - 24 * p, 0, width - 48 + 48 * p, SemiModalProbe.height(device)], 1e-9), "\(device) y=\(y)")
            // The white card starts 72 below the card's top and rises with the list; the
            // coloured square is inset 24 in it and (Wcard − 48) wide.
            let white = try #require(frame.node(id: "card.4.white"))
            #expect(abs(white.frame.y - (72 - y)) < 1e-9)
            let square = try #require(frame.node(id: "card.4.color"))
            #expect(SemiModalProbe.close(
                [square.frame.x, square.frame.y, square.frame.width, square.frame.height],
                [24, 72 + 24 - y, width - 48 + 48 * p - 48, width - 48 + 48 * p - 48], 1e-9))
            #expect(frame.state["navigationBarVisible"] == .bool(y >= 172))
        }
    }

    @Test("a list released above its header scrolls back to it and the card narrows; below it stays",
          arguments: [(40.0, 0.0), (71, 0), (100, 100), (72, 72)])
    func releaseReturns(liftedAt: Double, rests: Double) throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.handle(SemiModalProbe.event("dragList", ["offset": 0]), at: 0)
        try scene.handle(SemiModalProbe.event("dragList", ["offset": liftedAt]), at: 0.1)
        #expect(abs(SemiModalProbe.number(scene.frame(at: 0.1), "widenProgress") - liftedAt / 172) < 1e-12)
        try scene.handle(SemiModalProbe.event("releaseList", ["velocityY": 0]), at: 0.2)
        if rests == 0 {
            // Animated: on its way a moment later, the card narrowing with it.
            let moving = scene.frame(at: 0.25)
            let y = scene.presentedParameters(at: 0.25)["innerScrollY"]?.number ?? .nan
            #expect(y > 0 && y < liftedAt && moving.animating)
            #expect(abs(SemiModalProbe.number(moving, "widenProgress") - y / 172) < 1e-12)
        }
        let rest = scene.frame(at: 3)
        #expect(!rest.animating)
        #expect(scene.presentedParameters(at: 3)["innerScrollY"] == .number(rests))
        #expect(abs(SemiModalProbe.number(rest, "widenProgress") - rests / 172) < 1e-12)
        #expect(rest.state["horizontalScrollEnabled"] == .bool(rests == 0))
        #expect(scene.parameters["innerScrollY"] == .number(rests))
    }

    @Test("a fling that comes to rest above the header (at 50) scrolls back to it; the card follows the fling")
    func flingEndingAboveHeaderReturns() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.handle(SemiModalProbe.event("dragList", ["offset": 0]), at: 0)
        try scene.handle(SemiModalProbe.event("dragList", ["offset": 300]), at: 0.1)
        #expect(scene.frame(at: 0.1).state["navigationBarVisible"] == .bool(true))
        // docs/physics.md: a free deceleration from 300 at v rests at 300 − v/λ; v chosen to rest at 50.
        let velocity = (50 - 300) * Probe.lambda * -1
        try scene.handle(SemiModalProbe.event("releaseList", ["velocityY": velocity]), at: 0.2)
        let settle = try #require(scene.definition.innerList.settleTime)
        // While it flings the card's width follows the list's offset.
        for t in [0.25, 0.4, 0.8, settle - 0.01] {
            let y = scene.presentedParameters(at: t)["innerScrollY"]?.number ?? .nan
            let frame = scene.frame(at: t)
            #expect(abs(SemiModalProbe.number(frame, "widenProgress") - min(max(y / 172, 0), 1)) < 1e-12, "t=\(t)")
            #expect(frame.state["navigationBarVisible"] == .bool(y >= 172), "t=\(t) y=\(y)")
        }
        let stopped = scene.definition.innerList.offset(at: settle)
        #expect(abs(stopped - 50) < 1)
        let end = try #require(scene.definition.advancedForTest(to: settle + 5).innerList.settleTime)
        #expect(end > settle)
        #expect(scene.presentedParameters(at: end)["innerScrollY"] == .number(0))
        #expect(SemiModalProbe.number(scene.frame(at: end), "widenProgress") == 0)
        #expect(!scene.frame(at: end).animating)
    }

    @Test("a fling from below the header keeps widening the card up to the full width")
    func flingKeepsWidening() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.handle(SemiModalProbe.event("dragList", ["offset": 0]), at: 0)
        try scene.handle(SemiModalProbe.event("dragList", ["offset": 90]), at: 0.1)
        try scene.handle(SemiModalProbe.event("releaseList", ["velocityY": 600]), at: 0.2)
        var previous = 90.0 / 172
        for t in [0.3, 0.5, 0.8, 1.5] {
            let p = SemiModalProbe.number(scene.frame(at: t), "widenProgress")
            #expect(p >= previous, "t=\(t)")
            previous = p
        }
        let rest = Probe.projectedRest(90, 600)
        #expect(rest > 172)
        #expect(SemiModalProbe.number(scene.frame(at: 9), "widenProgress") == 1)
        #expect(scene.frame(at: 9).state["navigationBarVisible"] == .bool(true))
    }

    @Test("dismiss thresholds: progress strictly over 0.2 of the height, or faster than 1200 pt/s",
          arguments: [(162.0, 0.0, false), (163, 0, true), (60, 1200, false), (60, 1201, true)])
    func dismissThresholds(drag: Double, velocity: Double, finishes: Bool) throws {
        // 0.2 · 812 = 162.4.
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["dismissDragY": .number(drag)], at: 0)
        try scene.handle(SemiModalProbe.event("releaseDismiss", ["velocityY": velocity]), at: 0.1)
        #expect(SemiModalProbe.text(scene.frame(at: 0.1), "phase") == (finishes ? "dismissing" : "carousel"))
    }

    @Test("Done slides the carousel down with its bar; the x button flies the cards back to the grid")
    func doneSlidesDown() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        #expect(throws: SceneError.self) { try scene.handle(SemiModalProbe.event("done"), at: 0) }
        try scene.set(["innerScrollY": .number(200)], at: 0)
        try scene.handle(SemiModalProbe.event("done"), at: 1)
        let midway = scene.frame(at: 1.15)
        #expect(SemiModalProbe.text(midway, "phase") == "dismissing")
        // Half the 0.3-s ease-in-ease-out: half the screen down, overlay half way to 0.
        let card = try #require(SemiModalProbe.cardFrames(midway)[4])
        #expect(abs(card[1] - 812 * 0.5) < 1e-6 && card[2] == 375)
        #expect(abs(SemiModalProbe.number(midway, "overlayAlpha") - 0.25) < 1e-6)
        #expect(midway.node(id: "transition.color.4") == nil)
        #expect(abs((midway.node(id: "carousel.nav")?.frame.y ?? .nan) - 812 * 0.5) < 1e-6)
        #expect(SemiModalProbe.text(scene.frame(at: 1.3), "phase") == "grid")

        var closed = try SemiModalProbe.carousel(on: 4)
        try closed.handle(SemiModalProbe.event("dismiss"), at: 1)
        #expect(closed.frame(at: 1.15).node(id: "transition.color.4") != nil)
    }

    @Test("the grid: 2 columns of W/2 − 20, inset 15, spacing 10, the original's colours, a bold 24-pt label")
    func grid() throws {
        let frame = try SemiModalProbe.scene().frame(at: 0)
        let label = try #require(frame.node(id: "grid.label"))
        #expect(label.text == "Tap Color Grid Cell !!" && label.font?.size == 24 && label.font?.weight == 700)
        // 44 (status bar) + 20 + 29 (label) + 20 + 15 (inset); side 375/2 − 20 = 167.5, pitch 177.5.
        for (index, expected) in [(0, [15.0, 128, 167.5, 167.5]), (1, [192.5, 128, 167.5, 167.5]), (4, [15, 483, 167.5, 167.5])] {
            let tile = try #require(frame.node(id: "grid.tile.\(index)"))
            #expect(SemiModalProbe.close([tile.frame.x, tile.frame.y, tile.frame.width, tile.frame.height], expected, 1e-9))
        }
        // ViewController.swift's #colorLiteral components × 255: Strawberry (1, 0.186, 0.573), Flora (0.450, 0.981, 0.474).
        #expect(frame.node(id: "grid.tile.0")?.fill == .color("#ff2f92"))
        #expect(frame.node(id: "grid.tile.11")?.fill == .color("#73fa79"))
    }
}

extension SemiModalScene {
    /// The scene as its own motion leaves it at `time`.
    func advancedForTest(to time: Double) -> SemiModalScene { advanced(to: time) }
}

extension SemiModalProbe {
    static func height(_ device: String) -> Double { device == "iphone-14" ? 844 : 812 }
}
