import MotionScene

/// `GET /api/sessions/{id}/tuning`: the session's tunable constants as the Swift expression
/// that builds them ("Copy as Swift"), with their values by name. A scene without tunables
/// answers `swift: null`.
enum TuningEndpoint {
    static func tuning(_ session: Session) -> HTTPResponse {
        let state = session.state
        let prefix = TunableDeclaration<NoTuning>.prefix
        var values = JSONObject()
        let parameters = state.scene.parameters
        for spec in state.sceneType.parameters(for: state.screen) where spec.group == TunableDeclaration<NoTuning>.group {
            values[String(spec.name.dropFirst(prefix.count))] = parameters[spec.name]?.json ?? .null
        }
        return .json([
            "scene": .string(state.sceneType.id),
            "swift": state.scene.tuningLiteral.map(JSONValue.string) ?? .null,
            "values": .object(values),
        ])
    }
}
