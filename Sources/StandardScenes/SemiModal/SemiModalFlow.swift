import MotionScene

/// The semi-modal's decisions as a pure state machine: (state, input) → (state, actions). It
/// knows the phase, the selected card, the inner list's offset, the navigation bar and the
/// dismiss interactor; it never animates. The scene performs the actions it returns on its
/// animated values and feeds back what only time decides (a transition ended, a flick settled).
///
/// Phases: `grid → presenting → carousel → dismissing → grid`. Every input is checked against
/// the phase first; a refused input throws before anything changes.
///
/// Holding no motion, it is skipped by the frame's motion search, which otherwise reflected on
/// its enums (phase, interactor state) on every frame.
struct SemiModalFlow: Hashable, Sendable, HoldsNoMotion {
    enum Phase: String, Hashable, Sendable {
        case grid, presenting, carousel, dismissing
    }

    enum TransitionKind: String, Hashable, Sendable {
        /// Grid to carousel: the cards fade in.
        case present
        /// Carousel to grid: the cards fade out (the "x" button, a finished drag).
        case dismiss
        /// Carousel off the bottom of the screen: the "Done" button's default modal dismissal
        /// (SemiModalTransitioningDelegate.swift returns no animator for it). UIKit's default
        /// duration and curve are undocumented [U]; chosen: the transition's own 0.3 s ease-in-out.
        case slideDown
    }

    enum Input: Hashable, Sendable {
        case tapTile(Int)
        /// The transition slider, in seconds on the grid-to-carousel clock (0 grid, D carousel).
        case scrubTransition(seconds: Double)
        /// The transition on the clock reached its end.
        case transitionFinished
        case dismiss
        /// The navigation bar's "Done" button.
        case done
        /// A finger holds the carousel at this (unconstrained) content offset.
        case dragCarousel(offsetX: Double)
        /// The finger lifts; points per millisecond.
        case releaseCarousel(velocityX: Double)
        /// The offset slider: the carousel jumps there and rests.
        case placeCarousel(offsetX: Double)
        /// A flick's spring completed.
        case carouselSettled
        /// The list offset slider: the list jumps there and rests.
        case scrollInnerList(y: Double)
        /// A finger holds the card's list at this (unconstrained) offset y.
        case dragList(offsetY: Double)
        /// The finger lifts from the list; points per second, content-offset direction.
        case releaseList(velocityY: Double)
        /// The list moved by itself to `y` (a fling or a return under way).
        case listMoved(y: Double)
        /// The list's fling came to rest at `y`.
        case listSettled(y: Double)
        /// The dismiss pan's translation y, points.
        case panDismiss(translationY: Double)
        /// The dismiss pan ends; points per second, down positive.
        case releaseDismiss(velocityY: Double)
    }

    /// What the scene animates or places in answer.
    enum Action: Hashable, Sendable {
        /// Run a transition on the session clock from its beginning.
        case playTransition(TransitionKind)
        /// Hold a transition at this many seconds of the grid-to-carousel clock.
        case holdTransition(TransitionKind, seconds: Double)
        /// Freeze the carousel as it shows now: the pose a dismiss flies from.
        case capturePose
        /// The carousel at rest on a card, its list at the top, its cards in place.
        case restCarousel(on: Int)
        /// The content follows the finger (rubber-banded past the ends).
        case followFinger(offsetX: Double)
        /// The content springs onto a card.
        case settleCarousel(CarouselPaging.Decision)
        case placeCarousel(offsetX: Double)
        /// The list jumps to `offsetY` and rests (the slider).
        case placeList(offsetY: Double)
        /// The list follows the finger (rubber-banded past its ends).
        case followListFinger(offsetY: Double)
        /// The list decelerates from the finger's velocity (points per second).
        case flingList(velocityY: Double)
        /// `scrollToTop()`: the list scrolls back to its header, animated.
        case returnListToHeader
        /// `setNavigationBarHidden(!visible, animated: true)`.
        case showNavigationBar(Bool)
        /// The interactive dismiss moves the cards down by `offsetY`.
        case moveCards(offsetY: Double)
        /// The cards return to 0 (the interactor's `resetHandler`).
        case returnCards
    }

    /// What the carousel's motion shows when an input arrives.
    struct CarouselStatus: Hashable, Sendable {
        /// Presented content offset x.
        var offsetX: Double
        /// True while the content springs onto a card.
        var isMoving: Bool
    }

    let paging: CarouselPaging
    private(set) var phase = Phase.grid
    /// The tapped tile, then the centred card.
    var selectedIndex: Int
    private(set) var innerScrollY = 0.0
    private(set) var navigationBarVisible = false
    var interactor: DismissalInteractor
    /// The dismiss pan's translation while a finger drags it.
    var dismissTranslationY: Double?
    /// The major card when the current carousel drag began (nil when no finger is on it).
    var indexBeforeDragging: Int?
    /// The card a flick is springing to; selected when the spring completes (the seed sets
    /// `selectedIndex` in the animation's completion).
    var pendingSelection: Int?

    init(paging: CarouselPaging, selectedIndex: Int) {
        let layout = paging.layout
        self.paging = paging
        self.selectedIndex = selectedIndex
        interactor = DismissalInteractor(
            screenHeight: layout.screen.height, percentThreshold: layout.configuration.percentThreshold,
            shouldFinishVelocityY: layout.configuration.shouldFinishVelocityY)
    }

    var configuration: SemiModalConfiguration { paging.layout.configuration }

    /// The seed's `collectionView.isScrollEnabled = tableViewContentOffsetY == 0`.
    var horizontalScrollEnabled: Bool { phase == .carousel && innerScrollY == 0 }

    /// Applies one input; returns what to animate. Throws, changing nothing, when the input
    /// cannot be taken now.
    mutating func handle(_ input: Input, carousel: CarouselStatus) throws(SceneError) -> [Action] {
        switch input {
        case .tapTile(let index): return try tapTile(index)
        case .scrubTransition(let seconds): return scrub(to: seconds)
        case .transitionFinished: return finishTransition()
        case .dismiss: return try dismiss()
        case .done: return try done()
        case .dragCarousel(let offsetX): return try dragCarousel(offsetX, carousel: carousel)
        case .releaseCarousel(let velocityX): return try releaseCarousel(velocityX, carousel: carousel)
        case .placeCarousel(let offsetX): return try placeCarousel(offsetX)
        case .carouselSettled: return settle()
        case .scrollInnerList(let y): return try scrollInnerList(y, carousel: carousel)
        case .dragList(let offsetY): return try dragList(offsetY, carousel: carousel)
        case .releaseList(let velocityY): return try releaseList(velocityY, carousel: carousel)
        case .listMoved(let y): return listMoved(y)
        case .listSettled(let y): return listSettled(y)
        case .panDismiss(let translationY): return try panDismiss(translationY, carousel: carousel)
        case .releaseDismiss(let velocityY): return try releaseDismiss(velocityY)
        }
    }

    /// Throws unless the carousel is on screen.
    func requireCarousel(_ what: String) throws(SceneError) {
        guard phase == .carousel else {
            throw SceneError(.notAllowedNow, "\(what) needs the carousel; the scene is in its \(phase.rawValue) phase")
        }
    }

    /// Forgets every gesture: a transition takes the carousel away from under the fingers.
    mutating func endGestures() {
        interactor = DismissalInteractor(
            screenHeight: interactor.screenHeight, percentThreshold: interactor.percentThreshold,
            shouldFinishVelocityY: interactor.shouldFinishVelocityY)
        dismissTranslationY = nil
        indexBeforeDragging = nil
        if let pendingSelection { selectedIndex = pendingSelection }
        pendingSelection = nil
    }

    /// A present starts from the carousel's resting state.
    mutating func resetCarousel() {
        endGestures()
        innerScrollY = 0
        navigationBarVisible = false
    }

    mutating func setInnerScroll(_ y: Double) -> [Action] {
        innerScrollY = y
        // The seed's `switchDisplayNavigationBar`: shown from |y| ≥ targetHeight, hidden below.
        let visible = abs(y) >= configuration.targetHeight
        guard visible != navigationBarVisible else { return [] }
        navigationBarVisible = visible
        return [.showNavigationBar(visible)]
    }

    mutating func enter(_ phase: Phase) {
        self.phase = phase
    }
}
