extension SceneRuntime {
    /// The presented values in the order of `names`. A session asks in the specs' order —
    /// the declarations, then the tunables — which is read off directly; any other order goes
    /// through a dictionary, as `orderedParameters(_:at:)` does.
    static func ordered(_ presented: SceneContext<Definition>, names: [String]) -> [(name: String, value: ParameterValue)] {
        let declarations = presented.declarations
        let tunings = tuningDeclarations
        var ordered: [(name: String, value: ParameterValue)] = []
        ordered.reserveCapacity(names.count)
        // Index loops, not `zip`: this generic code is not specialized for the scene, and an
        // unspecialized `Zip2Sequence` iterator cost more than the reads themselves (callgrind).
        if names.count == declarations.count + tunings.count {
            var index = 0
            while index < declarations.count, names[index] == declarations[index].name {
                ordered.append((names[index], declarations[index].read(presented.parameters)))
                index += 1
            }
            if index == declarations.count {
                let box = TuningBox(tuning: presented.tuning)
                var tuningIndex = 0
                while tuningIndex < tunings.count, names[index] == tunings[tuningIndex].name {
                    ordered.append((names[index], tunings[tuningIndex].read(box)))
                    index += 1
                    tuningIndex += 1
                }
                if index == names.count { return ordered }
            }
        }
        let values = Self.values(of: presented.parameters, tuning: presented.tuning, declarations: declarations)
        return names.compactMap { name in values[name].map { (name, $0) } }
    }
}
