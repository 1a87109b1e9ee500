/// A scene's chosen constants — durations, curves, spring settings, thresholds, heights — as
/// one struct with the shipped values as defaults:
///
///     struct Tuning: Tunables {
///         var pressDurationSeconds = 0.16
///         var pressCurve = TimingCurve.easeInEaseOut
///         static let tunables: [TunableDeclaration<Self>] = [
///             .number(\.pressDurationSeconds, "Press duration", unit: "s", range: 0...2),
///             .curve(\.pressCurve, "Press curve"),
///         ]
///     }
///
/// The dashboard shows them in their own panel; a change recomputes the frame for every viewer
/// and travels in the address, and "Copy as Swift" gives the expression that builds the tuned
/// values (`ArticleScene.Tuning().with { $0.pressedScale = 0.9 }`) to paste into the app.
/// Tunables never change a parameter's range: ranges depend on the screen alone.
public protocol Tunables: Sendable, Equatable {
    init()
    static var tunables: [TunableDeclaration<Self>] { get }
}

extension Tunables {
    /// A copy with `change` applied: the form "Copy as Swift" writes a tuning in.
    public func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

/// A scene with nothing to tune.
public struct NoTuning: Tunables {
    public init() {}
    public static var tunables: [TunableDeclaration<NoTuning>] { [] }
}

/// One tunable: a parameter declaration into `Tuning`, shown under the `tuning` group with
/// the name `tuning.<property>`.
public struct TunableDeclaration<Root: Tunables>: Sendable {
    let parameter: ParameterDeclaration<TuningBox<Root>>
    let literal: @Sendable (Root) -> String
    /// The property's own name, as the Swift literal writes it.
    public let propertyName: String

    init<Value: SceneValue>(_ keyPath: DeclaredPath<Root, Value>, _ make: (DeclaredPath<TuningBox<Root>, Value>) -> ParameterDeclaration<TuningBox<Root>>) {
        var parameter = make(\TuningBox<Root>.[tunable: keyPath])
        // The box's subscript is a computed step, which `MemoryLayout.offset(of:)` cannot see
        // through; the tuning's own stored property can be reached directly.
        if let stored = StoredPropertyAccess<TuningBox<Root>, Value>(\TuningBox<Root>.tuning, then: keyPath) {
            parameter.access(through: stored)
        }
        let name = PropertyNames.name(of: keyPath, in: Root())
        parameter.rename(Self.prefix + name, group: Self.group)
        self.parameter = parameter
        propertyName = name
        literal = { "$0.\(name) = \($0[keyPath: keyPath].swiftLiteral)" }
    }

    /// Tunables travel as parameters named `tuning.<property>`.
    public static var prefix: String { "tuning." }
    public static var group: String { "tuning" }
}

/// `Tuning` seen as parameters: the declarations read and write it through this box, whose
/// subscript forwards to the tunable's key path.
public struct TuningBox<Tuning: Tunables>: SceneParameters {
    public var tuning = Tuning()
    public init() {}

    init(tuning: Tuning) {
        self.tuning = tuning
    }

    subscript<Value>(tunable keyPath: DeclaredPath<Tuning, Value>) -> Value {
        get { tuning[keyPath: keyPath] }
        set { tuning[keyPath: keyPath] = newValue }
    }
}

extension TunableDeclaration {
    public static func number(
        _ keyPath: DeclaredPath<Root, Double>, _ label: String, unit: String = "", range: ClosedRange<Double>,
        step: Double = 0.01
    ) -> Self {
        Self(keyPath) { .number($0, label, unit: unit, range: range, step: step) }
    }

    public static func integer(_ keyPath: DeclaredPath<Root, Int>, _ label: String, unit: String = "", range: ClosedRange<Int>)
        -> Self
    {
        Self(keyPath) { .integer($0, label, unit: unit, range: range) }
    }

    public static func choice<Choice: SceneChoice>(_ keyPath: DeclaredPath<Root, Choice>, _ label: String) -> Self {
        Self(keyPath) { .choice($0, label) }
    }

    public static func color(_ keyPath: DeclaredPath<Root, HexColor>, _ label: String) -> Self {
        Self(keyPath) { .color($0, label) }
    }

    /// One of the named timing curves (`TimingCurve.named`).
    public static func curve(_ keyPath: DeclaredPath<Root, TimingCurve>, _ label: String) -> Self {
        Self(keyPath) { path in
            ParameterDeclaration(path, makeSpec: { name, value in
                // A curve of the scene's own (not a named one) stays selectable as "custom".
                .choice(
                    name, label: label, choices: TimingCurve.named.map(\.name) + (value.name == nil ? ["custom"] : []),
                    default: value.name ?? "custom")
            })
        }
    }
}
