import MotionScene

/// The present or dismiss transition's time, played on the session clock or held by the
/// `transitionTime` slider. The slider reads one clock for both, from the grid (0) to the
/// carousel (D): a present runs it forwards, a dismiss backwards. The scene reports a playing
/// transition itself (`SceneOutput.animating`), so the motion search need not look inside.
struct TransitionClock: Hashable, Sendable, HoldsNoMotion {
    private(set) var kind = SemiModalFlow.TransitionKind.present
    private(set) var playback: TransitionPlayback
    /// Grid-to-carousel seconds while the slider holds the transition.
    private(set) var heldSeconds = 0.0
    let curve: TimingCurve

    init(durationSeconds: Double, curve: TimingCurve) {
        playback = TransitionPlayback(durationSeconds: durationSeconds)
        self.curve = curve
    }

    var durationSeconds: Double { playback.durationSeconds }

    mutating func play(_ kind: SemiModalFlow.TransitionKind, at time: Double) {
        self.kind = kind
        playback.play(at: time)
    }

    mutating func hold(_ kind: SemiModalFlow.TransitionKind, seconds: Double) {
        self.kind = kind
        playback.scrub()
        heldSeconds = clamp(seconds, 0, durationSeconds)
    }

    /// Seconds since the transition began (its own clock, forwards for either kind).
    func elapsed(at time: Double) -> Double {
        let held = kind == .present ? heldSeconds : durationSeconds - heldSeconds
        return playback.transitionTime(at: time, scrubbedTime: held)
    }

    /// Where the slider stands: seconds from the grid towards the carousel.
    func gridToCarouselSeconds(at time: Double) -> Double {
        kind == .present ? elapsed(at: time) : durationSeconds - elapsed(at: time)
    }

    /// Eased fraction of the way from the grid frames to the carousel frames. The curve runs
    /// along the transition's own clock, so a dismiss eases from the carousel as the seed's does.
    func fractionTowardCarousel(at time: Double) -> Double {
        let eased = curve.value(at: elapsed(at: time) / durationSeconds)
        return kind == .present ? eased : 1 - eased
    }

    /// Judged against `finishTime` itself, as the flow's completion is, so the two agree to
    /// the last bit (time − start need not round back to the duration).
    func isPlaying(at time: Double) -> Bool { finishTime.map { time < $0 } ?? false }

    /// When a played transition completes (nil while the slider holds it).
    var finishTime: Double? { playback.playStartedAt.map { $0 + durationSeconds } }
}
