/// The static half of the `Scene` protocol, derived from the definition's declarations.
extension SceneRuntime {
    public static var id: String { Definition.info.id }
    public static var title: String { Definition.info.title }
    public static var seed: String { Definition.info.seed }
    public static var summary: String { Definition.info.summary }

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        declarations(for: screen).map(\.spec) + tuningDeclarations.map(\.spec)
    }

    /// The scene's own events, then `drag` and `release` when it has a scroll parameter.
    public static var events: [EventSpec] {
        DeclarationCache.value(Self.self, "events") {
            var specs = Definition.Event.cases.map(\.spec)
            let declarations = declarations(for: ReferenceScreen.screen)
            if let name = scrollParameterName(in: declarations),
                let axis = declarations.first(where: { $0.name == name })?.spec.dragAxis
            {
                specs.append(ScrollDriver.dragEvent(range: dragRange, default: 0))
                specs.append(ScrollDriver.releaseEvent(axis))
            }
            return specs
        }
    }

    /// A drag's offset may lie this far either way: a finger far past the content shows little
    /// more (the rubber band saturates), and one generous range serves every screen.
    static var dragRange: ClosedRange<Double> { -100_000...100_000 }

    /// The state names, in declaration order: read off a frame on the reference screen.
    public static var stateKeys: [String] {
        DeclarationCache.value(Self.self, "stateKeys") {
            Self(screen: ReferenceScreen.screen, parameters: [:], at: 0).frame(at: 0).state.keys
        }
    }

    static func declarations(for screen: Screen) -> [ParameterDeclaration<Definition.Parameters>] {
        DeclarationCache.value(Self.self, "parameters", screen: screen) { Definition.parameters(for: screen) }
    }

    /// The declarations with what frames take out of them, one object for every session on
    /// `screen` (`DeclaredParameters`).
    static func declared(for screen: Screen) -> DeclaredParameters<Definition.Parameters> {
        DeclarationCache.value(Self.self, "declared", screen: screen) {
            DeclaredParameters(screen: screen, declarations: declarations(for: screen))
        }
    }

    /// The published parameters' readers, shared as `declared(for:)` is.
    static func readers(for screen: Screen) -> PublishedReaders {
        DeclarationCache.value(Self.self, "readers", screen: screen) {
            PublishedReaders(declarations: declarations(for: screen), tunings: tuningDeclarations)
        }
    }

    /// The tunings' published values for `tuning`. Most sessions keep the default tuning, and
    /// share one value for it: a frame reads these, and a session's own copy was out of the
    /// caches by its next frame with hundreds animating (issue 15).
    static func tuned(_ tuning: Definition.Tuning, screen: Screen) -> PublishedReaders.Tuned {
        let readers = readers(for: screen)
        guard tuning == Definition.Tuning() else { return readers.tuned(tuning) }
        return DeclarationCache.value(Self.self, "defaultTuned", screen: screen) { readers.tuned(tuning) }
    }

    static var tuningDeclarations: [ParameterDeclaration<TuningBox<Definition.Tuning>>] {
        DeclarationCache.value(Self.self, "tuning") { Definition.Tuning.tunables.map(\.parameter) }
    }

    /// The scroll parameter a finger drags: the first declared with `.scroll`.
    static func scrollParameterName(in declarations: [ParameterDeclaration<Definition.Parameters>]) -> String? {
        declarations.first { $0.scrollAxis != nil && $0.spec.dragAxis != nil }?.name
    }

    @usableFromInline static func values(
        of parameters: Definition.Parameters, tuning: Definition.Tuning,
        declarations: [ParameterDeclaration<Definition.Parameters>]
    ) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for declaration in declarations { values[declaration.name] = declaration.read(parameters) }
        let box = TuningBox(tuning: tuning)
        for declaration in tuningDeclarations { values[declaration.name] = declaration.read(box) }
        return values
    }
}
