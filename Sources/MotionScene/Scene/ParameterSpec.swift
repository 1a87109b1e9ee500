/// The value of a scene parameter or an event argument.
public enum ParameterValue: Hashable, Sendable {
    case number(Double)
    /// A choice name or a colour (`#rrggbb`).
    case text(String)

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    public var json: JSONValue {
        switch self {
        case .number(let value): .number(value)
        case .text(let value): .string(value)
        }
    }
}

/// A named value on a parameter's range that the dashboard can jump to ("header hidden").
public struct ParameterMark: Hashable, Sendable {
    public var label: String
    public var value: Double

    public init(_ label: String, _ value: Double) {
        self.label = label
        self.value = value
    }
}

/// What a parameter (or an event argument) accepts. The dashboard builds its controls from
/// these, and every input is checked against them before it reaches a scene.
public struct ParameterSpec: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case number, integer, choice, color
    }

    public var name: String
    public var label: String
    /// Unit shown beside the value ("pt", "s", "pt/s"); empty when the value has none.
    public var unit: String
    public var kind: Kind
    public var minimum: Double
    public var maximum: Double
    public var defaultValue: ParameterValue
    public var step: Double
    public var choices: [String]
    public var marks: [ParameterMark]
    /// Set on a scroll offset: dragging the screen along this axis moves the parameter (through
    /// the scene's `drag` and `release` events), so the page knows which value a finger moves.
    public var dragAxis: DragAxis?
    /// The events a drag of this parameter goes to, when they are not the scene's `drag` and
    /// `release` (a second draggable value, such as a card's own list beside a carousel).
    public var dragEvents: DragEvents? = nil
    /// The panel the dashboard shows the control in: nil for the scene's parameters,
    /// `tuning` for its tunable constants.
    public var group: String? = nil

    public enum DragAxis: String, Hashable, Sendable {
        case x, y
    }

    /// The names of the events that take a finger's offset and its release velocity.
    public struct DragEvents: Hashable, Sendable {
        public var drag: String
        public var release: String

        public init(drag: String, release: String) {
            self.drag = drag
            self.release = release
        }

        /// `drag(offset)` and `release(velocity…)`, as `ScrollDriver` declares them.
        public static let standard = DragEvents(drag: "drag", release: "release")
    }

    /// A number or integer in `minimum ... maximum`.
    public static func number(
        _ name: String, label: String, unit: String = "", range: ClosedRange<Double>, default defaultValue: Double,
        step: Double = 1, integer: Bool = false, marks: [ParameterMark] = []
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, label: label, unit: unit, kind: integer ? .integer : .number, minimum: range.lowerBound,
            maximum: range.upperBound, defaultValue: .number(clamp(defaultValue, range.lowerBound, range.upperBound)),
            step: step, choices: [], marks: marks, dragAxis: nil)
    }

    /// The same spec, marked as the offset a drag along `axis` moves (through `events`, or the
    /// scene's `drag` and `release` when nil).
    public func dragged(along axis: DragAxis, events: DragEvents? = nil) -> ParameterSpec {
        var spec = self
        spec.dragAxis = axis
        spec.dragEvents = events
        return spec
    }

    /// One of a fixed list of names.
    public static func choice(_ name: String, label: String, choices: [String], default defaultValue: String)
        -> ParameterSpec
    {
        ParameterSpec(
            name: name, label: label, unit: "", kind: .choice, minimum: 0, maximum: 0,
            defaultValue: .text(defaultValue), step: 0, choices: choices, marks: [], dragAxis: nil)
    }

    /// A `#rrggbb` colour.
    public static func color(_ name: String, label: String, default defaultValue: String) -> ParameterSpec {
        ParameterSpec(
            name: name, label: label, unit: "", kind: .color, minimum: 0, maximum: 0,
            defaultValue: .text(defaultValue), step: 0, choices: [], marks: [], dragAxis: nil)
    }

    /// Checks one JSON input against the spec. Numbers outside the range are refused, never
    /// clamped: a refused input must change nothing, and a silently altered one would.
    public func validate(_ input: JSONValue, field: String? = nil) throws(SceneError) -> ParameterValue {
        let field = field ?? name
        switch kind {
        case .number, .integer:
            guard let value = input.doubleValue else {
                throw SceneError(.invalidType, "'\(field)' must be a number, not \(input.typeDescription)", field: field)
            }
            if kind == .integer, value != value.rounded() {
                throw SceneError(.outOfRange, "'\(field)' must be a whole number", field: field)
            }
            guard value >= minimum, value <= maximum else {
                throw SceneError(
                    .outOfRange,
                    "'\(field)' must be between \(formatted(minimum)) and \(formatted(maximum)); got \(formatted(value))",
                    field: field)
            }
            return .number(value)
        case .choice:
            guard let value = input.stringValue else {
                throw SceneError(.invalidType, "'\(field)' must be a string, not \(input.typeDescription)", field: field)
            }
            guard choices.contains(value) else {
                throw SceneError(
                    .outOfRange, "'\(field)' must be one of \(choices.joined(separator: ", ")); got '\(value)'",
                    field: field)
            }
            return .text(value)
        case .color:
            guard let value = input.stringValue else {
                throw SceneError(.invalidType, "'\(field)' must be a string, not \(input.typeDescription)", field: field)
            }
            guard Self.isHexColor(value) else {
                throw SceneError(.outOfRange, "'\(field)' must be a colour like #8e8e93; got '\(value)'", field: field)
            }
            return .text(value.lowercased())
        }
    }

    static func isHexColor(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.first == "#" && (digits.count == 6 || digits.count == 8)
            && digits.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) || ($0 >= 65 && $0 <= 70) }
    }
}

/// Shortest readable form of a number for messages: `244`, `0.5`.
func formatted(_ value: Double) -> String {
    JSONWriter.string(.number(value))
}
