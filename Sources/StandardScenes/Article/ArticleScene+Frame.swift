import MotionScene

extension ArticleScene {
    public func frame(at time: Double) -> SceneFrame {
        advanced(to: time).render(at: time)
    }

    private func render(at time: Double) -> SceneFrame {
        let geometry = layout.geometry
        let scrollY = scrollY(at: time)
        var state = JSONObject()
        state["headerClips"] = .bool(geometry.headerClips(scrollY: scrollY))
        state["headerImageBottom"] = .number(geometry.headerImageBottom(scrollY: scrollY))
        state["headerImageHeight"] = .number(geometry.headerImageHeight(scrollY: scrollY))
        state["navInvisibleHeight"] = .number(geometry.navInvisibleHeight)
        state["navAlpha"] = .number(geometry.navAlpha(scrollY: scrollY))
        state["navContentTop"] = .number(geometry.navContentTop(scrollY: scrollY))
        state["storyButtonScale"] = .number(buttonScale.value(at: time))
        state["storyActionFired"] = .bool(storyActionTime.map { time >= $0 } ?? false)
        state["viewsShown"] = .number(views.value(at: time).rounded(.down))
        state["likesShown"] = .number(likes.value(at: time).rounded(.down))
        let animating =
            buttonScale.isAnimating(at: time) || views.isAnimating(at: time) || likes.isAnimating(at: time)
            || scroll.isAnimating(at: time)
        let painter = ArticlePainter(layout: layout, scrollY: scrollY)
        return SceneFrame(
            state: state,
            nodes: painter.nodes(
                buttonScale: buttonScale.value(at: time),
                viewsShown: Int(views.value(at: time)), likesShown: Int(likes.value(at: time))),
            animating: animating)
    }
}
