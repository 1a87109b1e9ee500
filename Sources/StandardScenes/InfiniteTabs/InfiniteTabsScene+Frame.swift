import MotionScene

extension InfiniteTabsScene {
    public func frame(at time: Double) -> SceneFrame {
        let now = advanced(to: time)
        let tabX = now.strip.offset(at: time)
        let category = layout.category(ofCell: now.selectedCellIndex)
        let underline = now.underlineWidth.value(at: time)
        var state = JSONObject()
        state["selectedCellIndex"] = .number(Double(now.selectedCellIndex))
        state["categoryIndex"] = .number(Double(category))
        state["underlineWidth"] = .number(underline)
        state["tabX"] = .number(tabX)
        state["hapticCount"] = .number(Double(now.hapticCount))
        var error: String?
        if case .failure(let failure) = titleWidths { error = failure.description }
        let painter = InfiniteTabsPainter(
            layout: layout, tabX: tabX, selectedCategory: category, underlineWidth: underline,
            contentPage: now.contentPage(at: time))
        let animating =
            now.strip.driver.isAnimating(at: time) || now.underlineWidth.isAnimating(at: time)
            || now.content.isAnimating(at: time) || now.settlePending
        return SceneFrame(
            state: state, nodes: painter.nodes(error: error), animating: animating, hapticCount: now.hapticCount,
            hapticStyle: Self.haptic)
    }
}
