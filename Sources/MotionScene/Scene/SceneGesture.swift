/// How a finger on the screen drives one value of a scene, decided once here so the page follows it instead
/// of guessing from event names and units: which parameter a drag moves, along which axis, and
/// which events carry the drag and the release (with the factor that turns the page's points per
/// second into the release argument's unit — UIScrollView hands `scrollViewWillEndDragging`
/// points per millisecond, docs/physics.md).
public struct SceneGesture: Hashable, Sendable {
    public struct EventArgument: Hashable, Sendable {
        public var event: String
        public var argument: String
    }

    /// The parameter the drag moves.
    public var parameter: String
    public var axis: ParameterSpec.DragAxis
    /// `drag(offset)`: the scene's scroll model takes the finger (rubber band past the edges).
    /// Without it the page sets the parameter itself.
    public var drag: EventArgument?
    /// `release(velocity…)`: the finger lifts; nil when the scene has no release.
    public var release: EventArgument?
    /// Multiplies a velocity in points per second into the release argument's unit.
    public var releaseScale: Double

    /// Every gesture of a scene with these parameters and events, one per number parameter
    /// marked with a drag axis: through the events the parameter names, or the scene's `drag`
    /// and `release` for the first such parameter that names none.
    public static func all(parameters: [ParameterSpec], events: [EventSpec]) -> [SceneGesture] {
        var standardTaken = false
        var gestures: [SceneGesture] = []
        for spec in parameters where spec.kind == .number {
            guard let axis = spec.dragAxis else { continue }
            let names: ParameterSpec.DragEvents
            if let own = spec.dragEvents {
                names = own
            } else if !standardTaken {
                names = .standard
                standardTaken = true
            } else {
                continue
            }
            gestures.append(SceneGesture(parameter: spec.name, axis: axis, names: names, events: events))
        }
        return gestures
    }

    init(parameter: String, axis: ParameterSpec.DragAxis, names: ParameterSpec.DragEvents, events: [EventSpec]) {
        self.parameter = parameter
        self.axis = axis
        let drag = events.first { $0.name == names.drag }
        if let drag, drag.arguments.count == 1, let offset = drag.arguments.first,
            offset.name == "offset", offset.kind == .number
        {
            self.drag = EventArgument(event: drag.name, argument: offset.name)
        }
        let release = events.first { $0.name == names.release }
        if let release, release.arguments.count == 1, let velocity = release.arguments.first,
            velocity.kind == .number, velocity.name.lowercased().hasPrefix("velocity")
        {
            self.release = EventArgument(event: release.name, argument: velocity.name)
            releaseScale = velocity.unit.contains("ms") ? 1.0 / 1000 : 1
        } else {
            releaseScale = 1
        }
    }

    public var json: JSONValue {
        [
            "parameter": .string(parameter), "axis": .string(axis.rawValue),
            "drag": drag.map { ["event": .string($0.event), "argument": .string($0.argument)] } ?? .null,
            "release": release.map {
                ["event": .string($0.event), "argument": .string($0.argument), "scale": .number(releaseScale)]
            } ?? .null,
        ]
    }
}
