import MotionScene

extension SessionState {
    /// A stored input as the scene's current code can take it. A restart may bring new code —
    /// `dev` swaps one in on every save — in which a parameter was renamed, removed or narrowed:
    /// `set` values the scene no longer declares, or that no longer fit their spec, are left out
    /// and named, so the rest of the session replays; numbers outside a new range are clamped,
    /// as a device change clamps them.
    func keepingWhatFits(_ input: SessionInput, catalogs: Catalogs) -> (input: SessionInput, dropped: [String]) {
        guard let changes = input.changes, let specs = specs(after: input, catalogs: catalogs) else { return (input, []) }
        var kept = JSONObject()
        var dropped: [String] = []
        for (name, value) in changes {
            guard let spec = specs.first(where: { $0.name == name }) else {
                dropped.append(name)
                continue
            }
            if case .number(let number) = value, spec.kind == .number || spec.kind == .integer {
                let whole = spec.kind == .integer ? number.rounded() : number
                kept[name] = .number(clamp(whole, spec.minimum, spec.maximum))
            } else if (try? spec.validate(value)) != nil {
                kept[name] = value
            } else {
                dropped.append(name)
            }
        }
        var fitted = input
        fitted.changes = kept.isEmpty ? nil : kept
        return (fitted, dropped)
    }

    /// Names among `origin`'s parameters that the scene built from it no longer declares.
    func undeclaredOriginParameters() -> [String] {
        let declared = Set(parameterSpecs.map(\.name))
        return origin.parameters.keys.filter { !declared.contains($0) }.sorted()
    }

    /// The specs `input`'s `set` is checked against: the new scene's or screen's when it changes
    /// them (nil when they cannot be built: the replay then fails as it would have).
    private func specs(after input: SessionInput, catalogs: Catalogs) -> [ParameterSpec]? {
        guard input.sceneID != nil || input.changesScreen else { return parameterSpecs }
        do {
            let type = try input.sceneID.map { id throws(APIError) in try catalogs.sceneType(id) } ?? sceneType
            let newScreen = try catalogs.screen(
                try catalogs.profile(input.deviceID ?? screen.device.id), input.orientation ?? screen.orientation,
                keyboard: input.keyboard ?? screen.keyboardShown, asked: input.keyboard == true)
            return type.parameters(for: newScreen)
        } catch {
            return nil
        }
    }
}
