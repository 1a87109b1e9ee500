import MotionScene

extension SessionInput {
    /// The input as a request body `init(json:)` reads back to the same input: how the journal
    /// stores it.
    var json: JSONObject {
        var body = JSONObject()
        if let sceneID { body["scene"] = .string(sceneID) }
        if let deviceID { body["device"] = .string(deviceID) }
        if let orientation { body["orientation"] = .string(orientation.rawValue) }
        if let keyboard { body["keyboard"] = .bool(keyboard) }
        if let changes { body["set"] = .object(changes) }
        if let event {
            body["event"] = .string(event.name)
            body["args"] = .object(event.arguments)
        }
        var playback = JSONObject()
        if let speed { playback["speed"] = .number(speed) }
        if let paused { playback["paused"] = .bool(paused) }
        if let step { playback["step"] = .number(Double(step)) }
        if let loop { playback["loop"] = .bool(loop) }
        if !playback.isEmpty { body["playback"] = .object(playback) }
        return body
    }

    /// What must be replayed of this input on top of the scene it leaves: a scene or device
    /// change builds a new scene (its `set` values among the new scene's parameters, kept in the
    /// rest point), so only its event and playback remain. `loop` is never replayed: looping
    /// replays happen on the frame clock, so a restore starts the loop again itself.
    var journalRemainder: SessionInput {
        let rebuilds = sceneID != nil || changesScreen
        return SessionInput(
            changes: rebuilds ? nil : changes, event: event, speed: speed, paused: paused, step: step)
    }
}
