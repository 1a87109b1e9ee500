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
    func screen(device: String?, orientation: String?) throws(APIError) -> Screen {
        let profile = try profile(device ?? defaultDeviceID)
        return profile.screen(try orientation.map { name throws(APIError) in try Self.orientation(name) } ?? .portrait)
    }

    static func orientation(_ name: String, field: String = "orientation") throws(APIError) -> Orientation {
        guard let orientation = Orientation(rawValue: name) else {
            throw APIError.outOfRange("'\(field)' must be one of portrait, landscape; got '\(name)'", field: field)
        }
        return orientation
    }
}
