import MotionScene

/// §3's geometry on one screen: the menu strip with its sliding label, the six pages, and the
/// drawer's positions. Pure functions of (screen, pageX, drawerProgress).
struct PageTabsLayout: Sendable {
    /// Seed 002 §3-1, `pageScrollNavigationList`.
    static let titles = ["🔖1番目", "🔖2番目", "🔖3番目", "🔖4番目", "🔖5番目", "🔖6番目"]
    /// Seed 002 `PageSettings`: `menuScrollViewH = 40`, `slidingLabelY = 36`, `slidingLabelH = 4`.
    static let menuHeight = 40.0
    static let labelY = 36.0
    static let labelHeight = 4.0
    /// Seed 002 §4-1 `BaseSettings`: `movedMainX = 280`, `movedButtonX = 268`; the dimming
    /// button's alpha when open is 0.6.
    static let openMainX = 280.0
    static let openOverlayX = 268.0
    static let openOverlayAlpha = 0.6

    let screen: Screen

    var width: Double { screen.width }
    var pageCount: Int { Self.titles.count }
    /// Seed: `menuScrollViewY = 20`, the status bar of its day; generalised to the profile's
    /// status bar (20 on iphone-se and the other 20-pt profiles, so the seed's value there).
    var menuTop: Double { screen.statusBar }
    var pagesTop: Double { menuTop + Self.menuHeight }
    /// Each button is W/3 wide, so the strip's content is 2W wide.
    var buttonWidth: Double { width / 3 }
    var menuContentWidth: Double { buttonWidth * Double(pageCount) }

    /// The seed's `lround(pageX / W)`, within the pages (a rubber-banded offset shows an end).
    func page(pageX: Double) -> Int {
        min(max(Int((pageX / width).rounded()), 0), pageCount - 1)
    }

    /// Where the sliding label rests for `page`: page·W/3.
    func labelX(page: Int) -> Double { Double(page) * buttonWidth }

    /// The strip centres the current button where it can: clamp(page·W/3 + W/6 − W/2, 0, 2W − W).
    func menuOffsetX(page: Int) -> Double {
        clamp(Double(page) * buttonWidth + buttonWidth / 2 - width / 2, 0, menuContentWidth - width)
    }

    /// The offsets where `lround` moves to the next page: (k + ½)·W.
    var pageBoundaries: [Double] { (0..<(pageCount - 1)).map { (Double($0) + 0.5) * width } }

    func drawerX(progress: Double) -> Double { Self.openMainX * progress }
    func overlayX(progress: Double) -> Double { Self.openOverlayX * progress }
    func overlayAlpha(progress: Double) -> Double { Self.openOverlayAlpha * progress }
}
