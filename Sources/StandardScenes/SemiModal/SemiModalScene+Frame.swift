import MotionScene

/// The frame at a time: §6's state values and the display list of the phase.
extension SemiModalScene {
    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        advanced(to: context.time).output(at: context.time)
    }

    private func output(at time: Double) -> SceneOutput<State> {
        let pose = pose(at: time)
        let painter = SemiModalPainter(layout: layout, fixed: fixedNodes)
        let phase = flow.phase
        let fraction: Double
        switch phase {
        case .grid: fraction = 0
        case .carousel: fraction = 1
        case .presenting, .dismissing: fraction = clock.fractionTowardCarousel(at: time)
        }
        let overlayAlpha = configuration.overlayAlpha * fraction
        // "Done" slides the whole carousel down; every other transition flies the cards.
        let slides = phase == .dismissing && clock.kind == .slideDown
        let slideY = slides ? layout.screen.height * (1 - fraction) : 0
        // The original spaces the grid-side neighbours by the presenting side's layout spacing.
        let spacing = phase == .presenting ? SemiModalGridLayout.spacing : configuration.cardSpacing
        let flights = (phase == .presenting || phase == .dismissing) && !slides
            ? SemiModalFlight.flights(grid: grid, layout: layout, pose: pose, fraction: fraction, spacing: spacing) : []
        let cards =
            phase == .carousel || slides
            ? layout.visibleCards(pose: pose).map {
                CardFrame(index: $0, frame: layout.cardFrame($0, pose: pose).offsetBy(dx: 0, dy: slideY), alpha: 1)
            }
            : flights.map { CardFrame(index: $0.index, frame: $0.snapshotFrame, alpha: fraction) }
        let state = State(
            phase: phase.rawValue, selectedIndex: Double(flow.selectedIndex),
            widenProgress: layout.widenProgress(innerScrollY: pose.innerScrollY),
            navigationBarVisible: flow.navigationBarVisible, horizontalScrollEnabled: flow.horizontalScrollEnabled,
            dismissProgress: clamp(pose.dismissOffsetY / layout.screen.height, 0, 1),
            interactorState: flow.interactor.state.rawValue, overlayAlpha: overlayAlpha, cardFrames: cards)
        return SceneOutput(state: state, animating: clock.isPlaying(at: time)) {
            painter.gridNode()
            painter.overlay(alpha: overlayAlpha)
            if phase == .carousel || slides { painter.carousel(pose: pose, slideY: slideY) }
            // Outside a transition there is nothing to fly; its empty builder still cost 2k a frame.
            if !flights.isEmpty { painter.flyingViews(flights, pose: pose, fraction: fraction) }
            // The bar belongs to the presented navigation controller: it stays over a dismiss
            // until the transition completes, as the seed's hides only the carousel's own view.
            if phase == .carousel || phase == .dismissing {
                painter.navigationBar(shown: navigationBar.value(at: time), index: pose.selectedIndex, slideY: slideY)
            }
        }
    }
}

extension SemiModalScene.CardFrame {
    init(index: Int, frame: Rect, alpha: Double) {
        self.init(index: Double(index), frame: [frame.x, frame.y, frame.width, frame.height], alpha: alpha)
    }
}
