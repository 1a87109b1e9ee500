extension SceneRuntime {
    /// Each published parameter's name and reader, declarations then tunables, taken out of
    /// their declarations once per scene value.
    ///
    /// Why not the declarations themselves: read from generic code, a field of a
    /// `ParameterDeclaration<Root>` asked the runtime for that type's metadata first, 360
    /// instructions a read, a third of the article's reads; a list of functions of the scene's
    /// own types asked for a function type and a tuple type on every frame (callgrind, issue
    /// #15). These readers take a pointer to the values, so their list's type names no scene
    /// and needs no metadata. (A frame now runs code compiled for the scene type,
    /// `SceneRuntime.compiledPublishedFrame`; the readers still serve every other caller.)
    @usableFromInline struct PublishedReaders: Sendable {
        @usableFromInline typealias Reader = (name: String, read: @Sendable (UnsafeRawPointer) -> ParameterValue)
        @usableFromInline let parameters: [Reader]
        @usableFromInline let tunings: [Reader]
        /// What is known of the scene's state type, for its frames (`StateEncoder`).
        @usableFromInline let stateKnowledge = StateKnowledgeSlot()

        init(
            declarations: [ParameterDeclaration<Definition.Parameters>],
            tunings: [ParameterDeclaration<TuningBox<Definition.Tuning>>]
        ) {
            parameters = declarations.map { ($0.name, $0.readAt) }
            self.tunings = tunings.map { ($0.name, $0.readAt) }
        }

        /// The tunings' published values, read once for a tuning: they change only when an
        /// input retunes the scene, where reading them on every frame cost a retain per name
        /// and value on a session's cold data (4 % of the server's CPU with 500 sessions
        /// animating, perf, issue #15).
        @usableFromInline struct Tuned: Sendable {
            @usableFromInline let tuning: Definition.Tuning
            @usableFromInline let values: [(name: String, value: ParameterValue)]
        }

        @usableFromInline func tuned(_ tuning: Definition.Tuning) -> Tuned {
            var values: [(name: String, value: ParameterValue)] = []
            values.reserveCapacity(tunings.count)
            withUnsafePointer(to: TuningBox(tuning: tuning)) { box in
                for (name, read) in tunings { values.append((name, read(box))) }
            }
            return Tuned(tuning: tuning, values: values)
        }

        /// The presented values in the order of `names`. A session asks in the specs' order,
        /// which is read off directly, the tunings from `tuned` when it was read for the
        /// presented tuning; any other order goes through a dictionary, as
        /// `orderedParameters(_:at:)` does.
        ///
        /// Inlinable for the same reason as `compiledPublishedFrame`, which calls it: compiled
        /// for the scene type, it asks the runtime for no generic type and compares tunings
        /// directly (900 instructions a frame of the article, callgrind, issue 15).
        @inlinable func ordered(
            _ presented: SceneContext<Definition>, names: [String], tuned: Tuned
        ) -> [(name: String, value: ParameterValue)] {
            if names.count == parameters.count + tunings.count {
                var ordered: [(name: String, value: ParameterValue)] = []
                ordered.reserveCapacity(names.count)
                var index = 0
                // Every list read through a buffer: `for (name, read) in parameters` copied each
                // reader out of its list, a retain and a release of its name and its closure.
                names.withUnsafeBufferPointer { names in
                    withUnsafePointer(to: presented.parameters) { values in
                        parameters.withUnsafeBufferPointer { readers in
                            for reader in readers.indices {
                                guard names[index] == readers[reader].name else { return }
                                ordered.append((readers[reader].name, readers[reader].read(values)))
                                index += 1
                            }
                        }
                    }
                    guard index == parameters.count else { return }
                    let tunedValues = presented.tuning == tuned.tuning ? tuned.values : self.tuned(presented.tuning).values
                    tunedValues.withUnsafeBufferPointer { entries in
                        for entry in entries.indices {
                            guard names[index] == entries[entry].name else { return }
                            ordered.append(entries[entry])
                            index += 1
                        }
                    }
                }
                if index == names.count { return ordered }
            }
            let values = SceneRuntime.values(of: presented.parameters, tuning: presented.tuning, declarations: presented.declarations)
            return names.compactMap { name in values[name].map { (name, $0) } }
        }
    }
}
