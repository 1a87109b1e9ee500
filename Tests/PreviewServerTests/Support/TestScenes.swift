import MotionScene

/// A small scene for the server's tests: a scroll parameter whose range follows the screen,
/// a choice, an event that animates with `AnimatedValue`, one that emits a haptic, and one
/// the scene refuses in some states.
struct TestScrollScene: Scene {
    static let id = "test-scroll"
    static let title = "Test scroll"
    static let seed = "000"
    static let summary = "Scroll parameter and a bouncing box, for server tests."
    /// Seconds the bounce takes: long enough that a test sees several ticks.
    static let bounceSeconds = 0.25
    static let events = [
        EventSpec("bounce"), EventSpec("buzz"),
        EventSpec("jump", arguments: [.number("height", label: "Height", range: 0...100, default: 10)]),
    ]
    static let stateKeys = ["scrollY", "offset"]

    static func parameters(for screen: Screen) -> [ParameterSpec] {
        [
            .number("scrollY", label: "Scroll", unit: "pt", range: -200...(screen.height * 2), default: 0),
            .choice("mode", label: "Mode", choices: ["plain", "fancy"], default: "plain"),
        ]
    }

    private(set) var parameters: [String: ParameterValue]
    private var offset = AnimatedValue(0)
    private var haptics = 0

    init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.parameters = parameters
    }

    mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        for (name, value) in changes { parameters[name] = value }
    }

    mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        switch event.name {
        case "bounce": offset.animate(to: offset.targetValue == 0 ? 40 : 0, at: time, duration: Self.bounceSeconds)
        case "buzz": haptics += 1
        default:
            guard number("scrollY") <= 500 else { throw SceneError(.notAllowedNow, "cannot jump while scrolled down") }
            offset.set(event.number("height"))
        }
    }

    func frame(at time: Double) -> SceneFrame {
        let y = offset.value(at: time)
        return SceneFrame(
            state: JSONObject(["scrollY": .number(number("scrollY")), "offset": .number(y)]),
            nodes: [Node(id: "box", kind: .rect, frame: Rect(x: 0, y: y - number("scrollY"), width: 100, height: 100))],
            animating: offset.isAnimating(at: time), hapticCount: haptics, hapticStyle: haptics > 0 ? "light" : nil)
    }
}

/// A second scene, so tests can switch scenes.
struct TestStaticScene: Scene {
    static let id = "test-static"
    static let title = "Test static"
    static let seed = "001"
    static let summary = "Nothing moves."
    static let events: [EventSpec] = []
    static let stateKeys = ["size"]

    static func parameters(for screen: Screen) -> [ParameterSpec] {
        [.number("size", label: "Size", range: 1...50, default: 10, integer: true)]
    }

    private(set) var parameters: [String: ParameterValue]

    init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.parameters = parameters
    }

    mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        for (name, value) in changes { parameters[name] = value }
    }

    mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {}

    func frame(at time: Double) -> SceneFrame {
        SceneFrame(state: JSONObject(["size": .number(number("size"))]), nodes: [], animating: false)
    }
}

extension SceneCatalog {
    static let testing = SceneCatalog([TestScrollScene.self, TestStaticScene.self])
}
