import MotionScene
import Testing

@testable import StandardScenes

/// The seed's `transformCell`: the centred card widens with its list's offset and pushes its
/// neighbours aside (docs/scenes.md §6), and the navigation bar follows the threshold.
struct SemiModalWideningTests {
    static let page = SemiModalProbe.pageWidth

    @Test(
        "widening at innerScrollY = 0, targetHeight/2, targetHeight and beyond",
        arguments: [(0.0, 0.0), (-40, 0), (86, 0.5), (43, 0.25), (172, 1), (400, 1)])
    func widening(innerScrollY: Double, progress: Double) throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["innerScrollY": .number(innerScrollY)], at: 0)
        let frame = scene.frame(at: 1)
        #expect(abs(SemiModalProbe.number(frame, "widenProgress") - progress) < 1e-12)
        // §6: transformX = (W − Wcard)·p; the card grows about its centre, neighbours move by half.
        let grow = 48 * progress
        let cards = SemiModalProbe.cardFrames(frame)
        let top = SemiModalProbe.cardTop
        let height = SemiModalProbe.cardHeight
        #expect(SemiModalProbe.close(cards[4], [24 - grow / 2, top, SemiModalProbe.cardWidth + grow, height], 1e-9))
        // A neighbour shows only while it is on screen (it is 8 pt off screen at p = 0.5).
        if 24 - Self.page - grow / 2 + SemiModalProbe.cardWidth > 0 {
            #expect(SemiModalProbe.close(cards[3], [24 - Self.page - grow / 2, top, SemiModalProbe.cardWidth, height], 1e-9))
            #expect(SemiModalProbe.close(cards[5], [24 + Self.page + grow / 2, top, SemiModalProbe.cardWidth, height], 1e-9))
        } else {
            #expect(cards[3] == nil && cards[5] == nil)
        }
        #expect(frame.state["horizontalScrollEnabled"] == .bool(innerScrollY == 0))
    }

    @Test("fully widened, the card is the screen's width on every profile", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func fullWidth(device: String) throws {
        let screen = try SemiModalProbe.screen(device)
        var scene = try SemiModalProbe.carousel(on: 0, device: device)
        try scene.set(["innerScrollY": .number(SemiModalProbe.targetHeight)], at: 0)
        let card = SemiModalProbe.cardFrames(scene.frame(at: 1))[0]
        #expect(SemiModalProbe.close(card.map { Array($0.prefix(1)) + [$0[2]] }, [0, screen.width], 1e-9))
    }

    @Test("horizontal paging is refused while the card is widened or pulled down, and nothing changes")
    func pagingRefusedWhileWidened() throws {
        for innerScrollY in [1.0, SemiModalProbe.targetHeight, -10] {
            var scene = try SemiModalProbe.carousel(on: 4)
            try scene.set(["innerScrollY": .number(innerScrollY)], at: 0)
            let before = scene.definition.flow
            for event in [SemiModalProbe.event("drag", ["offset": 4 * Self.page + 50]), SemiModalProbe.event("release", ["velocityX": 3])] {
                #expect(throws: SceneError.self) { try scene.handle(event, at: 0.5) }
            }
            #expect(throws: SceneError.self) { try scene.set(["carouselX": .number(5 * Self.page)], at: 0.5) }
            #expect(scene.definition.flow == before)
            #expect(scene.definition.carousel.offset(at: 1) == 4 * Self.page)
        }
        var atTop = try SemiModalProbe.carousel(on: 4)
        try atTop.handle(SemiModalProbe.event("drag", ["offset": 4 * Self.page + 50]), at: 0.5)
        #expect(atTop.definition.carousel.offset(at: 0.5) == 4 * Self.page + 50)
    }

    @Test("the navigation bar shows from |innerScrollY| ≥ targetHeight and hides below, sliding over 0.2 s")
    func navigationBar() throws {
        var scene = try SemiModalProbe.carousel(on: 2)
        try scene.set(["innerScrollY": .number(SemiModalProbe.targetHeight - 0.5)], at: 0)
        #expect(scene.frame(at: 0).state["navigationBarVisible"] == .bool(false))
        #expect(scene.frame(at: 0).node(id: "carousel.nav") == nil)
        try scene.set(["innerScrollY": .number(SemiModalProbe.targetHeight)], at: 1)
        let barHeight = 44.0 + 44
        // UINavigationControllerHideShowBarDuration 0.2 s, ease-in-ease-out (chosen curve).
        for (time, shown) in [(1.05, SemiModalProbe.easeInOutQuarter), (1.1, SemiModalProbe.easeInOutHalf), (1.2, 1.0)] {
            let frame = scene.frame(at: time)
            #expect(frame.state["navigationBarVisible"] == .bool(true))
            let bar = try #require(frame.node(id: "carousel.nav"))
            #expect(abs(bar.frame.y - -barHeight * (1 - shown)) < 1e-4, "t=\(time)")
            #expect(frame.animating == (time < 1.2))
        }
        try scene.set(["innerScrollY": .number(40)], at: 2)
        #expect(scene.frame(at: 2.1).state["navigationBarVisible"] == .bool(false))
        #expect(abs((scene.frame(at: 2.1).node(id: "carousel.nav")?.frame.y ?? 0) - -barHeight * 0.5) < 1e-4)
        #expect(scene.frame(at: 2.2).node(id: "carousel.nav") == nil)
    }

    @Test("the list's offset is refused while the carousel springs onto a card")
    func listWaitsForTheCarousel() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.handle(SemiModalProbe.event("drag", ["offset": 4 * Self.page + 100]), at: 0)
        try scene.handle(SemiModalProbe.event("release", ["velocityX": 0]), at: 0.1)
        #expect(throws: SceneError.self) { try scene.set(["innerScrollY": .number(30)], at: 0.2) }
        let settled = try #require(scene.definition.carousel.value.completionTime)
        try scene.set(["innerScrollY": .number(30)], at: settled)
        #expect(abs(SemiModalProbe.number(scene.frame(at: settled), "widenProgress") - 30 / SemiModalProbe.targetHeight) < 1e-12)
    }
}
