import MotionScene

/// What the session's current scene value was built from: its scene, screen and complete
/// parameters, at a session time. A scene is a pure value, so building it again from these and
/// applying the inputs accepted since, at their session times, gives the same value bit for
/// bit — the rest point a restored session is replayed from.
struct SceneOrigin: Hashable, Sendable {
    var sceneID: String
    var deviceID: String
    var orientation: Orientation
    /// Whether the device's keyboard was up: part of the screen the scene laid out against.
    var keyboard: Bool
    var parameters: [String: ParameterValue]
    /// Session seconds at which the scene was built.
    var time: Double

    init(
        sceneID: String, deviceID: String, orientation: Orientation, keyboard: Bool = false,
        parameters: [String: ParameterValue], time: Double
    ) {
        self.sceneID = sceneID
        self.deviceID = deviceID
        self.orientation = orientation
        self.keyboard = keyboard
        self.parameters = parameters
        self.time = time
    }

    init(sceneID: String, screen: Screen, parameters: [String: ParameterValue], time: Double) {
        self.init(
            sceneID: sceneID, deviceID: screen.device.id, orientation: screen.orientation,
            keyboard: screen.keyboardShown, parameters: parameters, time: time)
    }

    /// The scene value and screen these describe, built afresh.
    func build(catalogs: Catalogs) throws(APIError) -> (scene: any Scene, screen: Screen) {
        let type = try catalogs.sceneType(sceneID)
        let screen = try catalogs.profile(deviceID).screen(orientation, keyboardShown: keyboard)
        return (type.init(screen: screen, parameters: parameters, at: time), screen)
    }
}
