import MotionScene

/// An input as the request body reads it: `{scene?, device?, orientation?, keyboard?, set?,
/// event?, args?, playback?, verify?, fit?}`. The parts are read in that order (so with several
/// faults the first in it is named); `set` and `args` values are left to the scene's specs.
extension SessionInput: Decodable {
    enum Keys: String, CodingKey, CaseIterable {
        case scene, device, orientation, keyboard, set, event, args, playback, verify, fit
    }

    /// A body the router has parsed, or an input the journal kept (the same text).
    init(json body: JSONObject) throws(APIError) {
        try self.init(body: .object(body))
    }

    /// A parsed request body. One that only sets values — what a dragged control sends on
    /// every frame — is read directly, not through `Decoder`: that took 11k of an input's
    /// instructions before its frame could leave (callgrind, issue 15). It reads exactly as the
    /// decoder reads it.
    init(body: JSONValue) throws(APIError) {
        if case .object(let object) = body, let changes = Self.onlyChanges(object) {
            self.init(changes: changes)
        } else {
            self = try JSONBody.decode(SessionInput.self, from: body)
        }
    }

    /// The values of `{"set": {…}}`, when that is all the body says.
    static func onlyChanges(_ body: JSONObject) -> JSONObject? {
        guard body.entries.count == 1, let only = body.entries.first, only.key == Keys.set.stringValue,
            case .object(let changes) = only.value
        else { return nil }
        return changes
    }

    init(from decoder: any Decoder) throws {
        let body = try decoder.strictContainer(keyedBy: Keys.self, in: "an input") {
            APIError.badRequest("an input needs one of: \(Keys.allCases.map(\.stringValue).joined(separator: ", "))")
        }
        self.init()
        sceneID = try body.decodeIfPresent(String.self, forKey: .scene)
        deviceID = try body.decodeIfPresent(String.self, forKey: .device)
        orientation = try body.decodeIfPresent(String.self, forKey: .orientation).map { name throws(APIError) in
            try Catalogs.orientation(name)
        }
        keyboard = try body.decodeIfPresent(Bool.self, forKey: .keyboard)
        changes = try body.decodeIfPresent(GivenValues.self, forKey: .set)?.object
        let arguments = try body.decodeIfPresent(GivenValues.self, forKey: .args)?.object
        if let name = try body.decodeIfPresent(String.self, forKey: .event) {
            event = (name, arguments ?? JSONObject())
        } else if arguments != nil {
            throw APIError.badRequest("'args' needs an 'event'", field: "args")
        }
        fit = try body.decodeIfPresent(Bool.self, forKey: .fit) ?? false
        if body.contains(.playback) {
            let playback = try PlaybackBody(from: try body.superDecoder(forKey: .playback), fit: fit)
            take(playback)
            if playback.leftOutSpeed { leftOut.append("speed") }
        }
        if body.contains(.verify) {
            guard try body.decode(Bool.self, forKey: .verify) else {
                throw APIError.invalidType("'verify' must be true, not false", field: "verify")
            }
            verify = true
        }
    }
}
