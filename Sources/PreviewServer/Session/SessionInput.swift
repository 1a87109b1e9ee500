import MotionScene

/// One POST to `/api/sessions/{id}/input`, checked for shape and types. Its parts apply in
/// this order, all or nothing: scene, device/orientation, set, event, playback.
struct SessionInput: Sendable {
    var sceneID: String?
    var deviceID: String?
    var orientation: Orientation?
    /// Raise (true) or lower (false) the device's keyboard: part of the screen, like the orientation.
    var keyboard: Bool?
    var changes: JSONObject?
    var event: (name: String, arguments: JSONObject)?
    var speed: Double?
    var paused: Bool?
    /// Frames to step the session clock by (negative: back); stepping pauses the clock.
    var step: Int?
    /// Replay the latest event's animation whenever it settles.
    var loop: Bool?
    /// `{"verify": true}`: only checks that the bearer token controls the session.
    var verify = false
    /// `{"fit": true}`: take what fits instead of refusing the whole input — the page restoring
    /// an address written on another screen or by older scene code. `set` values are checked by
    /// the session against the target scene's specs (numbers, also as text, clamped and rounded;
    /// unknown names and values of the wrong kind left out); a speed out of range is left out.
    var fit = false
    /// What `fit` left out while reading the body (the session adds what `set` loses).
    var leftOut: [String] = []

    init(
        sceneID: String? = nil, deviceID: String? = nil, orientation: Orientation? = nil, keyboard: Bool? = nil,
        changes: JSONObject? = nil,
        event: (name: String, arguments: JSONObject)? = nil, speed: Double? = nil, paused: Bool? = nil,
        step: Int? = nil, loop: Bool? = nil
    ) {
        self.sceneID = sceneID
        self.deviceID = deviceID
        self.orientation = orientation
        self.keyboard = keyboard
        self.changes = changes
        self.event = event
        self.speed = speed
        self.paused = paused
        self.step = step
        self.loop = loop
    }

    var changesScreen: Bool { deviceID != nil || orientation != nil || keyboard != nil }
    var changesPlayback: Bool { speed != nil || paused != nil || step != nil || loop != nil }
    /// Parts that change the scene value itself (what a loop replays from must be re-taken).
    var changesScene: Bool { sceneID != nil || changesScreen || changes != nil }
    /// Nothing to apply: a `verify` on its own.
    var isEmpty: Bool { !changesScene && event == nil && !changesPlayback }
}
