import MotionScene
import Testing

@testable import StandardScenes

/// What every registered scene owes the server and the page, checked on each of them: a scene
/// added to `StandardScenes.all` is covered by adding it.
struct SceneContractTests {
    static let scenes: [any Scene.Type] = StandardScenes.all.map { $0.sceneType }
    static let screens = [("iphone-se", Orientation.portrait), ("iphone-x", .portrait), ("iphone-x", .landscape), ("ipad-10", .portrait)]

    static func screen(_ device: String, _ orientation: Orientation) throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: device)).screen(orientation)
    }

    @Test("ids are unique and every scene is listed once")
    func idsAreUnique() {
        let ids = Self.scenes.map { $0.id }
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 10)
    }

    @Test("parameters: unique names, defaults inside their ranges and choices", arguments: scenes.map(SceneType.init))
    func parametersAreValid(scene: SceneType) throws {
        for (device, orientation) in Self.screens {
            let specs = scene.type.parameters(for: try Self.screen(device, orientation))
            #expect(Set(specs.map(\.name)).count == specs.count, "\(scene) on \(device)")
            for spec in specs {
                #expect(throws: Never.self, "\(scene).\(spec.name) default on \(device)") {
                    _ = try spec.validate(spec.defaultValue.json)
                }
                for mark in spec.marks {
                    #expect(mark.value >= spec.minimum && mark.value <= spec.maximum, "\(scene).\(spec.name) mark \(mark.label)")
                }
            }
        }
    }

    @Test("a frame carries every declared state name, encodes, and draws as SVG", arguments: scenes.map(SceneType.init))
    func framesAreComplete(scene: SceneType) throws {
        for (device, orientation) in Self.screens {
            let screen = try Self.screen(device, orientation)
            let instance = scene.type.init(screen: screen, parameters: [:], at: 0)
            let frame = instance.frame(at: 0)
            #expect(frame.state.keys == scene.type.stateKeys, "\(scene) on \(device) \(orientation)")
            let text = instance.document(seq: 1, time: 0, screen: screen, haptic: nil).jsonText
            let parsed = try JSONParser.parse(text)
            #expect(parsed["nodes"]?.arrayValue?.isEmpty == false)
            let svg = SVGRenderer.document(nodes: frame.nodes, size: screen.size)
            #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        }
    }

    @Test("a scrub to each end and a drag and release of the scroll parameter settle", arguments: scenes.map(SceneType.init))
    func scrubAndReleaseSettle(scene: SceneType) throws {
        let screen = try Self.screen("iphone-x", .portrait)
        var instance = scene.type.init(screen: screen, parameters: [:], at: 0)
        for spec in scene.type.parameters(for: screen) where spec.kind == .number && spec.group == nil {
            // A value may be refused in the scene's current phase (semi-modal pages only in its
            // carousel); a refusal must name itself as such.
            for (value, time) in [(spec.maximum, 1.0), (spec.minimum, 2.0)] {
                do { try instance.set([spec.name: .number(value)], at: time) } catch { #expect(error.kind == .notAllowedNow) }
            }
        }
        #expect(!instance.frame(at: 60).animating, "\(scene) still moves a minute after a scrub")
        guard let dragged = scene.type.parameters(for: screen).first(where: { $0.dragAxis != nil }),
            scene.type.events.contains(where: { $0.name == "drag" })
        else { return }
        let start = instance.presentedParameters(at: 100)[dragged.name]?.number ?? 0
        do {
            try instance.handle(SceneEvent(name: "drag", arguments: ["offset": .number(start)]), at: 100)
        } catch {
            // Dragging may need another phase first (semi-modal's carousel); that is said plainly.
            #expect(error.kind == .notAllowedNow)
            return
        }
        try instance.handle(SceneEvent(name: "drag", arguments: ["offset": .number(start + 120)]), at: 100.1)
        let velocityName = dragged.dragAxis == .x ? "velocityX" : "velocityY"
        try instance.handle(SceneEvent(name: "release", arguments: [velocityName: .number(800)]), at: 100.1)
        #expect(instance.frame(at: 100.2).animating || instance.frame(at: 100.1).state != instance.frame(at: 100).state)
        #expect(!instance.frame(at: 160).animating, "\(scene) still moves a minute after a release")
        let rest = instance.presentedParameters(at: 160)[dragged.name]?.number ?? .nan
        #expect(rest >= dragged.minimum - 1e-9 && rest <= dragged.maximum + 1e-9, "\(scene) rests at \(rest)")
    }
}

/// A scene type as a test argument, named by its id.
struct SceneType: CustomTestStringConvertible, Sendable {
    let type: any Scene.Type
    var testDescription: String { type.id }
}
