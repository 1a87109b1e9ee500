/// Everything a scene's code is handed: the screen it lays out against, its tuning, the
/// environment, the session time, and its parameters as typed values.
///
/// When the scene handles an input, `parameters` are the values the controls rest at and the
/// scene may change them; when it renders, they are the values presented at `time` (a scroll
/// offset where its fling has carried it).
public struct SceneContext<Definition: SceneDefinition>: Sendable {
    public let screen: Screen
    public internal(set) var tuning: Definition.Tuning
    public let environment: SceneEnvironment
    /// Session seconds.
    public internal(set) var time: Double
    public var parameters: Definition.Parameters
    /// One scroll model per scroll parameter, by parameter name.
    var scrolls: [String: ScrollDriver]
    let declarations: [ParameterDeclaration<Definition.Parameters>]

    /// The scroll model behind a scroll parameter: where it moves by itself, how fast, when it
    /// settles. A scene may start motion on it (`scroll(to:at:)` for a tapped tab).
    public subscript(scroll keyPath: KeyPath<Definition.Parameters, Double>) -> ScrollDriver {
        get {
            guard let name = name(of: keyPath), let driver = scrolls[name] else {
                preconditionFailure("\(keyPath) is not declared with .scroll")
            }
            return driver
        }
        set {
            guard let name = name(of: keyPath) else { preconditionFailure("\(keyPath) is not declared with .scroll") }
            scrolls[name] = newValue
        }
    }

    /// The width of `text` at `fontSize`, by the environment's text measurer.
    public func width(of text: String, fontSize: Double) -> Double {
        environment.textMeasurer.width(of: text, fontSize: fontSize)
    }

    /// The declared spec of a parameter (its range, marks).
    public func spec(of keyPath: KeyPath<Definition.Parameters, Double>) -> ParameterSpec? {
        declarations.first { $0.matches(keyPath) }?.spec
    }

    func name(of keyPath: AnyKeyPath) -> String? {
        declarations.first { $0.matches(keyPath) }?.name
    }

    /// Scroll parameters take the offsets their models present at `time`.
    func presentingScrolls(at time: Double) -> SceneContext {
        var copy = self
        copy.presentScrolls(at: time)
        return copy
    }

    /// `presentingScrolls(at:)` in place, for a context that is already a copy: a frame makes
    /// one, where each copy of this generic value cost a trip through its value witnesses and
    /// the runtime's metadata cache, 700 instructions (callgrind, issue 15).
    @inline(__always)
    mutating func presentScrolls(at time: Double) {
        self.time = time
        guard !scrolls.isEmpty else { return }
        // Each declaration read where it lies: `for declaration in declarations` copied it
        // whole (its spec, closures and axis), 1k instructions a frame each (callgrind, issue 15).
        declarations.withUnsafeBufferPointer { list in
            guard let first = list.baseAddress else { return }
            for index in list.indices {
                let declaration = first + index
                guard declaration.pointee.scrollAxis != nil, let driver = scrolls[declaration.pointee.name] else { continue }
                declaration.pointee.write(&parameters, .number(driver.offset(at: time)))
            }
        }
    }
}
