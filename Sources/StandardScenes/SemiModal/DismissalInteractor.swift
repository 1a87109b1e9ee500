/// The seed's `DismissalTransitioningInteractor` and `handleTransitionGesture` as a value: the
/// pan gesture's phases go in, what to do with the cards comes out. Nothing here animates.
///
/// `none → hasStarted ⇄ shouldFinish`, and back to `none` when the finger goes above the point
/// where the interaction started. It may start only while the card's inner list is at its top
/// (`innerScrollY ≤ 0`); the start remembers the pan's translation then, so a drag that first
/// scrolled the list to its top carries on into the dismiss without a jump.
struct DismissalInteractor: Hashable, Sendable {
    enum State: String, Hashable, Sendable {
        case none, hasStarted, shouldFinish
    }

    /// What the cards do in answer to one gesture phase.
    enum Action: Hashable, Sendable {
        /// Nothing moves (the interaction has not started).
        case none
        /// The cards follow the finger: moved down by `offsetY` points.
        case follow(offsetY: Double)
        /// The interaction ended without dismissing: the cards return to 0 (animated).
        case reset
        /// The dismiss transition runs.
        case finish
    }

    private(set) var state = State.none
    /// The pan's translation y when the interaction started (the seed's
    /// `startInteractionTranslationY`).
    private(set) var startTranslationY = 0.0

    let screenHeight: Double
    /// `percentThreshold` and `shouldFinishVelocityY` (points per second).
    let percentThreshold: Double
    let shouldFinishVelocityY: Double

    var isActive: Bool { state != .none }

    /// `progress = clamp((translation − start) / H, 0, 1)`.
    func progress(translationY: Double) -> Double {
        guard screenHeight > 0 else { return 0 }
        return min(max((translationY - startTranslationY) / screenHeight, 0), 1)
    }

    /// `.began`: the seed runs only `updateStateWithTranslation`, at the pan's start (0).
    mutating func began(innerScrollY: Double) -> Action {
        updateState(translationY: 0, innerScrollY: innerScrollY)
    }

    /// `.changed`: update the state from the position, then, while interacting, follow the
    /// finger and decide whether a release now would finish.
    mutating func changed(translationY: Double, innerScrollY: Double, velocityY: Double) -> Action {
        let update = updateState(translationY: translationY, innerScrollY: innerScrollY)
        guard isActive else { return update }
        let shouldFinish = progress(translationY: translationY) > percentThreshold || velocityY > shouldFinishVelocityY
        state = shouldFinish ? .shouldFinish : .hasStarted
        return .follow(offsetY: translationY - startTranslationY)
    }

    /// `.ended`: finish when the last change said so, else return the cards.
    mutating func ended() -> Action {
        let finishing = state == .shouldFinish
        reset()
        return finishing ? .finish : .reset
    }

    /// `.cancelled`.
    mutating func cancelled() -> Action {
        reset()
        return .reset
    }

    /// The seed's `updateStateWithTranslation(y:tableViewContentOffsetY:)`.
    private mutating func updateState(translationY: Double, innerScrollY: Double) -> Action {
        switch state {
        case .none:
            guard innerScrollY <= 0 else { return .none }
            // The seed's `startHandler` only stops the inner list bouncing: nothing moves yet.
            startTranslationY = translationY
            state = .hasStarted
            return .none
        case .hasStarted, .shouldFinish:
            guard translationY - startTranslationY < 0 else { return .none }
            reset()
            return .reset
        }
    }

    private mutating func reset() {
        state = .none
        startTranslationY = 0
    }
}
