/// A scene written on the authoring API. The scene declares what it is — parameters, tunables,
/// events, state — once, as typed Swift; `SceneRuntime` does the rest: validating inputs,
/// driving scroll parameters through the scroll model, keeping the scene's history, deriving
/// names, and answering the server's `Scene` protocol.
///
/// The scene's own stored properties are its memory: a layout computed once per screen, the
/// animated values its events start (`AnimatedValue` keeps their history by time).
public protocol SceneDefinition: SceneProvider, Sendable {
    associatedtype Parameters: SceneParameters
    associatedtype Tuning: Tunables = NoTuning
    associatedtype Event: SceneEvents = NoEvents
    associatedtype State: SceneState

    static var info: SceneInfo { get }

    /// The parameters and their ranges on `screen` (a scroll range ends where the content
    /// does). Every property of `Parameters` the dashboard should show is declared here once.
    static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>]

    /// The scene at its start: `context.parameters` hold the starting values.
    init(_ context: SceneContext<Self>)

    /// A validated event at `context.time`. Throw `SceneError(.notAllowedNow, …)` for an event
    /// that is valid in general but impossible now: the session then keeps the scene as it was.
    mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError)

    /// Parameter changes as an input, once written into `context.parameters` and before
    /// `parametersChanged`: for a scene whose parameters drive its own state. Throw to refuse
    /// them: the scene then stays exactly as it was. Default: nothing.
    mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>) throws(SceneError)

    /// Called after parameters changed: a slider moved, a drag or release of a scroll
    /// parameter. Default: nothing.
    mutating func parametersChanged(_ context: inout SceneContext<Self>)

    /// Brings the scene's memory from `start` up to `context.time` when nothing but its own
    /// motion happened in between (a fling that scrolls a cell into view starts its fade the
    /// moment it does). Default: nothing.
    mutating func advance(from start: Double, _ context: SceneContext<Self>)

    /// Where a release of the scroll parameter should come to rest, when the scene snaps it
    /// (centred tabs); nil lets the scroll model decide. Default: nil.
    func releaseTarget(velocity: Double, _ context: SceneContext<Self>) -> ScrollFling.TargetOffset?

    /// Parameters driven by the scene's own motion (a played transition's `time`), written
    /// into `context.parameters` as presented at `context.time`. Default: nothing.
    func present(_ parameters: inout Parameters, _ context: SceneContext<Self>)

    /// The scene at `context.time`, parameters as presented then.
    func render(_ context: SceneContext<Self>) -> SceneOutput<State>

    /// A frame of `runtime`: not for a scene to implement. Its default runs
    /// `SceneRuntime.compiledPublishedFrame`, and being a requirement it is compiled where the
    /// scene type conforms, for that type, so the server's frames run code made for the scene
    /// rather than generic code (issue 15).
    static func publish(_ runtime: SceneRuntime<Self>, _ names: [String], at time: Double) -> PublishedFrame
}

extension SceneDefinition {
    public static var sceneType: any Scene.Type { SceneRuntime<Self>.self }

    /// The type the server runs: `ArticleScene.Runtime(screen:parameters:at:)`.
    public typealias Runtime = SceneRuntime<Self>

    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {}
    public mutating func advance(from start: Double, _ context: SceneContext<Self>) {}
    public func releaseTarget(velocity: Double, _ context: SceneContext<Self>) -> ScrollFling.TargetOffset? { nil }
    public func present(_ parameters: inout Parameters, _ context: SceneContext<Self>) {}

    @inlinable
    public static func publish(_ runtime: SceneRuntime<Self>, _ names: [String], at time: Double) -> PublishedFrame {
        runtime.compiledPublishedFrame(names, at: time)
    }
}

extension SceneDefinition where Event == NoEvents {
    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {}
}
