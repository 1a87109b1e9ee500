import MotionScene

extension SessionState {
    /// A stored input as the scene's current code can take it. A restart may bring new code —
    /// `dev` swaps one in on every save — in which a parameter was renamed, removed or narrowed:
    /// `set` values the scene no longer declares, or that no longer fit their spec, are left out
    /// and named, so the rest of the session replays; numbers outside a new range are clamped,
    /// as a device change clamps them.
    func keepingWhatFits(_ input: SessionInput, catalogs: Catalogs) -> (input: SessionInput, dropped: [String]) {
        let input = clampingEventArguments(input, catalogs: catalogs)
        guard let changes = input.changes, let specs = specs(after: input, catalogs: catalogs) else { return (input, []) }
        var kept = JSONObject()
        var dropped: [String] = []
        for (name, value) in changes {
            guard let spec = specs.first(where: { $0.name == name }) else {
                dropped.append(name)
                continue
            }
            if let number = Self.number(value), spec.kind == .number || spec.kind == .integer {
                kept[name] = ParameterInput.clamped(.number(number), into: spec)
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

    /// An event's number arguments clamped into their ranges: a finger dragged far past an edge,
    /// or flung faster than a scene takes, is held at the limit rather than refused. Anything
    /// else about the event is checked as usual.
    private func clampingEventArguments(_ input: SessionInput, catalogs: Catalogs) -> SessionInput {
        guard let event = input.event else { return input }
        let type = (try? input.sceneID.map { id throws(APIError) in try catalogs.sceneType(id) }) ?? sceneType
        guard let spec = type.events.first(where: { $0.name == event.name }) else { return input }
        var arguments = event.arguments
        for argument in spec.arguments where argument.kind == .number || argument.kind == .integer {
            guard let given = arguments[argument.name], let number = Self.number(given) else { continue }
            arguments[argument.name] = ParameterInput.clamped(.number(number), into: argument)
        }
        var clamped = input
        clamped.event = (event.name, arguments)
        return clamped
    }

    /// A number, or text that reads as a finite one (an address carries its values as text).
    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let number): number
        case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
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
