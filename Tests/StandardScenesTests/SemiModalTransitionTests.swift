import MotionScene
import Testing

@testable import StandardScenes

/// Present and dismiss on iPhone X (docs/scenes.md §6): 0.3 s ease-in-ease-out, overlay 0 ↔ 0.5,
/// the tapped tile and its neighbours side by side. Grid (docs/scenes.md): 2 columns of side
/// W/2 − 20 = 167.5, inset 15, spacing 10, under the label (status bar 44 + 20 + 29 + 20 = 113).
/// Neighbours fly from the grid's spacing (10) in a present, the carousel's (8) in a dismiss.
struct SemiModalTransitionTests {
    static let side = 375.0 / 2 - 20
    static let pitch = side + 10
    static let dismissPitch = side + 8

    static func tile(_ index: Int) -> [Double] {
        [15 + Double(index % 2) * pitch, 113 + 15 + Double(index / 2) * pitch, side, side]
    }

    /// Card `index` at rest with card `selected` centred: the screen's height from its top.
    static func card(_ index: Int, selected: Int) -> [Double] {
        [24 + Double(index - selected) * SemiModalProbe.pageWidth, 0, SemiModalProbe.cardWidth, 812]
    }

    static func lerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        zip(a, b).map { $0 + ($1 - $0) * t }
    }

    static func tapped(_ index: Int, at time: Double) throws -> SemiModalScene.Runtime {
        var scene = try SemiModalProbe.scene()
        try scene.handle(SemiModalProbe.event("tapTile", ["index": Double(index)]), at: time)
        return scene
    }

    @Test("a played present flies the tile to its card, fades the card in and the overlay to 0.5")
    func present() throws {
        let scene = try Self.tapped(4, at: 1)
        let steps = [(0.0, 0.0), (0.075, SemiModalProbe.easeInOutQuarter), (0.15, SemiModalProbe.easeInOutHalf), (0.3, 1.0)]
        for (elapsed, eased) in steps {
            let frame = scene.frame(at: 1 + elapsed)
            #expect(SemiModalProbe.text(frame, "phase") == (elapsed < 0.3 ? "presenting" : "carousel"))
            #expect(abs(SemiModalProbe.number(frame, "overlayAlpha") - 0.5 * eased) < 1e-6)
            #expect(SemiModalProbe.close(SemiModalProbe.cardFrames(frame)[4], Self.lerp(Self.tile(4), Self.card(4, selected: 4), eased), 1e-3))
            #expect(frame.animating == (elapsed < 0.3))
            #expect(abs((scene.presentedParameters(at: 1 + elapsed)["transitionTime"]?.number ?? .nan) - elapsed) < 1e-12)
            if elapsed < 0.3 {
                #expect(abs((frame.node(id: "transition.card.4")?.alpha ?? .nan) - eased) < 1e-6)
            }
        }
        #expect(scene.frame(at: 1.3).node(id: "carousel") != nil)
        #expect(scene.frame(at: 1.3).node(id: "transition.card.4") == nil)
    }

    @Test(
        "neighbours start beside the tapped tile even when the grid wrapped them",
        arguments: [(3, [2, 3, 4]), (5, [4, 5, 6]), (0, [0, 1]), (11, [10, 11])])
    func neighboursBeside(tapped: Int, flying: [Int]) throws {
        let frame = try Self.tapped(tapped, at: 0).frame(at: 0)
        let cards = SemiModalProbe.cardFrames(frame)
        #expect(cards.keys.sorted() == flying)
        let origin = Self.tile(tapped)
        for index in flying {
            let beside = [origin[0] + Double(index - tapped) * Self.pitch, origin[1], Self.side, Self.side]
            #expect(SemiModalProbe.close(cards[index], beside, 1e-9), "card \(index)")
            #expect(SemiModalProbe.close(frame.node(id: "transition.color.\(index)").map { $0.frame.json.arrayValue?.compactMap(\.doubleValue) ?? [] }, beside, 1e-9))
        }
    }

    @Test("the colour views land on the cards' coloured squares: Wcard − 48 wide, 24 inside the white card at 72")
    func colourViewsLandOnSquares() throws {
        var scene = try SemiModalProbe.scene()
        try scene.set(["transitionTime": .number(0.299999)], at: 0)
        let header = try #require(scene.frame(at: 0).node(id: "transition.color.5"))
        let expected: [Double] = [24 + SemiModalProbe.pageWidth + 24, 72 + 24, SemiModalProbe.cardWidth - 48, SemiModalProbe.cardWidth - 48]
        #expect(SemiModalProbe.close(header.frame.json.arrayValue?.compactMap(\.doubleValue), expected, 1e-3))
    }

    @Test("scrubbing transitionTime shows what playing shows at that time")
    func scrubMatchesPlayback() throws {
        let played = try Self.tapped(4, at: 0)
        for seconds in [0.03, 0.1, 0.2, 0.27] {
            var scrubbed = try SemiModalProbe.scene()
            try scrubbed.set(["transitionTime": .number(seconds)], at: 0)
            #expect(scrubbed.frame(at: 0).state == played.frame(at: seconds).state)
            #expect(scrubbed.frame(at: 0).nodes == played.frame(at: seconds).nodes)
            #expect(scrubbed.frame(at: 0).animating == false)
        }
    }

    @Test("a played dismiss reverses the present: cards fade out, overlay 0.5 → 0, then the grid")
    func dismiss() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.handle(SemiModalProbe.event("dismiss"), at: 2)
        for (elapsed, eased) in [(0.0, 0.0), (0.075, SemiModalProbe.easeInOutQuarter), (0.15, 0.5)] {
            let frame = scene.frame(at: 2 + elapsed)
            #expect(SemiModalProbe.text(frame, "phase") == "dismissing")
            #expect(abs(SemiModalProbe.number(frame, "overlayAlpha") - 0.5 * (1 - eased)) < 1e-6)
            #expect(SemiModalProbe.close(SemiModalProbe.cardFrames(frame)[4], Self.lerp(Self.card(4, selected: 4), Self.tile(4), eased), 1e-3))
            #expect(abs((frame.node(id: "transition.card.4")?.alpha ?? .nan) - (1 - eased)) < 1e-6)
            #expect(abs((scene.presentedParameters(at: 2 + elapsed)["transitionTime"]?.number ?? .nan) - (0.3 - elapsed)) < 1e-12)
        }
        let end = scene.frame(at: 2.3)
        #expect(SemiModalProbe.text(end, "phase") == "grid")
        #expect(SemiModalProbe.number(end, "overlayAlpha") == 0)
        #expect(end.animating == false)
        #expect(end.nodes.map(\.id) == ["grid"])
    }

    @Test("a dismiss after paging flies to the tile of the card now centred")
    func dismissAfterPaging() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["carouselX": .number(5 * SemiModalProbe.pageWidth)], at: 0)
        try scene.handle(SemiModalProbe.event("dismiss"), at: 1)
        let end = SemiModalProbe.cardFrames(scene.frame(at: 1.2999999))
        #expect(end.keys.sorted() == [4, 5, 6])
        #expect(SemiModalProbe.close(end[5], Self.tile(5), 1e-3))
        // The dismiss spaces the neighbours by the carousel's 8, not the grid's 10.
        #expect(SemiModalProbe.close(end[6], [Self.tile(5)[0] + Self.dismissPitch, Self.tile(5)[1], Self.side, Self.side], 1e-3))
        #expect(SemiModalProbe.close(end[4], [Self.tile(5)[0] - Self.dismissPitch, Self.tile(5)[1], Self.side, Self.side], 1e-3))
    }

    @Test("a dismiss starts from the carousel as it stands: widened, scrolled, dragged down")
    func dismissFromCapturedPose() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["innerScrollY": .number(86)], at: 0)
        try scene.handle(SemiModalProbe.event("dismiss"), at: 1)
        let start = scene.frame(at: 1)
        // Half widened on iPhone X: 327 + 24 = 351 wide; its square 351 − 48 at 72 + 24 − 86.
        #expect(SemiModalProbe.close(SemiModalProbe.cardFrames(start)[4], [12, 0, 351, 812], 1e-9))
        #expect(SemiModalProbe.close(
            start.node(id: "transition.color.4")?.frame.json.arrayValue?.compactMap(\.doubleValue),
            [36, 10, 303, 303], 1e-9))
        #expect(SemiModalProbe.number(start, "widenProgress") == 0.5)
    }
}
