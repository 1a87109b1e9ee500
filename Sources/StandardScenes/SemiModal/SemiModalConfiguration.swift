import MotionScene

/// Every number of `docs/scenes.md` §6, named, with where it comes from: the seed article 001
/// ("Apple製 BooksアプリのセミモーダルUIを再現する"), its original sample app
/// (iincho/CollectionViewSemiModalTransitioning, files named as "Original: file"), or *chosen*
/// where both leave it open. A test or an embedding app may override any of them.
public struct SemiModalConfiguration: Hashable, Sendable {
    // MARK: Present and dismiss transitions

    /// Seed: `transitionDuration(using:)` returns 0.3 for present and dismiss alike.
    public var transitionDurationSeconds = 0.3
    /// Seed: `UIView.animate(…options: [.curveEaseInOut]…)` in both transitions.
    public var transitionCurve = TimingCurve.easeInEaseOut
    /// Seed: `ModalPresentationController` animates its black overlay from 0.0 to 0.5.
    public var overlayAlpha = 0.5

    // MARK: Carousel

    /// Original: `CustomCollectionViewFlowLayout.edgeSideMargin` (CollectionSemiModalViewController.swift),
    /// 24 pt of the screen free on each side of a card.
    public var cardSideMargin = 24.0
    /// Original: `CustomCollectionViewFlowLayout.lineSpacing` (CollectionSemiModalViewController.swift),
    /// 8 pt between neighbouring cards.
    public var cardSpacing = 8.0
    /// Original: `baseView.layer.cornerRadius = 10` on the top corners (TableViewTitleCell.swift).
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
    /// Original: a card's list released above its header calls `scrollRectToVisible(header,
    /// animated: true)` (CollectionSemiModalViewCell.swift), UIKit's undocumented scroll
    /// animation [U]; chosen: the settle's spring, so every programmatic scroll moves alike.
    public var listReturnSpring = Spring.pagingSnap
    /// How the flick's velocity becomes the spring's initial velocity (see `FlickHandoff`).
    public var flickHandoff = FlickHandoff.absolute

    // MARK: Card widening and the navigation bar

    /// Original: `cellHeaderHeight = 72` (CollectionSemiModalViewController.swift), the card
    /// list's transparent table header: the white card begins this far below the cell's top,
    /// and a list released above it scrolls back to it.
    public var cellHeaderHeight = 72.0
    /// Original: `visibleNaviBarOffsetY = 100` (CollectionSemiModalViewController.swift); with
    /// the header it makes `targetHeight` = 172, the inner scroll at which the card is as wide
    /// as the screen and the navigation bar shows.
    public var visibleNaviBarOffsetY = 100.0
    /// `setNavigationBarHidden(_:animated: true)` runs for UIKit's
    /// `UINavigationControllerHideShowBarDuration`, 0.2 s; its curve is undocumented [U],
    /// chosen ease-in-ease-out like every UIView animation without options.
    public var navigationBarDurationSeconds = 0.2
    public var navigationBarCurve = TimingCurve.easeInEaseOut

    // MARK: Interactive dismiss

    /// Original: `percentThreshold = 0.2` (CollectionSemiModalViewController.swift), the dismiss
    /// progress past which a release finishes the dismiss.
    public var percentThreshold = 0.2
    /// Original: `shouldFinishVerocityY = 1200` (sic, CollectionSemiModalViewController.swift),
    /// points per second as `UIPanGestureRecognizer.velocity(in:)` reports them.
    public var shouldFinishVelocityY = 1200.0
    /// Seed: the interactor's `resetHandler` animates the cards back over 0.3 s,
    /// `.curveEaseInOut`.
    public var resetDurationSeconds = 0.3
    public var resetCurve = TimingCurve.easeInEaseOut

    // MARK: Content

    /// Original: the twelve colours of `generateDataList()` (ViewController.swift).
    public var tileCount = 12
    /// Chosen: the tile the transition slider presents before any tap (the third row's first
    /// tile: its previous neighbour ends the row above, so the flight shows the wrap).
    public var defaultTile = 4
    /// Original: each card's list has 30 rows (CollectionSemiModalViewCell.swift): the title
    /// row, then 29 numbered rows of the default 44-pt height.
    public var rowCount = 29
    public var rowHeight = 44.0

    public init() {}

    /// The seed's `targetHeight = cellHeaderHeight + visibleNaviBarOffsetY`.
    public var targetHeight: Double { cellHeaderHeight + visibleNaviBarOffsetY }

    /// The seed hands its flick velocity (`velocity.x`, points per millisecond) to
    /// `initialSpringVelocity`, which UIKit reads as a fraction of the distance per second
    /// (docs/physics.md). Taken literally a backward flick would start the spring backwards, so the
    /// default keeps the content moving as the finger did.
    public enum FlickHandoff: String, Hashable, Sendable {
        /// The spring starts at the flick's own speed: velocityX × 1000 points per second.
        case absolute
        /// The seed's call read as UIKit reads it: velocityX × (target − start) points per second.
        case seedRelative
    }
}
