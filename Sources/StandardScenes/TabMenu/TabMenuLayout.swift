import MotionScene

/// Where §2's strip, underline and pages sit on one screen.
struct TabMenuLayout: Sendable, HoldsNoMotion {
    /// Seed 000 §4-1: the two buttons' titles.
    static let titles = ["新着特集", "コンテンツ紹介"]
    /// `Main.storyboard`: the strip's scroll view is 48 pt tall.
    static let stripHeight = 48.0
    /// Seed: `navigationBottomLinePositionHeight = 2`.
    static let underlineHeight = 2.0
    /// Seed: the buttons' font is the app's bold font at 14 pt.
    static let buttonFontSize = 14.0

    let screen: Screen

    var width: Double { screen.width }
    var pageCount: Int { Self.titles.count }
    /// The strip sits under the navigation bar.
    var stripTop: Double { screen.statusBar + screen.navigationBar }
    var contentTop: Double { stripTop + Self.stripHeight }
    /// Each button (and the underline) is `Int(W)/2` wide: `MainViewController` takes the
    /// strip's width as an `Int` and divides it as one, so an odd width loses half a point.
    var buttonWidth: Double { Double(Int(width) / pageCount) }

    func fractionalPage(pageX: Double) -> Double { pageX / width }

    /// §2: the underline follows the content with no animation, `Int(W)/2 · fractionalPage`
    /// (`MainViewController.animateBottomLineView`).
    func underlineX(pageX: Double) -> Double { buttonWidth * fractionalPage(pageX: pageX) }

    /// The page showing most, as `lround` picks it (clamped: a rubber-banded offset still shows
    /// the first or last page).
    func currentPage(pageX: Double) -> Int {
        min(max(Int(fractionalPage(pageX: pageX).rounded()), 0), pageCount - 1)
    }
}
