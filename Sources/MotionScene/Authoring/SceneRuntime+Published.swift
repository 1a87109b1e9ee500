extension SceneRuntime {
    /// The presented values in the order of `names`. A session asks in the specs' order —
    /// the declarations, then the tunables — which is read off directly; any other order goes
    /// through a dictionary, as `orderedParameters(_:at:)` does.
    static func ordered(_ presented: SceneContext<Definition>, names: [String]) -> [(name: String, value: ParameterValue)] {
        let declarations = presented.declarations
        let tunings = tuningDeclarations
        var ordered: [(name: String, value: ParameterValue)] = []
        ordered.reserveCapacity(names.count)
        if names.count == declarations.count + tunings.count {
            for (name, declaration) in zip(names, declarations) where name == declaration.name {
                ordered.append((name, declaration.read(presented.parameters)))
            }
            if ordered.count == declarations.count {
                let box = TuningBox(tuning: presented.tuning)
                for (name, declaration) in zip(names.dropFirst(declarations.count), tunings) where name == declaration.name {
                    ordered.append((name, declaration.read(box)))
                }
                if ordered.count == names.count { return ordered }
            }
        }
        let values = Self.values(of: presented.parameters, tuning: presented.tuning, declarations: declarations)
        return names.compactMap { name in values[name].map { (name, $0) } }
    }
}
