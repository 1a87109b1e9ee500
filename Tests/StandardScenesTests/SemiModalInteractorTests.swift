import Testing

@testable import StandardScenes

/// The seed's `DismissalTransitioningInteractor` with `handleTransitionGesture`, on an 812-pt
/// screen: percentThreshold 0.3 (243.6 pt), shouldFinishVelocityY 1000 pt/s.
struct SemiModalInteractorTests {
    static func interactor() -> DismissalInteractor {
        DismissalInteractor(screenHeight: 812, percentThreshold: 0.3, shouldFinishVelocityY: 1000)
    }

    @Test("starts only while the list is at its top, remembering the translation it started at")
    func startsAtTheTop() {
        var interactor = Self.interactor()
        #expect(interactor.began(innerScrollY: 30) == .none)
        #expect(interactor.changed(translationY: 50, innerScrollY: 30, velocityY: 0) == .none)
        #expect(interactor.state == .none)
        // The list reached its top under the finger: the dismiss starts here, without a jump.
        #expect(interactor.changed(translationY: 80, innerScrollY: 0, velocityY: 0) == .follow(offsetY: 0))
        #expect(interactor.state == .hasStarted)
        #expect(interactor.startTranslationY == 80)
        #expect(interactor.changed(translationY: 130, innerScrollY: 0, velocityY: 0) == .follow(offsetY: 50))
        #expect(abs(interactor.progress(translationY: 130) - 50.0 / 812) < 1e-15)
    }

    @Test("a pulled-down list (innerScrollY < 0) counts as at the top")
    func pulledDownStarts() {
        var interactor = Self.interactor()
        _ = interactor.began(innerScrollY: -12)
        #expect(interactor.state == .hasStarted)
    }

    @Test(
        "hasStarted ⇄ shouldFinish on progress (strictly over 0.3) or velocity (strictly over 1000 pt/s)",
        arguments: [
            (243.0, 0.0, DismissalInteractor.State.hasStarted), (244, 0, .shouldFinish), (812 * 0.3, 0, .hasStarted),
            (50, 1000, .hasStarted), (50, 1000.5, .shouldFinish), (900, 0, .shouldFinish),
        ])
    func shouldFinish(drag: Double, velocity: Double, state: DismissalInteractor.State) {
        var interactor = Self.interactor()
        _ = interactor.began(innerScrollY: 0)
        #expect(interactor.changed(translationY: drag, innerScrollY: 0, velocityY: velocity) == .follow(offsetY: drag))
        #expect(interactor.state == state)
    }

    @Test("shouldFinish goes back to hasStarted when the finger returns under the threshold")
    func backToHasStarted() {
        var interactor = Self.interactor()
        _ = interactor.began(innerScrollY: 0)
        _ = interactor.changed(translationY: 300, innerScrollY: 0, velocityY: 0)
        #expect(interactor.state == .shouldFinish)
        _ = interactor.changed(translationY: 100, innerScrollY: 0, velocityY: 0)
        #expect(interactor.state == .hasStarted)
    }

    @Test("ended: finishes from shouldFinish, resets from hasStarted and none; either way back to none")
    func ended() {
        var finishing = Self.interactor()
        _ = finishing.began(innerScrollY: 0)
        _ = finishing.changed(translationY: 300, innerScrollY: 0, velocityY: 0)
        #expect(finishing.ended() == .finish)
        #expect(finishing.state == .none)
        var returning = Self.interactor()
        _ = returning.began(innerScrollY: 0)
        _ = returning.changed(translationY: 100, innerScrollY: 0, velocityY: 0)
        #expect(returning.ended() == .reset)
        #expect(returning.state == .none)
        var idle = Self.interactor()
        #expect(idle.ended() == .reset)
        var cancelled = Self.interactor()
        _ = cancelled.began(innerScrollY: 0)
        #expect(cancelled.cancelled() == .reset)
        #expect(cancelled.state == .none)
    }

    @Test("the drag going above its start cancels; the next move down starts again from there")
    func cancelAboveStart() {
        var interactor = Self.interactor()
        _ = interactor.began(innerScrollY: 0)
        _ = interactor.changed(translationY: 120, innerScrollY: 0, velocityY: 0)
        #expect(interactor.changed(translationY: -5, innerScrollY: 0, velocityY: 0) == .reset)
        #expect(interactor.state == .none)
        #expect(interactor.startTranslationY == 0)
        #expect(interactor.changed(translationY: 10, innerScrollY: 0, velocityY: 0) == .follow(offsetY: 0))
        #expect(interactor.startTranslationY == 10)
        #expect(interactor.changed(translationY: 40, innerScrollY: 0, velocityY: 0) == .follow(offsetY: 30))
    }
}
