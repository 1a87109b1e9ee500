import MotionScene
import Testing

@testable import StandardScenes

/// The seed's `scrollViewWillEndDragging` rules (docs/scenes.md §6), on iPhone X: 12 cards,
/// page width 339 pt. Velocities in points per millisecond, as UIScrollView reports them.
struct SemiModalPagingTests {
    static func paging(_ configuration: SemiModalConfiguration = SemiModalConfiguration()) throws -> CarouselPaging {
        CarouselPaging(layout: CarouselLayout(screen: try SemiModalProbe.screen(), configuration: configuration))
    }

    static let page = SemiModalProbe.pageWidth

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let before: Int
        /// Where the finger lifted, in pages from card `before`.
        let travelled: Double
        let velocityX: Double
        let page: Int
        let isFlick: Bool
        var testDescription: String { name }
    }

    @Test(
        "release picks the card",
        arguments: [
            Case(name: "slow drag past half a page settles on the next card", before: 4, travelled: 0.6, velocityX: 0.2, page: 5, isFlick: false),
            Case(name: "slow drag short of half a page returns", before: 4, travelled: 0.4, velocityX: 0.2, page: 4, isFlick: false),
            Case(name: "slow drag back past half a page", before: 4, travelled: -0.55, velocityX: -0.1, page: 3, isFlick: false),
            Case(name: "a short fast flick goes exactly one card", before: 4, travelled: 0.1, velocityX: 2, page: 5, isFlick: true),
            Case(name: "a short fast flick back goes one card back", before: 4, travelled: -0.1, velocityX: -2, page: 3, isFlick: true),
            Case(name: "a very fast flick still goes one card", before: 4, travelled: 0.1, velocityX: 19, page: 5, isFlick: true),
            Case(name: "fast past half a page: the nearest card, not one more", before: 4, travelled: 0.7, velocityX: 5, page: 5, isFlick: false),
            Case(name: "exactly the threshold is not a flick", before: 4, travelled: 0.1, velocityX: 0.5, page: 4, isFlick: false),
            Case(name: "just over the threshold is", before: 4, travelled: 0.1, velocityX: 0.51, page: 5, isFlick: true),
            Case(name: "a flick against the drag goes the flick's way", before: 4, travelled: 0.2, velocityX: -1, page: 3, isFlick: true),
            Case(name: "a flick at the first card stays", before: 0, travelled: -0.1, velocityX: -3, page: 0, isFlick: false),
            Case(name: "a flick at the last card stays", before: 11, travelled: 0.1, velocityX: 3, page: 11, isFlick: false),
            Case(name: "a drag far past the last card stays on it", before: 11, travelled: 0.9, velocityX: 0, page: 11, isFlick: false),
        ])
    func release(_ example: Case) throws {
        let offset = (Double(example.before) + example.travelled) * Self.page
        let decision = try Self.paging().decide(offsetX: offset, velocityX: example.velocityX, indexBeforeDragging: example.before)
        #expect(decision.page == example.page)
        #expect(decision.isFlick == example.isFlick)
        // A settle starts from rest (the seed stops the scroll); a flick carries its velocity.
        let expectedVelocity = example.isFlick ? example.velocityX * 1000 : 0
        #expect(abs(decision.springVelocity - expectedVelocity) < 1e-9)
    }

    @Test("the seed's literal handoff reads velocityX as UIKit's relative initialSpringVelocity")
    func seedRelativeHandoff() throws {
        var configuration = SemiModalConfiguration()
        configuration.flickHandoff = .seedRelative
        let start = 4.1 * Self.page
        let decision = try Self.paging(configuration).decide(offsetX: start, velocityX: 2, indexBeforeDragging: 4)
        // docs/physics.md: v_abs = v_rel · (target − start).
        #expect(abs(decision.springVelocity - 2 * (5 * Self.page - start)) < 1e-9)
    }

    @Test("the flick's spring is the seed's: damping ratio 1, 0.3 s (k = (2π/0.3)²)")
    func flickSpring() {
        let spring = SemiModalConfiguration().flickSpring
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
        #expect(abs(spring.stiffness - (2 * Double.pi / 0.3) * (2 * Double.pi / 0.3)) < 1e-9)
    }

    /// Offsets in pages, and the card nearest the centre there.
    static let majorCases: [(pages: Double, index: Int)] = [
        (-0.6, 0), (0, 0), (0.49, 0), (0.51, 1), (4.49, 4), (4.51, 5), (11, 11), (12.6, 11),
    ]

    @Test("the major card is the nearest one, clamped to the cards", arguments: majorCases)
    func majorIndex(pages: Double, index: Int) throws {
        #expect(try Self.paging().layout.majorIndex(offsetX: pages * Self.page) == index)
    }
}
