import MotionScene

/// The inputs `bench frames` puts a scene through, one per published frame at 60 frames/s:
/// a scrub of the scene's main parameter down its range and back, then — where the scene has
/// one — an animation left to run (its first own event, or a fling of its scroll parameter).
struct BenchFrameScript {
    enum Step {
        case set(name: String, value: ParameterValue)
        case event(SceneEvent)
        /// No input: the frame shows motion already under way.
        case idle
    }

    /// Seconds between frames: the session stream's 60 frames/s (`docs/protocol.md`).
    static let frameInterval = 1.0 / 60

    let steps: [Step]

    /// `frames` scrub frames, then up to `frames` animation frames.
    init(sceneType: any Scene.Type, screen: Screen, frames: Int) {
        var steps: [Step] = []
        if let main = Self.mainParameter(sceneType.parameters(for: screen)) {
            for index in 0..<frames {
                // A triangle wave: down the range and back, so both directions are measured.
                let phase = Double(index) / Double(max(frames - 1, 1)) * 2
                let fraction = phase <= 1 ? phase : 2 - phase
                steps.append(.set(name: main.name, value: .number(main.minimum + (main.maximum - main.minimum) * fraction)))
            }
        } else if let choice = sceneType.parameters(for: screen).first(where: { $0.kind == .choice && $0.choices.count > 1 }) {
            // A scene without a number to scrub (a tint picker) steps through its first choice.
            steps += (0..<frames).map { .set(name: choice.name, value: .text(choice.choices[$0 % choice.choices.count])) }
        }
        let starters = Self.animationStarters(sceneType.events)
        if !starters.isEmpty {
            steps += starters.map(Step.event)
            steps += Array(repeating: .idle, count: max(frames - starters.count, 0))
        }
        self.steps = steps
    }

    /// The parameter a finger drags, else the first number: what a user scrubs first.
    static func mainParameter(_ specs: [ParameterSpec]) -> ParameterSpec? {
        let numbers = specs.filter { ($0.kind == .number || $0.kind == .integer) && $0.group == nil && $0.maximum > $0.minimum }
        return numbers.first { $0.dragAxis != nil } ?? numbers.first
    }

    /// The scene's first own event with its default arguments; else a drag and a release of
    /// its scroll parameter at a brisk flick (3,000 pt/s, chosen as a typical fast swipe).
    static func animationStarters(_ events: [EventSpec]) -> [SceneEvent] {
        if let own = events.first(where: { $0.name != "drag" && $0.name != "release" }) {
            let arguments = Dictionary(uniqueKeysWithValues: own.arguments.map { ($0.name, $0.defaultValue) })
            return [SceneEvent(name: own.name, arguments: arguments)]
        }
        guard let release = events.first(where: { $0.name == "release" }), let velocity = release.arguments.first
        else { return [] }
        return [
            SceneEvent(name: "drag", arguments: ["offset": .number(0)]),
            SceneEvent(name: "release", arguments: [velocity.name: .number(clampedVelocity(velocity))]),
        ]
    }

    private static func clampedVelocity(_ spec: ParameterSpec) -> Double {
        min(max(-3000, spec.minimum), spec.maximum)
    }

    /// Applies `step` at `time`; a refused input leaves the scene as it was and is not an error
    /// here (a scene may refuse an event in some state).
    static func apply(_ step: Step, to scene: inout any Scene, at time: Double) {
        switch step {
        case .set(let name, let value): try? scene.set([name: value], at: time)
        case .event(let event): try? scene.handle(event, at: time)
        case .idle: break
        }
    }
}
