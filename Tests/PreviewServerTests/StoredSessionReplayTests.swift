import MotionScene
import StandardScenes
import Testing

@testable import PreviewServer

/// A session restored from the store is the session that was stored: for every scene, after a
/// parameter move and every event it has (presses, flings, transitions), the restored scene
/// value draws the same frame, bit for bit, at every time.
@Suite struct StoredSessionReplayTests {
    static let devices = try! DeviceCatalog.bundled()
    static let catalogs = Catalogs(scenes: .standard, devices: devices, defaultSceneID: "article", defaultDeviceID: "iphone-x")

    /// A value part-way along a numeric spec's range (a choice keeps its default).
    static func value(_ spec: ParameterSpec, fraction: Double) -> JSONValue {
        guard spec.kind == .number || spec.kind == .integer else { return spec.defaultValue.json }
        let value = spec.minimum + (spec.maximum - spec.minimum) * fraction
        return .number(spec.kind == .integer ? value.rounded() : value)
    }

    /// A value other than the default: 30 % along a range, the last choice, another colour.
    static func changed(_ spec: ParameterSpec) -> JSONValue {
        switch spec.kind {
        case .number, .integer: value(spec, fraction: 0.3)
        case .choice: .string(spec.choices.last ?? "")
        case .color: "#336699"
        }
    }

    /// What a person might do, at wall times 1/25 s apart: send every event with its arguments
    /// 70 % along their ranges (a press, a drag then a fast release: a fling), change the first
    /// parameter, raise the keyboard, slow the clock, and send every event again.
    static func script(_ type: any Scene.Type, screen: Screen) -> [(wall: Double, input: SessionInput)] {
        let events = type.events.map { spec in
            SessionInput(event: (spec.name, JSONObject(entries: spec.arguments.map { ($0.name, value($0, fraction: 0.7)) })))
        }
        var inputs = events
        if let spec = type.parameters(for: screen).first {
            inputs.append(SessionInput(changes: JSONObject(entries: [(spec.name, changed(spec))])))
        }
        // The keyboard is part of the screen the scene is built on again.
        inputs += [SessionInput(keyboard: true), SessionInput(speed: 0.5)] + events
        return inputs.enumerated().map { (0.5 + Double($0.offset) / 25, $0.element) }
    }

    @Test(arguments: SceneCatalog.standard.ids)
    func aRestoredSceneDrawsTheSameFramesBitForBit(_ sceneID: String) throws {
        let store = InMemorySessionStore()
        let type = try #require(SceneCatalog.standard.type(id: sceneID))
        let screen = try Self.catalogs.screen(device: nil, orientation: nil)
        let origin = SceneOrigin(sceneID: sceneID, screen: screen, parameters: type.defaultParameters(for: screen), time: 0)
        let (session, _) = try SessionRegistry.testing(catalogs: Self.catalogs, store: store).create(origin: origin, now: 0)
        var accepted = 0
        var animated = false
        var lastWall = 0.0
        for (wall, input) in Self.script(type, screen: screen) {
            // A scene may refuse an event in the state it is in (a second press); refused inputs
            // are not stored, and the comparison covers the rest.
            if (try? session.apply(input, now: wall)) != nil {
                accepted += 1
                animated = animated || session.state.animating
                lastWall = wall
            }
        }
        #expect(accepted > 1)
        #expect(animated || type.events.isEmpty, "the script started no animation in \(sceneID)")

        let restart = lastWall + 0.02
        let restored = try #require(try Self.restore(from: store, now: restart).session(id: session.id)?.state)
        let original = session.state
        let time = original.clock.time(at: restart)
        #expect(abs(restored.clock.time(at: restart) - time) < 1e-6)
        #expect(restored.screen == original.screen && restored.screen.keyboardShown)
        for offset in [-0.2, 0, 0.05, 0.1, 0.25, 0.5, 1, 3] {
            #expect(restored.scene.frame(at: time + offset) == original.scene.frame(at: time + offset), "\(sceneID) at \(offset) s")
            #expect(restored.scene.presentedParameters(at: time + offset) == original.scene.presentedParameters(at: time + offset))
        }
    }

    static func restore(from store: any SessionStore, now: Double, epochClock: EpochClock = SessionRegistry.testEpochClock)
        throws -> SessionRegistry
    {
        let registry = SessionRegistry(
            catalogs: catalogs, frameInterval: 1.0 / 60, store: store, epochClock: epochClock, wakeClock: { _ in })
        _ = try registry.restore(now: now, sessionLifetimeSeconds: 86_400)
        return registry
    }
}
