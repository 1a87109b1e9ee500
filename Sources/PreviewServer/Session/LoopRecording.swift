import MotionScene

/// What a looping session replays: the scene value from just before its latest event, and that
/// event. Replaying applies the event to a copy of `before` at the current time, so the
/// animation runs again exactly as it first did — computed, not recorded frames — and with no
/// code in any scene.
struct LoopRecording: Sendable {
    var before: any Scene
    var event: SceneEvent
    /// Whether a frame since the event (or since the latest replay) was animating: only an event
    /// that started motion has anything to replay, so a settled scene is not replayed every tick.
    var animated = false
    /// The haptics reported before the event, so a replayed haptic is sent again.
    var reportedHaptics: Int
}
