import MotionScene

/// `docs/scenes.md` §7 (seed 000, section 3-1): a custom modal transition that looks like a
/// navigation push. Presenting, the incoming view slides in from the right while the outgoing
/// one leaves to the left; dismissing mirrors it.
public struct PushTransitionScene: PlayableTransition {
    public static let info = SceneInfo(
        id: "push-transition", title: "Push-like modal transition", seed: "000",
        summary: "A modal presentation that slides like a navigation push: scrub its 0.30 s or play it on the session clock.")

    /// Seed: `duration = 0.30`, `delay = 0.00`. It is the `time` slider's range, so not a tunable.
    static let durationSeconds = 0.30

    public enum Direction: String, SceneChoice { case present, dismiss }

    public struct Parameters: SceneParameters {
        public var direction = Direction.present
        /// Seconds into the transition: scrubbed, or where a `play` has it.
        public var time = 0.0
        public init() {}
    }

    public struct Tuning: Tunables {
        /// Seed: `.curveEaseInOut`.
        public var curve = TimingCurve.easeInEaseOut
        public init() {}
        public static let tunables: [TunableDeclaration<Self>] = [.curve(\.curve, "Curve")]
    }

    public struct State: SceneState { var progress, easedProgress, fromX, toX: Double }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [
            .choice(\.direction, "Direction"),
            .number(
                \.time, "Transition time", unit: "s", range: 0...durationSeconds, step: 0.01,
                marks: [ParameterMark("start", 0), ParameterMark("half", durationSeconds / 2), ParameterMark("end", durationSeconds)]),
        ]
    }

    public static var timeParameter: DeclaredPath<Parameters, Double> { \.time }
    public var playback = TransitionPlayback(durationSeconds: durationSeconds)

    /// Both screens' contents, built once per scene value (a screen of its own).
    var contents: PushTransitionContents

    public init(_ context: SceneContext<Self>) {
        contents = PushTransitionContents(screen: context.screen)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let progress = clamp(context.parameters.time / Self.durationSeconds, 0, 1)
        let eased = context.tuning.curve.value(at: progress)
        let presenting = context.parameters.direction == .present
        // Presenting: to from +W to 0, from from 0 to −W. Dismissing mirrors both.
        let width = (presenting ? 1.0 : -1.0) * context.screen.width
        let toX = lerp(width, 0, eased)
        let fromX = lerp(0, -width, eased)
        let state = State(progress: progress, easedProgress: eased, fromX: fromX, toX: toX)
        return SceneOutput(state: state, animating: playback.isPlaying(at: context.time)) {
            PushTransitionPainter(screen: context.screen, presenting: presenting, contents: contents).nodes(fromX: fromX, toX: toX)
        }
    }
}
