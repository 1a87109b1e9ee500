/// Everything a scene's code is handed: the screen it lays out against, its tuning, the
/// environment, the session time, and its parameters as typed values.
///
/// When the scene handles an input, `parameters` are the values the controls rest at and the
/// scene may change them; when it renders, they are the values presented at `time` (a scroll
/// offset where its fling has carried it).
public struct SceneContext<Definition: SceneDefinition>: Sendable {
    /// Held by the shared declarations (`DeclaredParameters`, made for this screen), not in
    /// the context: a frame copies the context, and the screen was 312 of its 608 bytes.
    @inlinable public var screen: Screen { declared.screen }
    public internal(set) var tuning: Definition.Tuning
    public let environment: SceneEnvironment
    /// Session seconds.
    @inlinable public var time: Double { sessionTime }
    /// `time`'s storage, set by the runtime only; visible to its inlinable frame code
    /// (`SceneRuntime.compiledPublishedFrame`), which a property with an internal setter is not.
    @usableFromInline var sessionTime: Double
    public var parameters: Definition.Parameters
    /// One scroll model per scroll parameter, by parameter name.
    @usableFromInline var scrolls: [String: ScrollDriver]
    /// The declarations and what is taken out of them, shared by every session of the scene
    /// on this screen (`DeclaredParameters`).
    @usableFromInline let declared: DeclaredParameters<Definition.Parameters>

    @usableFromInline var declarations: [ParameterDeclaration<Definition.Parameters>] { declared.declarations }

    /// The declarations by key path: a scene's key path is looked up there, not compared with
    /// each declaration's.
    var declaredPaths: DeclaredPaths { declared.paths }

    init(
        tuning: Definition.Tuning, environment: SceneEnvironment, time: Double, parameters: Definition.Parameters,
        scrolls: [String: ScrollDriver], declared: DeclaredParameters<Definition.Parameters>
    ) {
        self.tuning = tuning
        self.environment = environment
        sessionTime = time
        self.parameters = parameters
        self.scrolls = scrolls
        self.declared = declared
    }

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
        declaredPaths.index(of: keyPath).map { declarations[$0].spec }
    }

    func name(of keyPath: AnyKeyPath) -> String? {
        declaredPaths.name(of: keyPath)
    }

    /// Scroll parameters take the offsets their models present at `time`. In place, on a
    /// context that is already a copy: a frame makes one, where each further copy of this
    /// generic value cost a trip through its value witnesses and the runtime's metadata cache,
    /// 700 instructions (callgrind, issue 15).
    ///
    /// The drivers are walked as the dictionary holds them and each one's writer found by name
    /// in the short list of scroll parameters: looking each writer's driver up hashed its name,
    /// 340 instructions a frame. A stored offset is written where it lies; through its writer,
    /// which turns a `ParameterValue` back into a `Double` generically, it cost 500 (callgrind,
    /// the article, issue 15).
    @inlinable @inline(__always)
    mutating func presentScrolls(at time: Double) {
        sessionTime = time
        guard !scrolls.isEmpty else { return }
        let writers = declared.scrollWriters
        for (name, driver) in scrolls {
            for index in writers.indices where writers[index].name == name {
                let offset = driver.offset(at: time)
                withUnsafeMutablePointer(to: &parameters) { parameters in
                    if let stored = writers[index].storedAt {
                        (UnsafeMutableRawPointer(parameters) + stored).assumingMemoryBound(to: Double.self).pointee = offset
                    } else {
                        writers[index].write(UnsafeMutableRawPointer(parameters), .number(offset))
                    }
                }
            }
        }
    }
}

/// A scene type's parameter declarations on one screen, the screen, and what every frame takes
/// out of the declarations, built once (`SceneRuntime.declared(for:)`) and shared by every
/// context on that screen.
///
/// Why one shared object: these were a context's own arrays, built for each session. Every
/// frame copies the context (to advance and present it), a retain of each array, and with
/// hundreds of sessions animating each session's arrays were out of the caches by its next
/// frame: the copy stalled on every one (`swift_retain`, perf, 800 sessions, issue 15). Shared,
/// they stay in the caches, and a copy retains one object.
@usableFromInline final class DeclaredParameters<Parameters: SceneParameters>: Sendable {
    /// A scroll parameter's name, where its `Double` is stored in the parameters when it is a
    /// stored property (nil: a computed one), and its writer.
    @usableFromInline typealias ScrollWriter = (
        name: String, storedAt: Int?, write: @Sendable (UnsafeMutableRawPointer, ParameterValue) -> Void
    )

    @usableFromInline let declarations: [ParameterDeclaration<Parameters>]
    /// The scroll parameters' names and writers, taken out of `declarations` once: a frame
    /// presents each offset through them (`SceneContext.presentScrolls`). Looking through every
    /// declaration for the scroll ones copied each one's optional axis to test it, and writing
    /// through the declaration asked the runtime for its generic type: 2.5k instructions a frame
    /// for the article's one scroll offset (callgrind, issue 15).
    @usableFromInline let scrollWriters: [ScrollWriter]
    let paths: DeclaredPaths
    @usableFromInline let screen: Screen

    init(screen: Screen, declarations: [ParameterDeclaration<Parameters>]) {
        self.screen = screen
        self.declarations = declarations
        // A scroll parameter is declared with a key path to a `Double` (`.scroll`).
        scrollWriters = declarations.compactMap { declaration in
            declaration.scrollAxis == nil
                ? nil : (declaration.name, MemoryLayout<Parameters>.offset(of: declaration.keyPath), declaration.writeAt)
        }
        paths = DeclaredPaths(declarations)
    }
}
