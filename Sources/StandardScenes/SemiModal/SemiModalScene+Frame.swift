import MotionScene

/// The frame at a time: §6's state values and the display list of the phase.
extension SemiModalScene {
    public func frame(at time: Double) -> SceneFrame {
        advanced(to: time).currentFrame(at: time)
    }

    private func currentFrame(at time: Double) -> SceneFrame {
        let pose = pose(at: time)
        let painter = SemiModalPainter(grid: grid, layout: layout)
        var nodes = [painter.gridNode()]
        var cards: [JSONValue] = []
        let overlayAlpha: Double
        switch flow.phase {
        case .grid:
            overlayAlpha = 0
        case .carousel:
            overlayAlpha = configuration.overlayAlpha
            nodes += [painter.overlay(alpha: overlayAlpha), painter.carousel(pose: pose)].compactMap { $0 }
            cards = layout.visibleCards(pose: pose).map { Self.cardJSON($0, frame: layout.cardFrame($0, pose: pose), alpha: 1) }
        case .presenting, .dismissing:
            let fraction = clock.fractionTowardCarousel(at: time)
            overlayAlpha = configuration.overlayAlpha * fraction
            nodes += [painter.overlay(alpha: overlayAlpha)].compactMap { $0 }
            let flights = SemiModalFlight.flights(grid: grid, layout: layout, pose: pose, fraction: fraction)
            cards = flights.map { Self.cardJSON($0.index, frame: $0.snapshotFrame, alpha: fraction) }
            let flying = painter.flyingViews(flights, pose: pose, fraction: fraction)
            nodes += flying
        }
        // The bar belongs to the presented navigation controller: it stays over a dismiss
        // until the transition completes, as the seed's hides only the carousel's own view.
        if flow.phase == .carousel || flow.phase == .dismissing {
            nodes += [painter.navigationBar(shown: navigationBar.value(at: time), index: pose.selectedIndex)].compactMap { $0 }
        }
        var state = JSONObject()
        state["phase"] = .string(flow.phase.rawValue)
        state["selectedIndex"] = .number(Double(flow.selectedIndex))
        state["widenProgress"] = .number(layout.widenProgress(innerScrollY: pose.innerScrollY))
        state["navigationBarVisible"] = .bool(flow.navigationBarVisible)
        state["horizontalScrollEnabled"] = .bool(flow.horizontalScrollEnabled)
        state["dismissProgress"] = .number(clamp(pose.dismissOffsetY / layout.screen.height, 0, 1))
        state["interactorState"] = .string(flow.interactor.state.rawValue)
        state["overlayAlpha"] = .number(overlayAlpha)
        state["cardFrames"] = .array(cards)
        return SceneFrame(state: state, nodes: nodes, animating: isAnimating(at: time))
    }

    static func cardJSON(_ index: Int, frame: Rect, alpha: Double) -> JSONValue {
        ["index": .number(Double(index)), "frame": frame.json, "alpha": .number(alpha)]
    }
}
