import MotionScene

/// Where the large title, the inline title, the bar and the list are for one scroll offset:
/// a pure function of the screen, the tuning and the offset.
struct LargeTitleLayout: Equatable {
    /// 0 with the large title fully shown, 1 once it has collapsed into the bar.
    var collapse: Double
    /// 1 at rest, more while the list is pulled down past its top.
    var stretch: Double
    var largeTitleFrame: Rect
    var largeTitleSize: Double
    var largeTitleAlpha: Double
    var inlineTitleAlpha: Double
    /// The bar's background and hairline appear as the title collapses (iOS 15's scroll-edge
    /// appearance: transparent while the content is at its top).
    var barAlpha: Double
    /// Bottom of the bar, screen points: the status bar, the 44-pt bar, what is left of the large title area.
    var barBottom: Double
    /// Top of the first row, screen points.
    var listTop: Double

    init(screen: Screen, tuning: LargeTitleScene.Tuning, scrollY: Double, title: String, measure: (String, Double) -> Double) {
        let barTop = screen.statusBar
        let inlineBottom = barTop + screen.navigationBar
        let area = tuning.largeTitleHeight
        collapse = clamp(scrollY / area, 0, 1)
        stretch = lerp(1, tuning.maximumStretch, clamp(-scrollY / tuning.stretchDistance, 0, 1))
        let handover = clamp((collapse - tuning.crossfadeStart) / (1 - tuning.crossfadeStart), 0, 1)
        inlineTitleAlpha = handover
        largeTitleAlpha = 1 - handover
        barAlpha = collapse
        listTop = inlineBottom + area - scrollY
        barBottom = max(inlineBottom, listTop)

        // The large title shrinks from its own place (left, under the bar, pulled down with the
        // list) to the inline title's (centred in the bar).
        largeTitleSize = lerp(tuning.largeTitleSize, tuning.inlineTitleSize, collapse) * stretch
        let width = measure(title, largeTitleSize)
        let expandedX = ListRows.inset
        let collapsedX = (screen.width - width) / 2
        let expandedTop = inlineBottom + max(-scrollY, 0)
        let top = lerp(expandedTop, barTop, collapse)
        let height = lerp(area, screen.navigationBar, collapse) * stretch
        largeTitleFrame = Rect(x: lerp(expandedX, collapsedX, collapse), y: top, width: width, height: height)
    }
}
