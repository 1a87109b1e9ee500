import Testing

@testable import MotionScene
@testable import StandardScenes

/// A type that declares `HoldsNoMotion` is skipped by the search behind a frame's `animating`;
/// a wrong declaration would stop the clock while something moves. Every scene is driven
/// through every parameter and event (the golden test's script), and at each input and while
/// it plays out, the search that trusts the declarations answers as the one that looks inside.
struct MotionDeclarationTests {
    static let scenes: [any Scene.Type] = StandardScenes.all.map { $0.sceneType }

    @Test("declared motion-free types hold no motion", arguments: scenes.map(SceneType.init))
    func declarationsHold(scene: SceneType) throws {
        let screen = try Probe.screen("iphone-x", .portrait)
        let specs = scene.type.parameters(for: screen)
        var value = scene.type.init(screen: screen, parameters: scene.type.defaultParameters(for: screen), at: 0)
        for (step, input) in FrameBytesGoldenTests.inputs(specs: specs, events: scene.type.events).enumerated() {
            let time = Double(step) * 10 / 60
            switch input {
            case .set(let changes): try? value.set(changes, at: time)
            case .event(let event): try? value.handle(event, at: time)
            }
            let check = try #require(value as? any MotionDeclarationsCheck)
            for offset in [0.0, 2.0 / 60, 5.0 / 60, 9.0 / 60] {
                let answers = check.motionAnswers(at: time + offset)
                #expect(answers.trusting == answers.searching, "\(scene) after input \(step) at +\(offset) s")
            }
        }
    }
}
