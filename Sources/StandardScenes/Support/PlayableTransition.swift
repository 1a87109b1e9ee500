import MotionScene

/// A scene showing one transition whose time is a `time` parameter: scrubbed by its slider, or
/// played from the start on the session clock by the `play` event. The scene declares the
/// parameter and keeps a `TransitionPlayback`; the hooks here do the rest.
public protocol PlayableTransition: SceneDefinition where Event == TransitionEvent {
    /// The scrubbed seconds into the transition.
    static var timeParameter: DeclaredPath<Parameters, Double> { get }
    var playback: TransitionPlayback { get set }
}

extension PlayableTransition {
    /// `play` runs the transition from the start; the slider rests at its end meanwhile.
    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) {
        playback.play(at: context.time, resting: &context.parameters[keyPath: Self.timeParameter])
    }

    /// Any control moved takes over from a playback, as a scrub.
    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        playback.scrub()
    }

    /// While playing, the slider shows where the playback is.
    public func present(_ parameters: inout Parameters, _ context: SceneContext<Self>) {
        playback.present(&parameters[keyPath: Self.timeParameter], at: context.time)
    }
}
