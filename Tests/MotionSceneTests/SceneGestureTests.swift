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
        let gesture = try #require(SceneGesture.all(parameters: [Self.offset.dragged(along: .y)], events: events).first)
        #expect(gesture.parameter == "scrollY")
        #expect(gesture.axis == .y)
        #expect(gesture.drag?.event == drag)
        #expect(gesture.release?.argument == release)
        #expect(abs(gesture.releaseScale - scale) < 1e-12)
    }

    @Test func aSceneWithoutADragAxisHasNoGesture() {
        #expect(SceneGesture.all(parameters: [Self.offset], events: [Self.drag]).isEmpty)
        let choice = ParameterSpec.choice("mode", label: "Mode", choices: ["a", "b"], default: "a").dragged(along: .x)
        #expect(SceneGesture.all(parameters: [choice], events: [Self.drag]).isEmpty)
    }

    /// A carousel beside a card's list: each value a finger can move, through its own events.
    @Test func aSecondDraggedValueGoesThroughTheEventsItNames() {
        let carousel = ParameterSpec.number("carouselX", label: "x", range: 0...900, default: 0).dragged(along: .x)
        let list = Self.offset.dragged(along: .y, events: .init(drag: "dragList", release: "releaseList"))
        let unnamed = ParameterSpec.number("other", label: "o", range: 0...1, default: 0).dragged(along: .y)
        let events = [
            Self.drag, Self.release("velocityX", unit: "pt/s"),
            EventSpec("dragList", arguments: Self.drag.arguments), EventSpec("releaseList", arguments: Self.release("velocityY", unit: "pt/s").arguments),
        ]
        let gestures = SceneGesture.all(parameters: [carousel, list, unnamed], events: events)
        #expect(gestures.map(\.parameter) == ["carouselX", "scrollY"], "a second value without its own events has no gesture")
        #expect(gestures.map(\.axis) == [.x, .y])
        #expect(gestures.map { $0.drag?.event } == ["drag", "dragList"])
        #expect(gestures.map { $0.release?.event } == ["release", "releaseList"])
    }
}
