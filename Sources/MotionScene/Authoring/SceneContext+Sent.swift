/// Which parameters an input sent, for a scene that treats sending a value as a command.
extension SceneContext {
    /// Whether the input being applied sent the parameter at `keyPath` — even with the value it
    /// already had. Meaningful in `parametersChanged` after a `set`; false everywhere else.
    ///
    /// Most scenes only need the values. A slider that is a command needs this: `collapse`'s
    /// `time` scrubs the latest change to where it is sent (stopping an animation under way),
    /// while the same value merely carried along (a priority change alone) lets the change
    /// animate; "Reset" sends every default, so comparing values cannot tell the two apart.
    public func sent(_ keyPath: PartialKeyPath<Definition.Parameters>) -> Bool {
        name(of: keyPath).map(sentNames.contains) ?? false
    }
}
