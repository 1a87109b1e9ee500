import MotionScene

/// The scenes and devices a server offers, with lookups that fail as API errors.
struct Catalogs: Sendable {
    let scenes: SceneCatalog
    let devices: DeviceCatalog
    /// What a request that names no scene or device gets (`article` on an iPhone X).
    let defaultSceneID: String
    let defaultDeviceID: String

    func sceneType(_ id: String, field: String = "scene") throws(APIError) -> any Scene.Type {
        guard let type = scenes.type(id: id) else {
            throw APIError.notFound(
                "scene", "no scene '\(id)'; scenes: \(scenes.ids.joined(separator: ", "))", field: field)
        }
        return type
    }

    func profile(_ id: String, field: String = "device") throws(APIError) -> DeviceProfile {
        guard let profile = devices.profile(id: id) else {
            throw APIError.notFound("device", "no device '\(id)'", field: field)
        }
        return profile
    }

    /// The screen a query or body names, defaults filled in.
    func screen(device: String?, orientation: String?, keyboard: Bool = false) throws(APIError) -> Screen {
        let profile = try profile(device ?? defaultDeviceID)
        let turned = try orientation.map { name throws(APIError) in try Self.orientation(name) } ?? .portrait
        return try screen(profile, turned, keyboard: keyboard, asked: keyboard)
    }

    /// A profile's screen with the keyboard up or down. Asking for the keyboard of a device that
    /// has no keyboard heights is refused (422, field `keyboard`); carrying a raised keyboard over
    /// to such a device lowers it.
    func screen(_ profile: DeviceProfile, _ orientation: Orientation, keyboard: Bool, asked: Bool) throws(APIError) -> Screen {
        guard !asked || profile.keyboard != nil else {
            throw APIError.outOfRange("device '\(profile.id)' has no keyboard heights", field: "keyboard")
        }
        return profile.screen(orientation, keyboardShown: keyboard)
    }

    /// `keyboard=true|false` in a query (absent: down).
    static func keyboard(_ text: String?) throws(APIError) -> Bool {
        try flag(text, named: "keyboard")
    }

    /// A query's `true`/`false` (absent: false).
    static func flag(_ text: String?, named name: String) throws(APIError) -> Bool {
        switch text {
        case nil, "false": return false
        case "true": return true
        case let other?: throw APIError.invalidType("'\(name)' must be true or false; got '\(other)'", field: name)
        }
    }

    static func orientation(_ name: String, field: String = "orientation") throws(APIError) -> Orientation {
        guard let orientation = Orientation(rawValue: name) else {
            throw APIError.outOfRange("'\(field)' must be one of portrait, landscape; got '\(name)'", field: field)
        }
        return orientation
    }
}
