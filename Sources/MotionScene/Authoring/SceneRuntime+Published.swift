extension SceneRuntime {
    /// Each published parameter's name and reader, declarations then tunables, taken out of
    /// their declarations once per scene value.
    ///
    /// Why not the declarations themselves: this generic code is not specialized for the scene,
    /// and there reading a field of a `ParameterDeclaration<Root>` asks the runtime for that
    /// type's metadata first, 360 instructions a read, a third of the article's reads
    /// (callgrind, issue #15). A tuple of a name and a function has the same layout whatever
    /// the scene, so reading these needs no metadata.
    struct PublishedReaders: Sendable {
        let parameters: [(name: String, read: @Sendable (Definition.Parameters) -> ParameterValue)]
        let tunings: [(name: String, read: @Sendable (TuningBox<Definition.Tuning>) -> ParameterValue)]

        init(
            declarations: [ParameterDeclaration<Definition.Parameters>],
            tunings: [ParameterDeclaration<TuningBox<Definition.Tuning>>]
        ) {
            parameters = declarations.map { ($0.name, $0.read) }
            self.tunings = tunings.map { ($0.name, $0.read) }
        }

        /// The presented values in the order of `names`. A session asks in the specs' order,
        /// which is read off directly; any other order goes through a dictionary, as
        /// `orderedParameters(_:at:)` does.
        func ordered(_ presented: SceneContext<Definition>, names: [String]) -> [(name: String, value: ParameterValue)] {
            if names.count == parameters.count + tunings.count {
                var ordered: [(name: String, value: ParameterValue)] = []
                ordered.reserveCapacity(names.count)
                var index = 0
                for (name, read) in parameters {
                    guard names[index] == name else { break }
                    ordered.append((name, read(presented.parameters)))
                    index += 1
                }
                if index == parameters.count {
                    let box = TuningBox(tuning: presented.tuning)
                    for (name, read) in tunings {
                        guard names[index] == name else { break }
                        ordered.append((name, read(box)))
                        index += 1
                    }
                    if index == names.count { return ordered }
                }
            }
            let values = SceneRuntime.values(of: presented.parameters, tuning: presented.tuning, declarations: presented.declarations)
            return names.compactMap { name in values[name].map { (name, $0) } }
        }
    }
}
