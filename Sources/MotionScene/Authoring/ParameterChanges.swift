/// The parameters one `set` names, read by key path. A scene whose parameters are inputs to its
/// own state — a transition slider that holds a present, an offset refused while a card is
/// widened — learns which were sent, even a value equal to the one it holds:
///
///     if let x = changes[\.tabX] { strip.set(offset: x) }
public struct ParameterChanges<Root: SceneParameters>: Sendable {
    /// The parameters with the sent values written in.
    public let values: Root
    /// What was sent, by parameter name; only its names are read here.
    let sent: [String: ParameterValue]
    /// The scene's declarations, by key path (`SceneContext.declaredPaths`).
    let declaredPaths: DeclaredPaths

    /// The value sent for `keyPath`; nil when this change does not name it.
    public subscript<Value>(_ keyPath: KeyPath<Root, Value>) -> Value? {
        guard let name = declaredPaths.name(of: keyPath), sent[name] != nil else { return nil }
        return values[keyPath: keyPath]
    }
}

extension SceneDefinition {
    public mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>)
        throws(SceneError)
    {}
}
