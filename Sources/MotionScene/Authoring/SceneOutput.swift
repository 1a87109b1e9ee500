/// What a scene shows at one time: its state values and its display list.
public struct SceneOutput<State: SceneState>: Sendable {
    public var state: State
    public var nodes: [Node]
    /// Motion the API cannot see (an animation computed from time alone). Animated values,
    /// scroll offsets and anything else `TimeVarying` the scene holds are found by themselves.
    public var animating: Bool
    public var haptics: HapticFeedback?

    public init(state: State, animating: Bool = false, haptics: HapticFeedback? = nil, @NodeBuilder nodes: () -> [Node]) {
        self.state = state
        self.nodes = nodes()
        self.animating = animating
        self.haptics = haptics
    }
}

/// Haptic ticks a scene has emitted so far; the session sends each new one once.
public struct HapticFeedback: Hashable, Sendable {
    public var count: Int
    /// `light`, `medium`, `heavy`, `selection`.
    public var style: String

    public init(count: Int, style: String) {
        self.count = count
        self.style = style
    }
}

/// A value that moves by itself over time (an animation, a fling). A scene's frame is
/// `animating` while any such value it holds is, so the session clock keeps ticking.
public protocol TimeVarying {
    func isAnimating(at time: Double) -> Bool
}

/// A type that holds no `TimeVarying` value at any depth — a layout, content, display-list
/// nodes. The search for motion behind `SceneFrame.animating` skips it without reflecting on
/// it, which matters for the large layouts a scene keeps. A type that does hold motion must
/// not declare this: its motion would not be seen, and frames would stop while it moves.
public protocol HoldsNoMotion {}

extension AnimatedValue: TimeVarying {}
extension Node: HoldsNoMotion {}
extension Screen: HoldsNoMotion {}
extension ScrollDriver: TimeVarying {}
