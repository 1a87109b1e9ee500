/// A scene of `docs/scenes.md`: a value that holds its parameters and whatever history its
/// motion depends on (animations started by events, cells that appeared), and answers what it
/// looks like at a time. Time is always passed in — seconds on the session clock — and never
/// goes backwards between calls on one value.
///
/// Inputs arrive already checked against `parameters(for:)` and `events`; a scene only throws
/// for inputs that are valid in general but impossible in its current state. Callers apply an
/// input to a copy and keep the copy only when it succeeds, so a refused input changes nothing.
public protocol Scene: SceneProvider, Sendable {
    /// Stable identifier used in URLs and the API (`article`).
    static var id: String { get }
    static var title: String { get }
    /// The seed article the scene reproduces (`000`).
    static var seed: String { get }
    static var summary: String { get }
    /// Parameters depend on the screen: scroll ranges follow the content and screen height.
    static func parameters(for screen: Screen) -> [ParameterSpec]
    static var events: [EventSpec] { get }
    /// Every state name the scene publishes, in display order.
    static var stateKeys: [String] { get }

    /// A scene on `screen` with `parameters` (complete: one value per spec), created at `time`.
    init(screen: Screen, parameters: [String: ParameterValue], at time: Double)

    var parameters: [String: ParameterValue] { get }

    /// The parameters as shown at `time`: differs from `parameters` while an event drives one
    /// of them (a fling moving `scrollY`, a played transition moving `time`), so the frame —
    /// and every slider that follows it — shows where the value is now.
    func presentedParameters(at time: Double) -> [String: ParameterValue]

    /// Applies validated parameter changes at `time`.
    mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError)

    /// Handles a validated event at `time`.
    mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError)

    /// The scene at `time`: state values, display list, whether anything still moves.
    func frame(at time: Double) -> SceneFrame

    /// The frame at `time` and the parameters presented then, in the order of `names`: what a
    /// session publishes. Default: `frame(at:)` and `orderedParameters(_:at:)`.
    func publishedFrame(_ names: [String], at time: Double) -> PublishedFrame

    /// The scene's tuned constants as Swift source a developer pastes back into the app; nil
    /// for a scene without tunables.
    var tuningLiteral: String? { get }
}

extension Scene {
    public static var sceneType: any Scene.Type { Self.self }

    /// Default values of every parameter for `screen`.
    public static func defaultParameters(for screen: Screen) -> [String: ParameterValue] {
        Dictionary(uniqueKeysWithValues: parameters(for: screen).map { ($0.name, $0.defaultValue) })
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        parameters
    }

    public var tuningLiteral: String? { nil }

    /// Convenience: a numeric parameter's current value (0 when absent).
    public func number(_ name: String) -> Double {
        parameters[name]?.number ?? 0
    }
}

/// What a scene looks like at one time.
public struct SceneFrame: Hashable, Sendable {
    /// Named values of `docs/scenes.md`, in the scene's `stateKeys` order.
    public var state: JSONObject
    public var nodes: [Node]
    /// True while any animation is in flight; the session clock keeps ticking meanwhile.
    public var animating: Bool
    /// Haptic feedback emitted so far (a count, so the session can send each tick once).
    public var hapticCount: Int
    /// The style of the latest haptic (`light`), if any.
    public var hapticStyle: String?

    public init(
        state: JSONObject, nodes: [Node], animating: Bool, hapticCount: Int = 0, hapticStyle: String? = nil
    ) {
        self.state = state
        self.nodes = nodes
        self.animating = animating
        self.hapticCount = hapticCount
        self.hapticStyle = hapticStyle
    }

    /// Depth-first search of the display list by node id.
    public func node(id: String) -> Node? {
        for node in nodes {
            if let found = node.first(id: id) { return found }
        }
        return nil
    }
}
