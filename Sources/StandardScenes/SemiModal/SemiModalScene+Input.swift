import MotionScene

/// Parameters and events in, through the flow's decisions, out as animations.
extension SemiModalScene {
    /// Parameters in the order their effects depend on each other: the phase first, then the
    /// carousel's offset, its list, and the dismiss drag. A value the scene already shows is
    /// no change (the page may send one again).
    static let parameterOrder = ["transitionTime", "carouselX", "innerScrollY", "dismissDragY"]

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        advance(to: time)
        let shown = presented(at: time)
        for name in Self.parameterOrder {
            guard let value = changes[name]?.number, value != shown[name]?.number else { continue }
            switch name {
            case "transitionTime": try apply(.scrubTransition(seconds: value), at: time)
            case "carouselX": try apply(.placeCarousel(offsetX: value), at: time)
            case "innerScrollY": try apply(.scrollInnerList(y: value), at: time)
            default: try apply(.panDismiss(translationY: value), at: time)
            }
        }
        recordParameters()
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        advance(to: time)
        switch event.name {
        case "tapTile": try apply(.tapTile(Int(event.number("index"))), at: time)
        case "drag": try apply(.dragCarousel(offsetX: event.number("offset")), at: time)
        case "release": try apply(.releaseCarousel(velocityX: event.number("velocityX")), at: time)
        case "releaseDismiss": try apply(.releaseDismiss(velocityY: event.number("velocityY")), at: time)
        case "dismiss": try apply(.dismiss, at: time)
        default: throw SceneError(.unknownName, "semi-modal has no event '\(event.name)'", field: "event")
        }
        recordParameters()
    }

    /// One input through the flow, then its actions performed.
    mutating func apply(_ input: SemiModalFlow.Input, at time: Double) throws(SceneError) {
        let status = SemiModalFlow.CarouselStatus(offsetX: carousel.offset(at: time), isMoving: carousel.isMoving(at: time))
        for action in try flow.handle(input, carousel: status) {
            perform(action, at: time)
        }
    }

    private mutating func perform(_ action: SemiModalFlow.Action, at time: Double) {
        switch action {
        case .playTransition(let kind): clock.play(kind, at: time)
        case .holdTransition(let kind, let seconds): clock.hold(kind, seconds: seconds)
        case .capturePose:
            let pose = livePose(at: time)
            capturedPose = pose
            carousel.place(pose.offsetX)
            cardsOffsetY.set(pose.dismissOffsetY)
        case .restCarousel(let index):
            carousel.place(Double(index) * layout.pageWidth)
            cardsOffsetY.set(0)
            navigationBar.set(0)
            capturedPose = nil
        case .followFinger(let offsetX): carousel.follow(finger: offsetX)
        case .settleCarousel(let decision):
            carousel.spring(
                to: Double(decision.page) * layout.pageWidth, at: time,
                spring: decision.isFlick ? configuration.flickSpring : configuration.settleSpring,
                velocity: decision.springVelocity)
        case .placeCarousel(let offsetX): carousel.place(offsetX)
        case .showNavigationBar(let visible):
            navigationBar.animate(
                to: visible ? 1 : 0, at: time, duration: configuration.navigationBarDurationSeconds,
                curve: configuration.navigationBarCurve)
        case .moveCards(let offsetY): cardsOffsetY.set(offsetY)
        case .returnCards:
            // Already on its way to 0 (or there): nothing more to animate.
            guard cardsOffsetY.targetValue != 0 else { return }
            cardsOffsetY.animate(
                to: 0, at: time, duration: configuration.resetDurationSeconds, curve: configuration.resetCurve)
        }
    }

    /// Feeds the flow what time alone decides: a played transition ended, a flick settled.
    mutating func advance(to time: Double) {
        if let end = clock.finishTime, time >= end, flow.phase == .presenting || flow.phase == .dismissing {
            try? apply(.transitionFinished, at: time)
        }
        if flow.pendingSelection != nil, !carousel.isDragging, !carousel.isMoving(at: time) {
            try? apply(.carouselSettled, at: time)
        }
    }

    func advanced(to time: Double) -> SemiModalScene {
        var copy = self
        copy.advance(to: time)
        return copy
    }

    /// The carousel as it shows at `time`, whatever the phase.
    func livePose(at time: Double) -> CarouselPose {
        CarouselPose(
            offsetX: carousel.offset(at: time), selectedIndex: flow.selectedIndex, innerScrollY: flow.innerScrollY,
            dismissOffsetY: cardsOffsetY.value(at: time))
    }

    /// The carousel the frame shows or a transition flies to or from.
    func pose(at time: Double) -> CarouselPose {
        switch flow.phase {
        case .carousel: livePose(at: time)
        case .dismissing: capturedPose ?? livePose(at: time)
        case .grid, .presenting: .resting(on: flow.selectedIndex, pageWidth: layout.pageWidth)
        }
    }

    /// Parameter values as shown at `time` (on an advanced scene).
    func presented(at time: Double) -> [String: ParameterValue] {
        let pose = pose(at: time)
        let seconds: Double
        switch flow.phase {
        case .grid: seconds = 0
        case .carousel: seconds = clock.durationSeconds
        case .presenting, .dismissing: seconds = clock.gridToCarouselSeconds(at: time)
        }
        return parameters.merging([
            "transitionTime": .number(seconds),
            "carouselX": .number(clamp(pose.offsetX, 0, layout.maximumOffsetX)),
            "innerScrollY": .number(pose.innerScrollY),
            "dismissDragY": .number(flow.dismissTranslationY ?? 0),
        ]) { $1 }
    }

    /// The model values: where everything under way ends.
    mutating func recordParameters() {
        let end: Double
        switch flow.phase {
        case .grid: end = 0
        case .carousel: end = clock.durationSeconds
        case .presenting, .dismissing:
            // A played transition ends at its far end; a held one stays where it is held.
            let playedEnd = flow.phase == .presenting ? clock.durationSeconds : 0
            end = clock.finishTime == nil ? clock.heldSeconds : playedEnd
        }
        let offsetX = flow.phase == .dismissing ? (capturedPose?.offsetX ?? 0) : carousel.restingOffset
        parameters["transitionTime"] = .number(end)
        parameters["carouselX"] = .number(clamp(offsetX, 0, layout.maximumOffsetX))
        parameters["innerScrollY"] = .number(flow.innerScrollY)
        parameters["dismissDragY"] = .number(flow.dismissTranslationY ?? 0)
    }
}
