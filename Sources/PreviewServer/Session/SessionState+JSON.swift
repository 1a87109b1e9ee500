import MotionScene

extension SessionState {
    var sessionEvent: [UInt8] {
        EventEncoding.session(json: JSONWriter.bytes(sessionJSON))
    }

    /// The session object of docs/protocol.md, plus `sceneInfo`: the scene's description for the
    /// session's current screen, from which the page builds its controls.
    var sessionJSON: JSONValue {
        var params = JSONObject()
        for (name, value) in scene.orderedParameters(parameterNames, at: time) { params[name] = value.json }
        return [
            "id": .string(id), "scene": .string(sceneType.id), "device": .string(screen.device.id),
            "orientation": .string(screen.orientation.rawValue), "keyboard": .bool(screen.keyboardShown),
            "params": .object(params),
            "viewers": .number(Double(viewers)), "seq": .number(Double(seq)),
            "playback": ["speed": .number(clock.speed), "paused": .bool(clock.paused), "loop": .bool(loop)],
            "playbackLimits": [
                "speeds": .array(SessionClock.offeredSpeeds.map(JSONValue.number)),
                "speedRange": [.number(SessionClock.speedRange.lowerBound), .number(SessionClock.speedRange.upperBound)],
                "stepRange": [
                    .number(Double(SessionInput.stepRange.lowerBound)), .number(Double(SessionInput.stepRange.upperBound)),
                ],
            ],
            "sceneInfo": sceneType.descriptionJSON(for: screen), "restored": .bool(restored),
            "dropped": .array(droppedOnRestore.map { .string($0) }),
        ]
    }
}
