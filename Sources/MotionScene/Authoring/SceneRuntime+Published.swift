extension SceneRuntime {
    /// The presented values in the order of `names`. A session asks in the specs' order —
    /// the declarations, then the tunables — which is read off directly; any other order goes
    /// through a dictionary, as `orderedParameters(_:at:)` does.
    static func ordered(_ presented: SceneContext<Definition>, names: [String]) -> [(name: String, value: ParameterValue)] {
        let declarations = presented.declarations
        let tunings = tuningDeclarations
        var ordered: [(name: String, value: ParameterValue)] = []
        ordered.reserveCapacity(names.count)
        // Through buffer pointers, not `zip` or the arrays' subscripts: this generic code is not
        // specialized for the scene, and there both copied each declaration out of its array
        // (twice per read, for the name and the reader), which cost more than the reads (callgrind).
        if names.count == declarations.count + tunings.count {
            let allRead = declarations.withUnsafeBufferPointer { declarations in
                tunings.withUnsafeBufferPointer { tunings in
                    var index = 0
                    while index < declarations.count, names[index] == declarations[index].name {
                        ordered.append((names[index], declarations[index].read(presented.parameters)))
                        index += 1
                    }
                    guard index == declarations.count else { return false }
                    let box = TuningBox(tuning: presented.tuning)
                    var tuningIndex = 0
                    while tuningIndex < tunings.count, names[index] == tunings[tuningIndex].name {
                        ordered.append((names[index], tunings[tuningIndex].read(box)))
                        index += 1
                        tuningIndex += 1
                    }
                    return index == names.count
                }
            }
            if allRead { return ordered }
        }
        let values = Self.values(of: presented.parameters, tuning: presented.tuning, declarations: declarations)
        return names.compactMap { name in values[name].map { (name, $0) } }
    }
}
