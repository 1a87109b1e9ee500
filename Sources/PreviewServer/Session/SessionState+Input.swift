import MotionScene

extension SessionState {
    /// Applies an input to a copy and keeps the copy only when every part succeeds.
    mutating func apply(_ input: SessionInput, catalogs: Catalogs, now: Double) throws(APIError) -> SessionActions {
        // A `verify` alone: the token was good, and there is nothing to change or publish.
        guard !input.isEmpty else { return [] }
        var next = self
        try next.applyParts(input, catalogs: catalogs, now: now)
        var actions = SessionActions(next.publishFrame(now: now))
        if input.sceneID != nil || input.changesScreen || input.changesPlayback {
            actions.append(next.publishSession(now: now))
        }
        self = next
        return actions
    }

    /// The input's effect on the scene and clock, without publishing: a restore replays this.
    mutating func applyParts(_ input: SessionInput, catalogs: Catalogs, now: Double) throws(APIError) {
        let time = clock.time(at: now)
        if input.sceneID != nil || input.changesScreen {
            try rebuildScene(input, catalogs: catalogs, at: time)
        } else if let changes = input.changes {
            let validated = try ParameterInput.changes(changes, specs: parameterSpecs)
            do { try scene.set(validated, at: time) } catch { throw APIError(error) }
            carryIntoRecording(validated, at: time)
        }
        if let (name, arguments) = input.event {
            guard let spec = sceneType.events.first(where: { $0.name == name }) else {
                throw APIError(status: 400, code: "unknown_name", "the scene has no event '\(name)'", field: "event")
            }
            let before = scene
            let event: SceneEvent
            do {
                event = try spec.validate(arguments)
                try scene.handle(event, at: time)
            } catch { throw APIError(error) }
            record(before: before, event: event)
        }
        if input.changesScene || input.event != nil { inputTime = time }
        if input.changesPlayback { try applyPlayback(input, now: now) }
    }

    private mutating func applyPlayback(_ input: SessionInput, now: Double) throws(APIError) {
        if input.speed != nil || input.paused != nil {
            clock.setPlayback(speed: input.speed, paused: input.paused, at: now)
        }
        if let frames = input.step {
            let seconds = Double(frames) * frameInterval
            let target = clock.time(at: now) + seconds
            // Half a microsecond absorbs the rounding of a sum of frame intervals.
            guard target >= inputTime - 5e-7 else {
                throw APIError(
                    status: 422, code: "not_allowed_now",
                    "cannot step back before the latest input (session time \(formatted(inputTime)) s): earlier frames depended on a state that is gone",
                    field: "step")
            }
            clock.step(by: max(target, inputTime) - clock.time(at: now), at: now)
        }
        if let loop = input.loop {
            self.loop = loop
            if !loop { replayDue = false }
        }
    }

    /// A new scene value for a scene or screen change. Values given with `set` in the same input
    /// are the new scene's starting parameters, as `/api/frame` builds a scene — so a deep link
    /// restores a state the scene could not be *moved* into from its defaults (a semi-modal card
    /// half-way through presenting). Without a scene change the old values carry over, clamped
    /// into the new screen's ranges.
    private mutating func rebuildScene(_ input: SessionInput, catalogs: Catalogs, at time: Double) throws(APIError) {
        let type = try input.sceneID.map { id throws(APIError) in try catalogs.sceneType(id) } ?? sceneType
        var newScreen = screen
        if input.changesScreen {
            // The keyboard stays as it was unless the input says otherwise; a device without
            // keyboard heights shows none.
            newScreen = try catalogs.screen(
                try catalogs.profile(input.deviceID ?? screen.device.id), input.orientation ?? screen.orientation,
                keyboard: input.keyboard ?? screen.keyboardShown, asked: input.keyboard == true)
        }
        let specs = type.parameters(for: newScreen)
        var parameters =
            input.sceneID != nil
            ? type.defaultParameters(for: newScreen)
            : ParameterInput.carried(scene.presentedParameters(at: time), into: specs)
        if let changes = input.changes {
            parameters.merge(try ParameterInput.changes(changes, specs: specs)) { $1 }
        }
        screen = newScreen
        parameterSpecs = specs
        origin = SceneOrigin(sceneID: type.id, screen: newScreen, parameters: parameters, time: time)
        inputsSinceOrigin = 0
        replaceScene(type.init(screen: newScreen, parameters: parameters, at: time))
    }

    private mutating func replaceScene(_ newScene: any Scene) {
        scene = newScene
        reportedHaptics = 0
        recording = nil
        replayDue = false
    }

    private func formatted(_ value: Double) -> String {
        JSONWriter.string(.number((value * 1000).rounded() / 1000))
    }
}
