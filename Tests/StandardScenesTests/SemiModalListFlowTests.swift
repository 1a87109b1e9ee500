import MotionScene
import Testing

@testable import StandardScenes

/// The flow's decisions for the card's list alone (CollectionSemiModalViewCell.swift's
/// `scrollToTopIfNeeded`: an offset under the 72-pt header goes back to it), no clock.
struct SemiModalListFlowTests {
    typealias Flow = SemiModalFlow
    static let resting = SemiModalFlowTests.resting

    /// The flow with the list lifted at `y`, a finger having held it there.
    static func lifted(at y: Double) throws -> Flow {
        var flow = try SemiModalFlowTests.carouselFlow()
        _ = try flow.handle(.dragList(offsetY: y), carousel: resting)
        _ = flow.listMoved(y)
        return flow
    }

    @Test("a release under the header returns the list to it; at or past 72, or at the top, it flings",
          arguments: [(40.0, true), (0.5, true), (71.9, true), (72, false), (100, false), (0, false), (-30, false)])
    func release(y: Double, returns: Bool) throws {
        var flow = try Self.lifted(at: y)
        let actions = try flow.handle(.releaseList(velocityY: 800), carousel: Self.resting)
        #expect(actions == (returns ? [.returnListToHeader] : [.flingList(velocityY: 800)]))
    }

    @Test("a fling that settles under the header returns; elsewhere it stays", arguments: [(50.0, true), (72, false), (300, false), (0, false)])
    func settled(y: Double, returns: Bool) throws {
        var flow = try Self.lifted(at: 200)
        let actions = try flow.handle(.listSettled(y: y), carousel: Self.resting)
        #expect(actions.contains(.returnListToHeader) == returns)
        #expect(flow.innerScrollY == y)
        // Leaving 200 (≥ 172) for anything under 172 hides the bar.
        #expect(actions.contains(.showNavigationBar(false)) == (y < 172))
    }

    @Test("the list is held while the carousel moves or the dismiss drag holds the cards, and nothing changes")
    func refused() throws {
        let carousel = try SemiModalFlowTests.carouselFlow()
        let moving = Flow.CarouselStatus(offsetX: 4.2 * SemiModalFlowTests.page, isMoving: true)
        SemiModalFlowTests.expectRefused(carousel, .dragList(offsetY: 30), carousel: moving)
        SemiModalFlowTests.expectRefused(carousel, .releaseList(velocityY: 0), carousel: moving)
        var dragging = carousel
        _ = try dragging.handle(.panDismiss(translationY: 40), carousel: Self.resting)
        SemiModalFlowTests.expectRefused(dragging, .dragList(offsetY: 30))
        var grid = try SemiModalFlowTests.flow()
        #expect(throws: SceneError.self) { try grid.handle(.dragList(offsetY: 30), carousel: Self.resting) }
        // The list's own motion off the carousel is ignored, not refused.
        #expect(try grid.handle(.listMoved(y: 200), carousel: Self.resting) == [])
    }
}
