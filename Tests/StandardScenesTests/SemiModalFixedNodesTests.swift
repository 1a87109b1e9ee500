import Testing

@testable import MotionScene
@testable import StandardScenes

/// The grid and the resting cards' lists are built once per scene value (`SemiModalFixedNodes`)
/// and placed by each frame: what a frame shows must equal the card built afresh for the frame's
/// own size and list offset, and a resting card must be the list built once (the same storage,
/// which the delta skips in one comparison).
struct SemiModalFixedNodesTests {
    static let devices = ["iphone-se", "iphone-x", "ipad-10"]

    /// Card `index`'s list built afresh, the frame's own way.
    static func fresh(_ index: Int, size: Size, innerScrollY: Double, clearHeader: Bool) -> [Node] {
        SemiModalCardContent(index: index, configuration: SemiModalConfiguration())
            .nodes(size: size, innerScrollY: innerScrollY, clearHeader: clearHeader)
    }

    static func cards(in frame: SceneFrame) throws -> [Node] {
        try #require(frame.nodes.first { $0.id == "carousel" }).children
    }

    @Test("resting cards show the list built once, equal to one built afresh", arguments: devices)
    func restingCards(device: String) throws {
        var compared = 0
        for selected in [0, 4, 11] {
            let scene = try SemiModalProbe.carousel(on: selected, device: device)
            let fixed = scene.definition.fixedNodes
            for card in try Self.cards(in: scene.frame(at: 1)) {
                let index = try #require(Int(card.id.dropFirst("card.".count)))
                let built = Self.fresh(index, size: card.frame.size, innerScrollY: 0, clearHeader: false)
                #expect(card.children == built, "\(device): card \(index) with \(selected) selected")
                #expect(card.children.sharesStorage(with: fixed.restingCards[index]), "\(device): card \(index) reused")
                compared += 1
            }
        }
        // Each selection shows its card and the neighbours that exist: 2 + 3 + 2 on a phone.
        #expect(compared >= 7, "\(device) showed \(compared) cards")
    }

    @Test("the carousel at rest is the one built once; rested or not, its cards stand where the state says",
          arguments: devices)
    func restingCarousel(device: String) throws {
        for selected in [0, 4, 11] {
            // Half a point off the card the carousel is not at rest, and is built for its offset.
            for offPage in [0.0, 0.5] {
                var scene = try SemiModalProbe.carousel(on: selected, device: device)
                let pageWidth = try SemiModalProbe.screen(device).width - 40
                try scene.set(["carouselX": .number(Double(selected) * pageWidth + offPage)], at: 0)
                let frame = scene.frame(at: 1)
                let cards = try Self.cards(in: frame)
                let stated = SemiModalProbe.cardFrames(frame)
                #expect(cards.count == stated.count, "\(device) on \(selected) + \(offPage)")
                for card in cards {
                    let index = try #require(Int(card.id.dropFirst("card.".count)))
                    let box = [card.frame.x, card.frame.y, card.frame.width, card.frame.height]
                    #expect(stated[index] == box, "\(device) card \(index) on \(selected) + \(offPage)")
                }
                let built = scene.definition.fixedNodes.restingCarousels[selected].children
                #expect(cards.sharesStorage(with: built) == (offPage == 0), "\(device) on \(selected) + \(offPage)")
            }
        }
    }

    @Test("a scrolled or widened card is built for its offset, not taken from the resting list",
          arguments: [-40.0, 0.5, 86, 172, 400])
    func scrolledCard(innerScrollY: Double) throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["innerScrollY": .number(innerScrollY)], at: 0)
        let card = try #require(try Self.cards(in: scene.frame(at: 1)).first { $0.id == "card.4" })
        let built = Self.fresh(4, size: card.frame.size, innerScrollY: innerScrollY, clearHeader: false)
        #expect(card.children == built)
        #expect(card.children != scene.definition.fixedNodes.restingCards[4])
    }

    @Test("the present's snapshots are the lists built once without the coloured square", arguments: devices)
    func snapshots(device: String) throws {
        var scene = try SemiModalProbe.scene(device: device)
        try scene.handle(SemiModalProbe.event("tapTile", ["index": 4]), at: 1)
        let fixed = scene.definition.fixedNodes
        let flying = scene.frame(at: 1.15).nodes.filter { $0.id.hasPrefix("transition.card.") }
        #expect(flying.map(\.id) == ["transition.card.3", "transition.card.4", "transition.card.5"])
        for card in flying {
            let index = try #require(Int(card.id.dropFirst("transition.card.".count)))
            // A snapshot is drawn at the card's resting size and scaled into its flying frame.
            let size = fixed.restingSize
            #expect(card.frame.width == size.width && card.frame.height == size.height, "\(device) \(card.id)")
            #expect(card.children == Self.fresh(index, size: size, innerScrollY: 0, clearHeader: true), "\(device) \(card.id)")
            #expect(!card.children.contains { $0.id == "card.\(index).color" })
            #expect(card.children.sharesStorage(with: fixed.restingSnapshots[index]), "\(device) \(card.id)")
        }
    }
}
