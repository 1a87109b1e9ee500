import MotionScene

/// Every number of `scenes.md` §6, named, with where it comes from: the seed article 001
/// ("Apple製 BooksアプリのセミモーダルUIを再現する") or *chosen* where the seed leaves it open.
/// A test or an embedding app may override any of them.
public struct SemiModalConfiguration: Hashable, Sendable {
    // MARK: Present and dismiss transitions

    /// Seed: `transitionDuration(using:)` returns 0.3 for present and dismiss alike.
    public var transitionDurationSeconds = 0.3
    /// Seed: `UIView.animate(…options: [.curveEaseInOut]…)` in both transitions.
    public var transitionCurve = TimingCurve.easeInEaseOut
    /// Seed: `ModalPresentationController` animates its black overlay from 0.0 to 0.5.
    public var overlayAlpha = 0.5

    // MARK: Carousel

    /// Chosen (scenes.md §6): a card leaves 24 pt of the screen free on each side.
    public var cardSideMargin = 24.0
    /// Chosen (scenes.md §6): 12 pt between neighbouring cards.
    public var cardSpacing = 12.0
    /// Chosen: the card starts 16 pt under the status bar, so the presenting grid's navigation
    /// bar shows dimmed above it as in the Books app.
    public var cardTopMargin = 16.0
    /// Chosen: the cards' rounded corners.
    public var cardCornerRadius = 10.0
    /// Seed: `swipeVelocityThreshold: CGFloat = 0.5`, in the unit UIScrollView hands
    /// `scrollViewWillEndDragging` — points per millisecond.
    public var swipeVelocityThreshold = 0.5
    /// Seed: `UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, …)` for a
    /// flick to the neighbour; `Spring.pagingSnap` is exactly that spring (ζ = 1, 0.3 s, with
    /// the UIKit-duration mapping of `Spring(uiKitDuration:dampingRatio:)`).
    public var flickSpring = Spring.pagingSnap
    /// The seed's other branch, `scrollToItem(at:at:animated: true)`, animates with UIKit's own
    /// scroll animation, which Apple does not document [U]; chosen: the same critically damped
    /// spring from rest, so a settle and a flick differ only by the velocity they start with.
    public var settleSpring = Spring.pagingSnap
    /// How the flick's velocity becomes the spring's initial velocity (see `FlickHandoff`).
    public var flickHandoff = FlickHandoff.absolute

    // MARK: Card widening and the navigation bar

    /// Chosen (scenes.md §6): `cellHeaderHeight`, the coloured header at the top of a card.
    public var cellHeaderHeight = 120.0
    /// Chosen (scenes.md §6): `visibleNaviBarOffsetY`; with the header it makes the seed's
    /// `targetHeight`, the inner scroll at which the card is as wide as the screen.
    public var visibleNaviBarOffsetY = 44.0
    /// `setNavigationBarHidden(_:animated: true)` runs for UIKit's
    /// `UINavigationControllerHideShowBarDuration`, 0.2 s; its curve is undocumented [U],
    /// chosen ease-in-ease-out like every UIView animation without options.
    public var navigationBarDurationSeconds = 0.2
    public var navigationBarCurve = TimingCurve.easeInEaseOut

    // MARK: Interactive dismiss

    /// Chosen (scenes.md §6): `percentThreshold`, the dismiss progress past which a release
    /// finishes the dismiss.
    public var percentThreshold = 0.3
    /// Chosen (scenes.md §6): `shouldFinishVerocityY` (sic), points per second as
    /// `UIPanGestureRecognizer.velocity(in:)` reports them.
    public var shouldFinishVelocityY = 1000.0
    /// Seed: the interactor's `resetHandler` animates the cards back over 0.3 s,
    /// `.curveEaseInOut`.
    public var resetDurationSeconds = 0.3
    public var resetCurve = TimingCurve.easeInEaseOut

    // MARK: Content

    /// Chosen: twelve tiles, enough for three rows of a three-column grid.
    public var tileCount = 12
    /// Chosen: the tile the transition slider presents before any tap (the second row's
    /// middle tile, whose neighbours share its row on a three-column grid).
    public var defaultTile = 4
    /// Chosen: rows of each card's inner list.
    public var rowCount = 24
    public var rowHeight = 52.0

    public init() {}

    /// The seed's `targetHeight = cellHeaderHeight + visibleNaviBarOffsetY`.
    public var targetHeight: Double { cellHeaderHeight + visibleNaviBarOffsetY }

    /// The seed hands its flick velocity (`velocity.x`, points per millisecond) to
    /// `initialSpringVelocity`, which UIKit reads as a fraction of the distance per second
    /// (physics.md). Taken literally a backward flick would start the spring backwards, so the
    /// default keeps the content moving as the finger did.
    public enum FlickHandoff: String, Hashable, Sendable {
        /// The spring starts at the flick's own speed: velocityX × 1000 points per second.
        case absolute
        /// The seed's call read as UIKit reads it: velocityX × (target − start) points per second.
        case seedRelative
    }
}
