import MotionScene

/// `POST /api/sessions`: `{scene?, device?, orientation?, keyboard?, params?, playback?}` for a
/// new session, or `{from: id}`, alone, for a copy of that session.
enum NewSessionBody: Decodable {
    case copy(from: String)
    case fresh(Fresh)

    /// What a new session is built from; names are looked up (and `params` checked by the
    /// scene's specs) once the body has been read.
    struct Fresh {
        var scene: String?
        var device: String?
        var orientation: String?
        var keyboard = false
        var params = JSONObject()
        var playback: PlaybackBody?
    }

    enum Keys: String, CodingKey, CaseIterable {
        case from, scene, device, orientation, keyboard, params, playback
    }

    init(from decoder: any Decoder) throws {
        if try decoder.container(keyedBy: Keys.self).contains(.from) {
            let copy = try decoder.strictContainer(keyedBy: Keys.self, allowing: [.from], in: "a copy of a session ('from' comes alone)")
            self = .copy(from: try copy.decode(String.self, forKey: .from))
            return
        }
        let body = try decoder.strictContainer(
            keyedBy: Keys.self, allowing: Keys.allCases.filter { $0 != .from }, in: "a new session")
        var fresh = Fresh()
        if body.contains(.playback) {
            fresh.playback = try PlaybackBody(
                from: try body.superDecoder(forKey: .playback), fit: false, allowing: [.speed, .paused, .loop],
                in: "a new session's 'playback'")
        }
        fresh.scene = try body.decodeIfPresent(String.self, forKey: .scene)
        fresh.device = try body.decodeIfPresent(String.self, forKey: .device)
        fresh.orientation = try body.decodeIfPresent(String.self, forKey: .orientation)
        fresh.keyboard = try body.decodeIfPresent(Bool.self, forKey: .keyboard) ?? false
        fresh.params = try body.decodeIfPresent(GivenValues.self, forKey: .params)?.object ?? JSONObject()
        self = .fresh(fresh)
    }
}
