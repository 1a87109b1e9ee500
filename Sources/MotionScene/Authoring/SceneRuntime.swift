/// Runs a `SceneDefinition` as the server's `Scene`: one value holding the definition, its
/// typed parameters and tuning, a scroll model per scroll parameter, and the time up to which
/// its history is complete.
public struct SceneRuntime<Definition: SceneDefinition>: Scene {
    public private(set) var definition: Definition
    public private(set) var context: SceneContext<Definition>
    /// Session time of the latest input: the definition's history is complete up to it.
    @usableFromInline private(set) var historyTime: Double
    /// Every frame's published values are read through these, in the specs' order.
    @usableFromInline let readers: PublishedReaders
    /// The tunings' published values for the tuning they were last read for (`retune`).
    @usableFromInline private(set) var tuned: PublishedReaders.Tuned

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.init(screen: screen, parameters: parameters, at: time, environment: .standard)
    }

    public init(
        screen: Screen, parameters: [String: ParameterValue], at time: Double, environment: SceneEnvironment
    ) {
        let declared = Self.declared(for: screen)
        let declarations = declared.declarations
        var typed = Definition.Parameters()
        for declaration in declarations {
            declaration.write(&typed, parameters[declaration.name] ?? declaration.spec.defaultValue)
        }
        var tuning = TuningBox<Definition.Tuning>()
        for declaration in Self.tuningDeclarations {
            if let value = parameters[declaration.name] { declaration.write(&tuning, value) }
        }
        var scrolls: [String: ScrollDriver] = [:]
        for declaration in declarations {
            guard let axis = declaration.scrollAxis else { continue }
            scrolls[declaration.name] = ScrollDriver(axis: axis, offset: declaration.read(typed).number ?? 0)
        }
        context = SceneContext(
            tuning: tuning.tuning, environment: environment, time: time, parameters: typed, scrolls: scrolls,
            declared: declared)
        definition = Definition(context)
        historyTime = time
        readers = Self.readers(for: screen)
        definition.parametersChanged(&context)
        tuned = Self.tuned(context.tuning, screen: screen)
    }

    public var parameters: [String: ParameterValue] {
        Self.values(of: context.parameters, tuning: context.tuning, declarations: context.declarations)
    }

    public func presentedParameters(at time: Double) -> [String: ParameterValue] {
        let presented = advanced(to: time).presentedContext(at: time)
        return Self.values(of: presented.parameters, tuning: presented.tuning, declarations: presented.declarations)
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        advance(to: time)
        let retunes = changes.keys.contains { $0.hasPrefix(TunableDeclaration<Definition.Tuning>.prefix) }
        // Applied to a copy, kept only when the scene accepts it: a refusal changes nothing.
        var next = self
        // By name, in declaration order, and only until every sent name is found: reading each
        // declaration to learn its name copied it through the runtime's value witnesses.
        var found = 0
        for (index, name) in next.context.declaredPaths.names.enumerated() where found < changes.count {
            guard let value = changes[name] else { continue }
            found += 1
            next.context.declarations[index].write(&next.context.parameters, value)
            if let number = value.number { next.context.scrolls[name]?.set(offset: number) }
        }
        if retunes { next.retune(changes, at: time) }
        let sent = ParameterChanges(
            values: next.context.parameters, sent: changes, declaredPaths: next.context.declaredPaths)
        try next.definition.handle(sent, &next.context)
        next.definition.parametersChanged(&next.context)
        self = next
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        advance(to: time)
        if let scrollName = Self.scrollParameterName(in: context.declarations), try handleScroll(event, scrollName, at: time) {
            return
        }
        guard let typed = Definition.Event.cases.lazy.compactMap({ $0.spec.name == event.name ? $0.make(event) : nil }).first
        else {
            throw SceneError(.unknownName, "\(Self.id) has no event '\(event.name)'", field: "event")
        }
        var changed = context
        var scene = definition
        try scene.handle(typed, &changed)
        definition = scene
        context = changed
    }

    public func frame(at time: Double) -> SceneFrame {
        let scene = advanced(to: time)
        return Self.render(scene.definition, scene.presentedContext(at: time), at: time, stateKnowledge: readers.stateKnowledge)
    }

    /// One advance of the history serves both the frame and the presented parameters, where
    /// `frame(at:)` and `presentedParameters(at:)` each make their own (issue #15). Handed to
    /// the scene type's own copy of `compiledPublishedFrame` (`SceneDefinition.publish`).
    public func publishedFrame(_ names: [String], at time: Double) -> PublishedFrame {
        Definition.publish(self, names, at: time)
    }

    /// The frame's work, inlinable so that it is compiled once for each scene type, in the
    /// module that declares the type (`SceneDefinition.publish`'s default): there the
    /// definition and its context are values of known types. Compiled here, generic, every copy
    /// of either went through its type's value witnesses and every local asked the runtime for
    /// its generic type, about 1.5k of a frame's 46k instructions (callgrind, issue 15).
    ///
    /// The copy it advances is presented in place and read from there. Only the definition
    /// and the context are copied, the two that advancing and presenting change: a copy of the
    /// whole runtime retained its readers and tuning as well, on each frame of each session,
    /// where a session's data is out of the caches by its next frame (`perf`: the runtime's
    /// copy was 1.8 % of the server's time with 800 sessions animating).
    @inlinable
    public func compiledPublishedFrame(_ names: [String], at time: Double) -> PublishedFrame {
        var definition = definition
        var presented = context
        Self.advance(&definition, &presented, from: historyTime, to: time)
        Self.present(&presented, by: definition, at: time)
        return PublishedFrame(
            frame: Self.render(definition, presented, at: time, stateKnowledge: readers.stateKnowledge),
            parameters: readers.ordered(presented, names: names, tuned: tuned))
    }

    /// `stateKnowledge`: where the frames of the scene type on this screen keep what is known
    /// of its state (`PublishedReaders.stateKnowledge`).
    @inlinable @inline(__always)
    static func render(
        _ definition: Definition, _ presented: SceneContext<Definition>, at time: Double,
        stateKnowledge: StateKnowledgeSlot
    ) -> SceneFrame {
        let output = definition.render(presented)
        // Presenting sets the parameters, not the scroll models: these are the runtime's own.
        let moving =
            output.animating || presented.scrolls.values.contains { $0.isAnimating(at: time) }
            || MotionDetector.isAnimating(definition, at: time)
        return SceneFrame(
            state: StateEncoder.object(output.state, knownIn: stateKnowledge), nodes: output.nodes, animating: moving,
            hapticCount: output.haptics?.count ?? 0, hapticStyle: output.haptics?.style)
    }

    /// The tuning as one Swift expression that sets the tuned values only:
    /// `ArticleScene.Tuning().with { $0.pressedScale = 0.9 }`.
    public var tuningLiteral: String? {
        guard !Definition.Tuning.tunables.isEmpty else { return nil }
        let defaults = TuningBox(tuning: Definition.Tuning())
        let tuned = TuningBox(tuning: context.tuning)
        let assignments = Definition.Tuning.tunables.compactMap { tunable -> String? in
            tunable.parameter.read(tuned) == tunable.parameter.read(defaults) ? nil : tunable.literal(context.tuning)
        }
        let type = "\(Definition.self).Tuning()"
        return assignments.isEmpty ? type : "\(type).with { \(assignments.joined(separator: "; ")) }"
    }

    // MARK: - Inputs

    /// `drag` and `release` move the scroll parameter through its scroll model.
    private mutating func handleScroll(_ event: SceneEvent, _ name: String, at time: Double) throws(SceneError) -> Bool {
        guard var driver = context.scrolls[name], let declaration = context.declarations.first(where: { $0.name == name }),
            let axis = declaration.spec.dragAxis
        else { return false }
        switch event.name {
        case "drag":
            driver.drag(to: event.number("offset"), at: time)
        case "release":
            let velocity = event.number(ScrollDriver.velocityName(axis))
            driver.release(velocity: velocity, at: time, target: definition.releaseTarget(velocity: velocity, context))
        default:
            return false
        }
        context.scrolls[name] = driver
        let spec = declaration.spec
        declaration.write(&context.parameters, .number(clamp(driver.restingOffset(at: time), spec.minimum, spec.maximum)))
        definition.parametersChanged(&context)
        return true
    }

    /// A tunable changed: the definition is built again with the new tuning from the
    /// parameters as presented now (its layout may depend on the tuning), except those the same
    /// input set (a reset sends every parameter and tunable at once).
    private mutating func retune(_ changes: [String: ParameterValue], at time: Double) {
        var box = TuningBox(tuning: context.tuning)
        for declaration in Self.tuningDeclarations {
            if let value = changes[declaration.name] { declaration.write(&box, value) }
        }
        var fresh = presentedContext(at: time)
        fresh.tuning = box.tuning
        for declaration in fresh.declarations {
            if let value = changes[declaration.name] { declaration.write(&fresh.parameters, value) }
        }
        for (name, driver) in fresh.scrolls {
            var stopped = driver
            stopped.set(offset: driver.offset(at: time))
            fresh.scrolls[name] = stopped
        }
        context = fresh
        definition = Definition(context)
        tuned = Self.tuned(context.tuning, screen: context.screen)
    }

    @inline(__always)
    private mutating func advance(to time: Double) {
        Self.advance(&definition, &context, from: historyTime, to: time)
        historyTime = max(historyTime, time)
    }

    /// The definition's history carried from `historyTime` to `time`, and the context's time.
    @inlinable @inline(__always)
    static func advance(
        _ definition: inout Definition, _ context: inout SceneContext<Definition>, from historyTime: Double, to time: Double
    ) {
        // The context's time never passes the history's (both move only here, `init` and
        // `retune` set them together), so past the history it becomes `time`, and the
        // definition is shown the context as it will be rather than a copy made for the call.
        if time > historyTime {
            context.sessionTime = time
            definition.advance(from: historyTime, context)
        }
        context.sessionTime = max(context.sessionTime, time)
    }

    func advanced(to time: Double) -> Self {
        var copy = self
        copy.advance(to: time)
        return copy
    }

    private func presentedContext(at time: Double) -> SceneContext<Definition> {
        var presented = context
        Self.present(&presented, by: definition, at: time)
        return presented
    }

    /// What presenting is, for both: the scroll offsets where their models are at `time`, then
    /// whatever the definition drives itself.
    @inlinable @inline(__always)
    static func present(_ context: inout SceneContext<Definition>, by definition: Definition, at time: Double) {
        context.presentScrolls(at: time)
        // The parameters change on their own: `present(&context.parameters, context)` had to
        // copy the whole context to pass it beside them (about 700 instructions a frame,
        // callgrind, issue 15). The definition sees the context as it was before, either way.
        var parameters = context.parameters
        definition.present(&parameters, context)
        context.parameters = parameters
    }
}
