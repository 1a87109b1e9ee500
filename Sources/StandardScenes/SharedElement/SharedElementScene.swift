import MotionScene

/// `scenes.md` §8 (seed 004): a photo grid whose tapped image travels to the detail screen
/// (push) and back (pop) while the detail screen fades in or out.
public struct SharedElementScene: Scene {
    public static let id = "shared-element"
    public static let title = "Shared-element image transition"
    public static let seed = "004"
    public static let summary =
        "The tapped grid photo flies to the detail screen's image (push) and back (pop), while the detail fades."

    /// Seed: `transitionDuration` 0.4 s, `delay: 0.05`, `.curveEaseIn`, for push and pop.
    static let durationSeconds = 0.4
    static let delaySeconds = 0.05
    static let curve = TimingCurve.easeIn

    public static let stateKeys = ["imageFrame", "detailAlpha", "cellImageHidden", "progress"]
    public static let events = [EventSpec("play")]

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        let total = delaySeconds + durationSeconds
        return [
            .number(
                "selectedIndex", label: "Selected photo", range: 0...Double(SharedElementLayout.photoCount - 1),
                default: 4, step: 1, integer: true),
            .choice("direction", label: "Direction", choices: ["push", "pop"], default: "push"),
            .number(
                "time", label: "Transition time", unit: "s", range: 0...total, default: 0, step: 0.01,
                marks: [ParameterMark("start", 0), ParameterMark("delay ends", delaySeconds), ParameterMark("end", total)]),
        ]
    }

    let layout: SharedElementLayout
    public private(set) var parameters: [String: ParameterValue]
    var playback = TransitionPlayback(durationSeconds: delaySeconds + durationSeconds)

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        layout = SharedElementLayout(screen: screen)
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        parameters.merge(changes) { $1 }
        playback.scrub()
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        guard event.name == "play" else {
            throw SceneError(.unknownName, "shared-element has no event '\(event.name)'", field: "event")
        }
        playback.play(at: time, parameters: &parameters)
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        playback.presented(parameters, at: time)
    }

    var isPush: Bool { parameters["direction"]?.text != "pop" }
    var selectedIndex: Int { Int(number("selectedIndex")) }

    public func frame(at time: Double) -> SceneFrame {
        let elapsed = playback.transitionTime(at: time, scrubbedTime: number("time"))
        let progress = clamp((elapsed - Self.delaySeconds) / Self.durationSeconds, 0, 1)
        let eased = Self.curve.value(at: progress)
        let cell = layout.cellFrame(index: selectedIndex)
        let detail = layout.detailImageFrame
        let imageFrame = isPush ? cell.interpolated(to: detail, fraction: eased) : detail.interpolated(to: cell, fraction: eased)
        let detailAlpha = isPush ? eased : 1 - eased
        let finished = elapsed >= playback.durationSeconds
        // Push hides the cell's image as soon as the animation is set up and leaves it hidden
        // under the detail screen; pop hides it until its completion shows it again.
        let cellImageHidden = isPush ? elapsed > 0 : !finished
        let inFlight = elapsed > 0 && !finished
        var state = JSONObject()
        state["imageFrame"] = imageFrame.json
        state["detailAlpha"] = .number(detailAlpha)
        state["cellImageHidden"] = .bool(cellImageHidden)
        state["progress"] = .number(progress)
        let painter = SharedElementPainter(layout: layout, selectedIndex: selectedIndex)
        let nodes = painter.nodes(
            detailAlpha: detailAlpha, cellImageHidden: cellImageHidden,
            flyingImage: inFlight ? imageFrame : nil, flyingContentMode: isPush ? .aspectFit : .aspectFill)
        return SceneFrame(state: state, nodes: nodes, animating: playback.isPlaying(at: time))
    }
}
