extension SceneRuntime {
    /// Each published parameter's name and reader, declarations then tunables, taken out of
    /// their declarations once per scene value.
    ///
    /// Why not the declarations themselves: this generic code is not specialized for the scene,
    /// and there reading a field of a `ParameterDeclaration<Root>` asks the runtime for that
    /// type's metadata first, 360 instructions a read, a third of the article's reads; a list of
    /// functions of the scene's own types asked for a function type and a tuple type on every
    /// frame (callgrind, issue #15). These readers take a pointer to the values, so their list's
    /// type names no scene and needs no metadata.
    struct PublishedReaders: Sendable {
        typealias Reader = (name: String, read: @Sendable (UnsafeRawPointer) -> ParameterValue)
        let parameters: [Reader]
        let tunings: [Reader]

        init(
            declarations: [ParameterDeclaration<Definition.Parameters>],
            tunings: [ParameterDeclaration<TuningBox<Definition.Tuning>>]
        ) {
            parameters = declarations.map { ($0.name, $0.readAt) }
            self.tunings = tunings.map { ($0.name, $0.readAt) }
        }

        /// The presented values in the order of `names`. A session asks in the specs' order,
        /// which is read off directly; any other order goes through a dictionary, as
        /// `orderedParameters(_:at:)` does.
        func ordered(_ presented: SceneContext<Definition>, names: [String]) -> [(name: String, value: ParameterValue)] {
            if names.count == parameters.count + tunings.count {
                var ordered: [(name: String, value: ParameterValue)] = []
                ordered.reserveCapacity(names.count)
                var index = 0
                func read(_ readers: [Reader], from values: UnsafeRawPointer) {
                    for (name, read) in readers {
                        guard names[index] == name else { return }
                        ordered.append((name, read(values)))
                        index += 1
                    }
                }
                withUnsafePointer(to: presented.parameters) { read(parameters, from: $0) }
                if index == parameters.count {
                    withUnsafePointer(to: TuningBox(tuning: presented.tuning)) { read(tunings, from: $0) }
                    if index == names.count { return ordered }
                }
            }
            let values = SceneRuntime.values(of: presented.parameters, tuning: presented.tuning, declarations: presented.declarations)
            return names.compactMap { name in values[name].map { (name, $0) } }
        }
    }
}
