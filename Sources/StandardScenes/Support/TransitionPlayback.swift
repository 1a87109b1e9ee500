import MotionScene

/// The time inside a transition that can be scrubbed with a `time` parameter or played on the
/// session clock by a `play` event. Playing runs from 0 to the end at the session's speed; a
/// later scrub takes over from the playback.
public struct TransitionPlayback: Hashable, Sendable {
    /// Transition length including any delay, seconds.
    let durationSeconds: Double
    /// Session time at which `play` started, while a playback is the source of time.
    private(set) var playStartedAt: Double?

    init(durationSeconds: Double) {
        self.durationSeconds = durationSeconds
    }

    mutating func play(at time: Double) {
        playStartedAt = time
    }

    /// Plays from the start at `time`. The scrubbed `time` parameter is left at the end, where
    /// the transition rests once played; meanwhile `present(_:at:)` shows the way there.
    mutating func play(at time: Double, resting parameter: inout Double) {
        play(at: time)
        parameter = durationSeconds
    }

    /// The `time` parameter as presented at session time `time`: where a playback under way is.
    func present(_ parameter: inout Double, at time: Double) {
        guard isPlaying(at: time) else { return }
        parameter = transitionTime(at: time, scrubbedTime: 0)
    }

    mutating func scrub() {
        playStartedAt = nil
    }

    /// Seconds into the transition at session time `time`; `scrubbedTime` when not playing.
    func transitionTime(at time: Double, scrubbedTime: Double) -> Double {
        guard let start = playStartedAt else { return clamp(scrubbedTime, 0, durationSeconds) }
        return clamp(time - start, 0, durationSeconds)
    }

    func isPlaying(at time: Double) -> Bool {
        guard let start = playStartedAt else { return false }
        return time - start < durationSeconds
    }
}
