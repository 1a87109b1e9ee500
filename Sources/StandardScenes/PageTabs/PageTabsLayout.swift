import MotionScene

/// §3's geometry on one screen: the title bar, the menu strip with its sliding label, the six
/// pages, and the drawer's positions. Pure functions of (screen, variant, pageX,
/// drawerProgress). Numbers from the original, CustomizeUISample (docs/scenes.md, page-tabs).
struct PageTabsLayout: Sendable, HoldsNoMotion {
    /// `BaseContentsController.swift` and `UIPageViewControllerSample/ViewController.swift`,
    /// `pageScrollNavigationList`.
    static let titles = ["🔖1番目", "🔖2番目", "🔖3番目", "🔖4番目", "🔖5番目", "🔖6番目"]
    /// `PageSettings.menuScrollViewH = 40`, `slidingLabelY = 36`, `slidingLabelH = 4`
    /// (`UIPageViewControllerSample/ViewController.swift`; the container's storyboard agrees).
    static let menuHeight = 40.0
    static let labelY = 36.0
    static let labelHeight = 4.0
    /// ContainerViewSample `Main.storyboard`: the green title label is 65 pt tall, pinned under
    /// the top layout guide, and the strip's top is pinned to its bottom.
    static let titleBarHeight = 65.0
    /// ContainerViewSample `ViewController.swift` `BaseSettings`: `movedMainX = 280`,
    /// `movedButtonX = 268`; the hidden button's alpha when open is 0.6.
    static let openMainX = 280.0
    static let openOverlayX = 268.0
    static let openOverlayAlpha = 0.6

    let screen: Screen
    /// The nodes that depend only on the screen, built once; a frame moves or picks them.
    /// Settable so a test can empty it and have every node built afresh to compare.
    var fixedNodes = PageTabsFixedNodes()

    init(screen: Screen) {
        self.screen = screen
        fixedNodes = PageTabsFixedNodes(layout: self)
    }

    var width: Double { screen.width }
    var pageCount: Int { Self.titles.count }
    /// `Int(W)`: the originals size buttons and offsets from `Int(frame.width)`.
    private var wholeWidth: Int { Int(width) }

    /// Container: statusBar + 65, under the title bar. Page view: the original's
    /// `menuScrollViewY = 20`, the status bar of its day, generalised to the profile's status bar.
    func menuTop(variant: PageTabsScene.Variant) -> Double {
        variant == .container ? screen.statusBar + Self.titleBarHeight : screen.statusBar
    }

    func pagesTop(variant: PageTabsScene.Variant) -> Double { menuTop(variant: variant) + Self.menuHeight }

    /// `Int(W) / 3`, whole points (`addButtonToButtonScrollView`, `moveToCurrentButtonLabel`).
    var buttonWidth: Double { Double(wholeWidth / 3) }

    /// `Int(W) · 6 / 3` (`contentSize` of the menu scroll view).
    var menuContentWidth: Double { Double(wholeWidth * pageCount / 3) }

    /// The seed's `lround(pageX / W)`, within the pages (a rubber-banded offset shows an end).
    func page(pageX: Double) -> Int {
        min(max(Int((pageX / width).rounded()), 0), pageCount - 1)
    }

    /// Where the sliding label rests for `page`: `Int(W) / 3 · page`.
    func labelX(page: Int) -> Double { Double(wholeWidth / 3 * page) }

    /// `moveFormNowButtonContentsScrollView`: 0 on the first page, `Int(W) / 3 · (page − 1)` in
    /// between, `Int(W)` on the last — the current button centred where the strip allows.
    func menuOffsetX(page: Int) -> Double {
        if page <= 0 { return 0 }
        if page >= pageCount - 1 { return Double(wholeWidth) }
        return Double(wholeWidth / 3 * (page - 1))
    }

    /// Where a tapped tab scrolls the content: `Int(W) · page` (`moveFormNowDisplayContentsScrollView`).
    func contentX(page: Int) -> Double { Double(wholeWidth * page) }

    /// The offsets where `lround` moves to the next page: (k + ½)·W.
    var pageBoundaries: [Double] { (0..<(pageCount - 1)).map { (Double($0) + 0.5) * width } }

    func drawerX(progress: Double) -> Double { Self.openMainX * progress }
    func overlayX(progress: Double) -> Double { Self.openOverlayX * progress }
    func overlayAlpha(progress: Double) -> Double { Self.openOverlayAlpha * progress }
}
