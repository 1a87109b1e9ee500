import MotionScene
import Testing

@testable import StandardScenes

/// The phase machine alone: (state, input) → (state, actions), no clock.
struct SemiModalFlowTests {
    typealias Flow = SemiModalFlow
    static let page = SemiModalProbe.pageWidth
    static let resting = Flow.CarouselStatus(offsetX: 4 * page, isMoving: false)

    static func flow() throws -> Flow {
        let layout = CarouselLayout(screen: try SemiModalProbe.screen(), configuration: SemiModalConfiguration())
        return Flow(paging: CarouselPaging(layout: layout), selectedIndex: 4)
    }

    static func carouselFlow(on tile: Int = 4) throws -> Flow {
        var flow = try flow()
        _ = try flow.handle(.tapTile(tile), carousel: resting)
        _ = try flow.handle(.transitionFinished, carousel: resting)
        return flow
    }

    /// Expects `input` to be refused with `notAllowedNow` and to change nothing.
    static func expectRefused(_ flow: Flow, _ input: Flow.Input, carousel: Flow.CarouselStatus = resting) {
        var copy = flow
        do {
            _ = try copy.handle(input, carousel: carousel)
            Issue.record("\(input) was taken in \(flow.phase)")
        } catch {
            #expect(error.kind == .notAllowedNow)
        }
        #expect(copy == flow)
    }

    @Test("grid → presenting → carousel → dismissing → grid")
    func fullCycle() throws {
        var flow = try Self.flow()
        #expect(flow.phase == .grid)
        #expect(try flow.handle(.tapTile(7), carousel: Self.resting) == [.restCarousel(on: 7), .playTransition(.present)])
        #expect(flow.phase == .presenting && flow.selectedIndex == 7)
        #expect(try flow.handle(.transitionFinished, carousel: Self.resting) == [])
        #expect(flow.phase == .carousel && flow.horizontalScrollEnabled)
        #expect(try flow.handle(.dismiss, carousel: Self.resting) == [.capturePose, .playTransition(.dismiss)])
        #expect(flow.phase == .dismissing)
        _ = try flow.handle(.transitionFinished, carousel: Self.resting)
        #expect(flow.phase == .grid)
    }

    @Test("inputs a phase cannot take are refused and change nothing")
    func refusals() throws {
        let grid = try Self.flow()
        for input: Flow.Input in [
            .dismiss, .dragCarousel(offsetX: 10), .releaseCarousel(velocityX: 1), .placeCarousel(offsetX: 10),
            .scrollInnerList(y: 10), .panDismiss(translationY: 10), .releaseDismiss(velocityY: 0),
        ] {
            Self.expectRefused(grid, input)
        }
        var presenting = grid
        _ = try presenting.handle(.tapTile(2), carousel: Self.resting)
        Self.expectRefused(presenting, .tapTile(3))
        Self.expectRefused(presenting, .dismiss)
        let carousel = try Self.carouselFlow()
        Self.expectRefused(carousel, .tapTile(3))
        // The list and the dismiss wait while the carousel springs sideways.
        let moving = Flow.CarouselStatus(offsetX: 4.2 * Self.page, isMoving: true)
        Self.expectRefused(carousel, .scrollInnerList(y: 20), carousel: moving)
        Self.expectRefused(carousel, .panDismiss(translationY: 20), carousel: moving)
        var dragging = carousel
        _ = try dragging.handle(.dragCarousel(offsetX: 4.1 * Self.page), carousel: Self.resting)
        Self.expectRefused(dragging, .panDismiss(translationY: 20))
        Self.expectRefused(dragging, .scrollInnerList(y: 20))
        var dismissing = carousel
        _ = try dismissing.handle(.panDismiss(translationY: 30), carousel: Self.resting)
        Self.expectRefused(dismissing, .dragCarousel(offsetX: 0))
        Self.expectRefused(dismissing, .scrollInnerList(y: 5))
    }

    @Test("the slider: up from the grid presents, down from the carousel dismisses, the ends complete")
    func scrubbing() throws {
        var flow = try Self.flow()
        #expect(flow.handle(scrub: 0) == [])
        #expect(flow.phase == .grid)
        #expect(flow.handle(scrub: 0.1) == [.restCarousel(on: 4), .holdTransition(.present, seconds: 0.1)])
        #expect(flow.phase == .presenting)
        #expect(flow.handle(scrub: 0) == [] && flow.phase == .grid)
        _ = flow.handle(scrub: 0.2)
        #expect(flow.handle(scrub: 0.3) == [] && flow.phase == .carousel)
        #expect(flow.handle(scrub: 0.3) == [] && flow.phase == .carousel)
        #expect(flow.handle(scrub: 0.2) == [.capturePose, .holdTransition(.dismiss, seconds: 0.2)])
        #expect(flow.phase == .dismissing)
        #expect(flow.handle(scrub: 0.05) == [.holdTransition(.dismiss, seconds: 0.05)])
        // Back to the carousel: the dismiss is cancelled and the cards return.
        #expect(flow.handle(scrub: 0.3) == [.returnCards] && flow.phase == .carousel)
        _ = flow.handle(scrub: 0.1)
        #expect(flow.handle(scrub: 0) == [] && flow.phase == .grid)
        // Straight from the grid to the end: the carousel at once.
        #expect(flow.handle(scrub: 0.3) == [.restCarousel(on: 4)] && flow.phase == .carousel)
    }

    @Test("interactive dismiss: start, follow, cancel above the start, restart, return below the threshold")
    func interactiveReturn() throws {
        var flow = try Self.carouselFlow()
        #expect(try flow.handle(.panDismiss(translationY: 100), carousel: Self.resting) == [.moveCards(offsetY: 100)])
        #expect(flow.interactor.state == .hasStarted)
        #expect(try flow.handle(.panDismiss(translationY: -3), carousel: Self.resting) == [.returnCards])
        #expect(flow.interactor.state == .none)
        #expect(try flow.handle(.panDismiss(translationY: 20), carousel: Self.resting) == [.moveCards(offsetY: 0)])
        #expect(try flow.handle(.panDismiss(translationY: 120), carousel: Self.resting) == [.moveCards(offsetY: 100)])
        #expect(try flow.handle(.releaseDismiss(velocityY: 200), carousel: Self.resting) == [.moveCards(offsetY: 100), .returnCards])
        #expect(flow.phase == .carousel && flow.interactor.state == .none && flow.dismissTranslationY == nil)
    }

    @Test("interactive dismiss finishes past the progress threshold or on a fast release", arguments: [(300.0, 0.0), (60, 1500)])
    func interactiveFinish(drag: Double, velocity: Double) throws {
        var flow = try Self.carouselFlow()
        _ = try flow.handle(.panDismiss(translationY: drag), carousel: Self.resting)
        let actions = try flow.handle(.releaseDismiss(velocityY: velocity), carousel: Self.resting)
        #expect(actions == [.moveCards(offsetY: drag), .capturePose, .playTransition(.dismiss)])
        #expect(flow.phase == .dismissing && flow.interactor.state == .none)
    }

    @Test("a dismiss drag waits for the list's top, then follows from where it started")
    func dragStartsAtTheListTop() throws {
        var flow = try Self.carouselFlow()
        _ = try flow.handle(.scrollInnerList(y: 60), carousel: Self.resting)
        #expect(try flow.handle(.panDismiss(translationY: 40), carousel: Self.resting) == [])
        #expect(flow.interactor.state == .none)
        _ = try flow.handle(.scrollInnerList(y: 0), carousel: Self.resting)
        #expect(try flow.handle(.panDismiss(translationY: 70), carousel: Self.resting) == [.moveCards(offsetY: 0)])
        #expect(try flow.handle(.panDismiss(translationY: 90), carousel: Self.resting) == [.moveCards(offsetY: 20)])
    }

    @Test("a flick selects its card when the spring completes, a settle at once")
    func selection() throws {
        var flow = try Self.carouselFlow()
        _ = try flow.handle(.dragCarousel(offsetX: 4.05 * Self.page), carousel: Self.resting)
        let lifted = Flow.CarouselStatus(offsetX: 4.05 * Self.page, isMoving: false)
        let actions = try flow.handle(.releaseCarousel(velocityX: 1.5), carousel: lifted)
        #expect(actions == [.settleCarousel(CarouselPaging.Decision(page: 5, isFlick: true, springVelocity: 1500))])
        #expect(flow.selectedIndex == 4 && flow.pendingSelection == 5)
        _ = try flow.handle(.carouselSettled, carousel: Self.resting)
        #expect(flow.selectedIndex == 5 && flow.pendingSelection == nil)
        _ = try flow.handle(.dragCarousel(offsetX: 5.7 * Self.page), carousel: Flow.CarouselStatus(offsetX: 5 * Self.page, isMoving: false))
        #expect(flow.indexBeforeDragging == 5)
        _ = try flow.handle(.releaseCarousel(velocityX: 0), carousel: Flow.CarouselStatus(offsetX: 5.7 * Self.page, isMoving: false))
        #expect(flow.selectedIndex == 6 && flow.pendingSelection == nil)
    }

    @Test("the navigation bar action fires once per crossing of the threshold, either sign")
    func navigationBarCrossings() throws {
        var flow = try Self.carouselFlow()
        var shown: [Bool] = []
        for y in [10.0, 171.9, 172, 300, 200, 171, 0, -180, -10] {
            for case .showNavigationBar(let visible) in try flow.handle(.scrollInnerList(y: y), carousel: Self.resting) {
                shown.append(visible)
            }
        }
        #expect(shown == [true, false, true, false])
    }
}

extension SemiModalFlow {
    /// Scrubbing never throws.
    mutating func handle(scrub seconds: Double) -> [Action] {
        (try? handle(.scrubTransition(seconds: seconds), carousel: SemiModalFlowTests.resting)) ?? []
    }
}
