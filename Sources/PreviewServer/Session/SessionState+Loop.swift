import MotionScene

/// Looping (`playback.loop`): when the animation the latest event started settles, the event is
/// applied again to the scene value from just before it, at the current session time.
extension SessionState {
    /// Keeps the scene from just before `event`, replacing any earlier recording.
    mutating func record(before: any Scene, event: SceneEvent) {
        recording = LoopRecording(before: before, event: event, reportedHaptics: reportedHaptics)
        replayDue = false
    }

    /// Parameters set after the event apply to the replay's starting point too, so a loop shows
    /// the current values (a transition's direction, say) from its next run on. A snapshot that
    /// refuses them cannot be replayed faithfully and is dropped.
    mutating func carryIntoRecording(_ changes: [String: ParameterValue], at time: Double) {
        guard var recording else { return }
        do {
            try recording.before.set(changes, at: time)
            self.recording = recording
        } catch {
            self.recording = nil
            replayDue = false
        }
    }

    /// Called with every published frame: notes that the recorded event moved something, and
    /// schedules the replay once it has settled while looping.
    ///
    /// Only the flag is read and written, in place: `guard var recording` copied the recorded
    /// scene on every frame, a retain and a release of each reference it holds, on a session's
    /// cold data (0.75 % of the server's time with 800 sessions looping, perf, issue 15).
    mutating func noteLoop(animating: Bool) {
        guard let animated = recording?.animated else { return }
        if animating {
            if !animated { recording?.animated = true }
        } else if loop, animated {
            replayDue = true
        }
    }

    /// Puts the scene back to just before the recorded event and applies the event at `time`.
    mutating func replay(at time: Double) {
        replayDue = false
        guard var recording else { return }
        var replayed = recording.before
        do {
            try replayed.handle(recording.event, at: time)
        } catch {
            // The same event on the same value was accepted once; if time alone makes the scene
            // refuse it now, there is nothing left to loop.
            self.recording = nil
            return
        }
        scene = replayed
        reportedHaptics = recording.reportedHaptics
        recording.animated = false
        self.recording = recording
        inputTime = time
    }
}
