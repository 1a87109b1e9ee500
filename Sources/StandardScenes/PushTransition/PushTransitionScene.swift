import MotionScene

/// `scenes.md` §7 (seed 000, section 3-1): a custom modal transition that looks like a
/// navigation push. Presenting, the incoming view slides in from the right while the outgoing
/// one leaves to the left; dismissing mirrors it.
public struct PushTransitionScene: Scene {
    public static let id = "push-transition"
    public static let title = "Push-like modal transition"
    public static let seed = "000"
    public static let summary =
        "A modal presentation that slides like a navigation push: scrub its 0.30 s or play it on the session clock."

    /// Seed: `duration = 0.30`, `delay = 0.00`, `.curveEaseInOut`.
    static let durationSeconds = 0.30
    static let delaySeconds = 0.0
    static let curve = TimingCurve.easeInEaseOut

    public static let stateKeys = ["progress", "easedProgress", "fromX", "toX"]
    public static let events = [EventSpec("play")]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        [
            .choice("direction", label: "Direction", choices: ["present", "dismiss"], default: "present"),
            .number(
                "time", label: "Transition time", unit: "s", range: 0...durationSeconds, default: 0, step: 0.01,
                marks: [ParameterMark("start", 0), ParameterMark("half", durationSeconds / 2), ParameterMark("end", durationSeconds)]),
        ]
    }

    let screen: Screen
    public private(set) var parameters: [String: ParameterValue]
    var playback = TransitionPlayback(durationSeconds: delaySeconds + durationSeconds)

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.screen = screen
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        parameters.merge(changes) { $1 }
        playback.scrub()
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        guard event.name == "play" else {
            throw SceneError(.unknownName, "push-transition has no event '\(event.name)'", field: "event")
        }
        playback.play(at: time, parameters: &parameters)
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        playback.presented(parameters, at: time)
    }

    var isPresenting: Bool { parameters["direction"]?.text != "dismiss" }

    public func frame(at time: Double) -> SceneFrame {
        let elapsed = playback.transitionTime(at: time, scrubbedTime: number("time"))
        let progress = clamp((elapsed - Self.delaySeconds) / Self.durationSeconds, 0, 1)
        let eased = Self.curve.value(at: progress)
        let width = screen.width
        // Presenting: to from +W to 0, from from 0 to −W. Dismissing mirrors both.
        let direction = isPresenting ? 1.0 : -1.0
        let toX = lerp(direction * width, 0, eased)
        let fromX = lerp(0, -direction * width, eased)
        var state = JSONObject()
        state["progress"] = .number(progress)
        state["easedProgress"] = .number(eased)
        state["fromX"] = .number(fromX)
        state["toX"] = .number(toX)
        let painter = PushTransitionPainter(screen: screen, presenting: isPresenting)
        return SceneFrame(
            state: state, nodes: painter.nodes(fromX: fromX, toX: toX), animating: playback.isPlaying(at: time))
    }
}
