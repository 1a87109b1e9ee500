import MotionScene

/// Inputs through the flow's decisions, out as animations; and the parameters the scene shows.
extension SemiModalScene {
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
            innerList.set(offset: 0)
            cardsOffsetY.set(0)
            navigationBar.set(0)
            capturedPose = .resting(on: index, pageWidth: layout.pageWidth)
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
        case .placeList, .followListFinger, .flingList, .returnListToHeader: performList(action, at: time)
        case .moveCards(let offsetY): cardsOffsetY.set(offsetY)
        case .returnCards:
            // Already on its way to 0 (or there): nothing more to animate.
            guard cardsOffsetY.targetValue != 0 else { return }
            cardsOffsetY.animate(
                to: 0, at: time, duration: configuration.resetDurationSeconds, curve: configuration.resetCurve)
        }
    }

    var configuration: SemiModalConfiguration { layout.configuration }

    /// Feeds the flow what time alone decides: a played transition ended, a flick settled.
    mutating func advanceFlow(to time: Double) {
        advanceList(to: time)
        if let end = clock.finishTime, time >= end, flow.phase == .presenting || flow.phase == .dismissing {
            try? apply(.transitionFinished, at: time)
        }
        if flow.pendingSelection != nil, !carousel.isDragging, !carousel.isMoving(at: time) {
            try? apply(.carouselSettled, at: time)
        }
    }

    func advanced(to time: Double) -> SemiModalScene {
        var copy = self
        copy.advanceFlow(to: time)
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
        case .dismissing: capturedPose
        case .grid, .presenting: .resting(on: flow.selectedIndex, pageWidth: layout.pageWidth)
        }
    }

    /// Parameter values as shown at `time` (on an advanced scene).
    func shownParameters(at time: Double) -> Parameters {
        let pose = pose(at: time)
        var shown = Parameters()
        switch flow.phase {
        case .grid: shown.transitionTime = 0
        case .carousel: shown.transitionTime = clock.durationSeconds
        case .presenting, .dismissing: shown.transitionTime = clock.gridToCarouselSeconds(at: time)
        }
        shown.carouselX = clamp(pose.offsetX, 0, layout.maximumOffsetX)
        shown.innerScrollY = pose.innerScrollY
        shown.dismissDragY = flow.dismissTranslationY ?? 0
        return shown
    }

    /// The model values: where everything under way ends.
    func record(_ parameters: inout Parameters, at time: Double) {
        switch flow.phase {
        case .grid: parameters.transitionTime = 0
        case .carousel: parameters.transitionTime = clock.durationSeconds
        case .presenting, .dismissing:
            // A played transition ends at its far end; a held one stays where it is held.
            let playedEnd = flow.phase == .presenting ? clock.durationSeconds : 0
            parameters.transitionTime = clock.finishTime == nil ? clock.heldSeconds : playedEnd
        }
        let offsetX = flow.phase == .dismissing ? capturedPose.offsetX : carousel.restingOffset
        parameters.carouselX = clamp(offsetX, 0, layout.maximumOffsetX)
        // Where the list comes to rest: a fling's end, or the header when it will return there.
        let listRest = innerList.restingOffset(at: time)
        parameters.innerScrollY = innerList.isDragging || !flow.returnsToHeader(listRest) ? listRest : 0
        parameters.dismissDragY = flow.dismissTranslationY ?? 0
    }
}
