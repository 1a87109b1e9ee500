import MotionScene
import Testing

/// Which parameter a finger moves and how its drag and release are sent: decided by the server
/// from the scene's declarations, so the page guesses nothing from names or units.
@Suite struct SceneGestureTests {
    static let offset = ParameterSpec.number("scrollY", label: "Scroll", unit: "pt", range: 0...500, default: 0)
    static func release(_ name: String, unit: String) -> EventSpec {
        EventSpec("release", arguments: [.number(name, label: "v", unit: unit, range: -1e4...1e4, default: 0)])
    }
    static let drag = EventSpec("drag", arguments: [.number("offset", label: "o", range: -1e5...1e5, default: 0)])

    @Test(arguments: [
        // (events, drag event, release argument, scale)
        ([drag, release("velocityY", unit: "pt/s")], "drag", "velocityY", 1.0),
        ([drag, release("velocityY", unit: "pt/ms")], "drag", "velocityY", 0.001),
        ([release("velocityY", unit: "pt/s")], nil, "velocityY", 1.0),
        ([drag, release("speed", unit: "pt/s")], "drag", nil, 1.0),
        ([drag, EventSpec("release")], "drag", nil, 1.0),
        ([EventSpec("drag", arguments: [offset, offset])], nil, nil, 1.0),
    ] as [([EventSpec], String?, String?, Double)])
    func dragAndReleaseComeFromTheDeclarations(events: [EventSpec], drag: String?, release: String?, scale: Double) throws {
        let gesture = try #require(SceneGesture(parameters: [Self.offset.dragged(along: .y)], events: events))
        #expect(gesture.parameter == "scrollY")
        #expect(gesture.axis == .y)
        #expect(gesture.drag?.event == drag)
        #expect(gesture.release?.argument == release)
        #expect(abs(gesture.releaseScale - scale) < 1e-12)
    }

    @Test func aSceneWithoutADragAxisHasNoGesture() {
        #expect(SceneGesture(parameters: [Self.offset], events: [Self.drag]) == nil)
        let choice = ParameterSpec.choice("mode", label: "Mode", choices: ["a", "b"], default: "a").dragged(along: .x)
        #expect(SceneGesture(parameters: [choice], events: [Self.drag]) == nil)
    }
}
