/// One parameter of a scene: its key path into the scene's `Parameters`, the spec the dashboard
/// builds its control from and every input is checked against, and — for a scroll offset — the
/// scroll axis whose model drives it.
public struct ParameterDeclaration<Root: SceneParameters>: Sendable {
    public private(set) var spec: ParameterSpec
    let keyPath: any PartialKeyPath<Root> & Sendable
    /// `keyPath`'s identity among equal key paths (`KeyPathIdentity`): what a scene's own key
    /// path for this parameter is matched by.
    let keyPathIdentity: ObjectIdentifier
    private(set) var read: @Sendable (Root) -> ParameterValue
    private(set) var write: @Sendable (inout Root, ParameterValue) -> Void
    /// `read` from a pointer to the parameters: a function of a type that names no scene, which
    /// every frame's published values are read through (`SceneRuntime.PublishedReaders`).
    private(set) var readAt: @Sendable (UnsafeRawPointer) -> ParameterValue
    /// `write` to a pointer to the parameters, for the same reason: each frame presents its
    /// scroll offsets through these (`SceneContext.presentScrolls`).
    private(set) var writeAt: @Sendable (UnsafeMutableRawPointer, ParameterValue) -> Void
    /// Set on a scroll offset: the content it scrolls (bounds, viewport, paging, snapping).
    public private(set) var scrollAxis: ScrollAxis?

    init<Value: SceneValue>(
        _ keyPath: DeclaredPath<Root, Value>, makeSpec: (_ name: String, _ defaultValue: Value) -> ParameterSpec,
        default defaultValue: Value? = nil
    ) {
        let defaults = Root()
        let name = PropertyNames.name(of: keyPath, in: defaults)
        self.keyPath = keyPath
        keyPathIdentity = KeyPathIdentity.of(keyPath)
        self.spec = makeSpec(name, defaultValue ?? defaults[keyPath: keyPath])
        if let stored = StoredPropertyAccess<Root, Value>(keyPath) {
            (read, write, readAt, writeAt) = Self.accessors(stored)
        } else {
            let read: @Sendable (Root) -> ParameterValue = { $0[keyPath: keyPath].parameterValue }
            let write: @Sendable (inout Root, ParameterValue) -> Void = { root, value in
                if let typed = Value(parameterValue: value) { root[keyPath: keyPath] = typed }
            }
            self.read = read
            self.write = write
            readAt = { read($0.assumingMemoryBound(to: Root.self).pointee) }
            writeAt = { write(&$0.assumingMemoryBound(to: Root.self).pointee, $1) }
        }
    }

    /// Reads and writes through `stored` in place of the key path (`StoredPropertyAccess` says why).
    mutating func access<Value: SceneValue>(through stored: StoredPropertyAccess<Root, Value>) {
        (read, write, readAt, writeAt) = Self.accessors(stored)
    }

    private static func accessors<Value: SceneValue>(_ stored: StoredPropertyAccess<Root, Value>) -> (
        read: @Sendable (Root) -> ParameterValue, write: @Sendable (inout Root, ParameterValue) -> Void,
        readAt: @Sendable (UnsafeRawPointer) -> ParameterValue,
        writeAt: @Sendable (UnsafeMutableRawPointer, ParameterValue) -> Void
    ) {
        (
            { stored.read($0).parameterValue },
            { root, value in
                if let typed = Value(parameterValue: value) { stored.write(typed, into: &root) }
            },
            { stored.read(at: $0).parameterValue },
            { root, value in
                if let typed = Value(parameterValue: value) { stored.write(typed, at: root) }
            }
        )
    }

    public var name: String { spec.name }

    mutating func rename(_ name: String, group: String) {
        spec.name = name
        spec.group = group
    }
}

extension ParameterDeclaration {
    /// A number in `range`, moved by a slider in `step`s.
    public static func number(
        _ keyPath: DeclaredPath<Root, Double>, _ label: String, unit: String = "", range: ClosedRange<Double>,
        default defaultValue: Double? = nil, step: Double = 1, marks: [ParameterMark] = []
    ) -> Self {
        Self(keyPath, makeSpec: { name, value in
            .number(name, label: label, unit: unit, range: range, default: value, step: step, marks: marks)
        }, default: defaultValue)
    }

    /// A whole number in `range`.
    public static func integer(
        _ keyPath: DeclaredPath<Root, Int>, _ label: String, unit: String = "", range: ClosedRange<Int>,
        default defaultValue: Int? = nil, marks: [ParameterMark] = []
    ) -> Self {
        Self(keyPath, makeSpec: { name, value in
            .number(
                name, label: label, unit: unit, range: Double(range.lowerBound)...Double(range.upperBound),
                default: Double(value), step: 1, integer: true, marks: marks)
        }, default: defaultValue)
    }

    /// One of a `SceneChoice` enum's cases, listed in declaration order.
    public static func choice<Choice: SceneChoice>(
        _ keyPath: DeclaredPath<Root, Choice>, _ label: String, default defaultValue: Choice? = nil
    ) -> Self {
        Self(keyPath, makeSpec: { name, value in
            .choice(name, label: label, choices: Choice.allCases.map(\.rawValue), default: value.rawValue)
        }, default: defaultValue)
    }

    /// A `#rrggbb` colour.
    public static func color(_ keyPath: DeclaredPath<Root, HexColor>, _ label: String, default defaultValue: HexColor? = nil)
        -> Self
    {
        Self(keyPath, makeSpec: { name, value in .color(name, label: label, default: value.hex) }, default: defaultValue)
    }

    /// A scroll view's content offset along `axis`. The slider scrubs it over `range`; a finger
    /// drags it (rubber-banding past `scroll.bounds`) and a release decelerates, pages, snaps or
    /// bounces it through the scroll model — the scene writes no code for any of that.
    public static func scroll(
        _ keyPath: DeclaredPath<Root, Double>, _ label: String, along axis: ParameterSpec.DragAxis,
        range: ClosedRange<Double>, scroll scrollAxis: ScrollAxis, default defaultValue: Double? = nil,
        step: Double = 1, marks: [ParameterMark] = []
    ) -> Self {
        var declaration = number(keyPath, label, unit: "pt", range: range, default: defaultValue, step: step, marks: marks)
        declaration.spec = declaration.spec.dragged(along: axis)
        declaration.scrollAxis = scrollAxis
        return declaration
    }
}
