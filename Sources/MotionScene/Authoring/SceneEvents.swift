/// A scene's events as typed cases:
///
///     enum Event: SceneEvents {
///         case tapTab(index: Int)
///         static let cases: [EventCase<Self>] = [
///             EventCase("tapTab", .integer("index", "Tab", range: 0...1, default: 1)) { .tapTab(index: $0) },
///         ]
///     }
///
/// Each case is declared once, with its arguments' specs; the API validates an input against
/// them and hands the scene the typed case.
public protocol SceneEvents: Sendable {
    static var cases: [EventCase<Self>] { get }
}

/// A scene with no events of its own (a scroll parameter still brings `drag` and `release`).
public enum NoEvents: SceneEvents {
    public static var cases: [EventCase<NoEvents>] { [] }
}

/// One event: its name and argument specs, and how validated arguments become the case.
public struct EventCase<Event: SceneEvents>: Sendable {
    public let spec: EventSpec
    let make: @Sendable (SceneEvent) -> Event?

    public init(_ name: String, _ make: @escaping @Sendable () -> Event) {
        spec = EventSpec(name)
        self.make = { _ in make() }
    }

    public init<A: SceneValue>(_ name: String, _ a: EventArgument<A>, _ make: @escaping @Sendable (A) -> Event) {
        spec = EventSpec(name, arguments: [a.spec])
        self.make = { event in a.value(in: event).map(make) }
    }

    public init<A: SceneValue, B: SceneValue>(
        _ name: String, _ a: EventArgument<A>, _ b: EventArgument<B>, _ make: @escaping @Sendable (A, B) -> Event
    ) {
        spec = EventSpec(name, arguments: [a.spec, b.spec])
        self.make = { event in
            guard let first = a.value(in: event), let second = b.value(in: event) else { return nil }
            return make(first, second)
        }
    }
}

/// A typed argument of an event.
public struct EventArgument<Value: SceneValue>: Sendable {
    public let spec: ParameterSpec

    init(spec: ParameterSpec) {
        self.spec = spec
    }

    func value(in event: SceneEvent) -> Value? {
        event.arguments[spec.name].flatMap(Value.init(parameterValue:))
    }
}

extension EventArgument where Value == Double {
    public static func number(
        _ name: String, _ label: String, unit: String = "", range: ClosedRange<Double>, default defaultValue: Double,
        step: Double = 1
    ) -> Self {
        Self(spec: .number(name, label: label, unit: unit, range: range, default: defaultValue, step: step))
    }
}

extension EventArgument where Value == Int {
    public static func integer(_ name: String, _ label: String, range: ClosedRange<Int>, default defaultValue: Int) -> Self {
        Self(
            spec: .number(
                name, label: label, range: Double(range.lowerBound)...Double(range.upperBound),
                default: Double(defaultValue), integer: true))
    }
}

extension EventArgument where Value: SceneChoice {
    public static func choice(_ name: String, _ label: String, default defaultValue: Value) -> Self {
        Self(spec: .choice(name, label: label, choices: Value.allCases.map(\.rawValue), default: defaultValue.rawValue))
    }
}
