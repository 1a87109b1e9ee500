import MotionScene

/// The formulas of `docs/scenes.md` §1 for one screen: where the stretchy header, its image and the
/// fading navigation header are at a scroll offset. Pure functions of (screen, scrollY).
struct ArticleGeometry: Sendable {
    let screen: Screen

    /// `Himg`: 244 where the status bar is taller than 20 (the seed's iPhone X value), else 200.
    var headerHeight: Double { screen.statusBar > 20 ? 244 : 200 }

    /// `Nav`: 88.5 where the status bar is taller than 20, else 64 — `ArticleViewController.
    /// navigationBarHeight` (`hasNotch() ? 88.5 : 64`). The original keeps 88.5 on Dynamic
    /// Island phones too, where the 44-pt row then ends below the header and is clipped.
    var navigationHeight: Double { screen.statusBar > 20 ? 88.5 : 64 }

    /// Height of the part of the header the navigation bar does not cover.
    var navInvisibleHeight: Double { headerHeight - navigationHeight }

    /// The table's content offset turned into the seed's `offsetY` (content inset top is 0).
    func offsetY(scrollY: Double) -> Double { -scrollY }

    /// The wrapper clips its image once the content is at or above its top.
    func headerClips(scrollY: Double) -> Bool { offsetY(scrollY: scrollY) <= 0 }

    /// Constant of the image's bottom constraint: scrolling up, the image lags at half speed.
    func headerImageBottom(scrollY: Double) -> Double {
        let offset = offsetY(scrollY: scrollY)
        return offset >= 0 ? 0 : -offset / 2
    }

    /// Pulling down stretches the image; its top stays pinned to the screen's top.
    func headerImageHeight(scrollY: Double) -> Double {
        headerHeight + max(offsetY(scrollY: scrollY), 0)
    }

    /// Alpha of the dummy gradient header: 0 at rest, 1 once the image is hidden.
    func navAlpha(scrollY: Double) -> Double {
        clamp(scrollY / navInvisibleHeight, 0, 1)
    }

    /// Top of the back button and title inside the gradient header, in screen coordinates.
    func navContentTop(scrollY: Double) -> Double {
        screen.statusBar + max(navInvisibleHeight - scrollY, 0)
    }
}
