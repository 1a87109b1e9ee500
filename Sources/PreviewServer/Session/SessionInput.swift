import MotionCore

/// One POST to `/api/sessions/{id}/input`, checked for shape and types. Its parts apply in
/// this order, all or nothing: scene, device/orientation, set, event, playback.
struct SessionInput: Sendable {
    var sceneID: String?
    var deviceID: String?
    var orientation: Orientation?
    var changes: JSONObject?
    var event: (name: String, arguments: JSONObject)?
    var speed: Double?
    var paused: Bool?

    static let keys = ["scene", "device", "orientation", "set", "event", "args", "playback"]

    init(
        sceneID: String? = nil, deviceID: String? = nil, orientation: Orientation? = nil, changes: JSONObject? = nil,
        event: (name: String, arguments: JSONObject)? = nil, speed: Double? = nil, paused: Bool? = nil
    ) {
        self.sceneID = sceneID
        self.deviceID = deviceID
        self.orientation = orientation
        self.changes = changes
        self.event = event
        self.speed = speed
        self.paused = paused
    }

    var changesScreen: Bool { deviceID != nil || orientation != nil }
    var changesPlayback: Bool { speed != nil || paused != nil }

    init(json body: JSONObject) throws(APIError) {
        try JSONBody.requireOnly(Self.keys, in: body, what: "an input")
        guard !body.isEmpty else {
            throw APIError.badRequest("an input needs one of: \(Self.keys.joined(separator: ", "))")
        }
        sceneID = try JSONBody.string("scene", in: body)
        deviceID = try JSONBody.string("device", in: body)
        orientation = try JSONBody.string("orientation", in: body).map { name throws(APIError) in
            try Catalogs.orientation(name)
        }
        changes = try JSONBody.object("set", in: body)
        let arguments = try JSONBody.object("args", in: body)
        if let name = try JSONBody.string("event", in: body) {
            event = (name, arguments ?? JSONObject())
        } else if arguments != nil {
            throw APIError.badRequest("'args' needs an 'event'", field: "args")
        }
        if let playback = try JSONBody.object("playback", in: body) {
            try JSONBody.requireOnly(["speed", "paused"], in: playback, what: "'playback'")
            try readPlayback(playback)
        }
    }

    private mutating func readPlayback(_ playback: JSONObject) throws(APIError) {
        if let value = playback["speed"] {
            guard let speed = value.doubleValue else {
                throw APIError.invalidType("'speed' must be a number, not \(value.typeDescription)", field: "speed")
            }
            let range = SessionClock.speedRange
            guard range.contains(speed) else {
                throw APIError.outOfRange(
                    "'speed' must be between \(range.lowerBound) and \(range.upperBound); got \(speed)", field: "speed")
            }
            self.speed = speed
        }
        if let value = playback["paused"] {
            guard let paused = value.boolValue else {
                throw APIError.invalidType("'paused' must be a boolean, not \(value.typeDescription)", field: "paused")
            }
            self.paused = paused
        }
    }
}
