/// The parameters one `set` names, read by key path. A scene whose parameters are inputs to its
/// own state — a transition slider that holds a present, an offset refused while a card is
/// widened — learns which were sent, even a value equal to the one it holds:
///
///     if let x = changes[\.tabX] { strip.set(offset: x) }
public struct ParameterChanges<Root: SceneParameters>: Sendable {
    /// The parameters with the sent values written in.
    public let values: Root
    let names: Set<String>
    let declarations: [ParameterDeclaration<Root>]

    /// The value sent for `keyPath`; nil when this change does not name it.
    public subscript<Value>(_ keyPath: KeyPath<Root, Value>) -> Value? {
        guard let declaration = declarations.first(where: { $0.matches(keyPath) }), names.contains(declaration.name)
        else { return nil }
        return values[keyPath: keyPath]
    }
}

extension SceneDefinition {
    public mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>)
        throws(SceneError)
    {}
}
