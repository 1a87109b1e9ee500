import MotionScene

/// The one event of a scrubbed transition: `play` runs it from the start on the session clock
/// (`TransitionPlayback`).
public enum TransitionEvent: SceneEvents {
    case play
    public static let cases: [EventCase<Self>] = [EventCase("play") { .play }]
}
