import Foundation
import Testing

@testable import MotionScene

/// The authoring API through the server's `Scene` protocol, on a scene written in a test from
/// nothing (`StretchyHeaderScene`).
struct SceneDefinitionTests {
    typealias Header = StretchyHeaderScene.Runtime

    static let screen = ReferenceScreen.screen
    /// docs/physics.md: λ = 1000·ln d for the normal deceleration rate d = 0.998.
    static let lambda = 1000 * log(0.998)

    static func state(_ scene: Header, at time: Double) -> JSONObject { scene.frame(at: time).state }

    static func number(_ scene: Header, _ key: String, at time: Double) -> Double {
        state(scene, at: time)[key]?.doubleValue ?? .nan
    }

    @Test("names come from the declarations: parameters, tunables, state, events")
    func namesAreDerived() {
        let specs = Header.parameters(for: Self.screen)
        #expect(specs.map(\.name) == ["scrollY", "barColor", "tuning.imageHeight", "tuning.pulseSeconds", "tuning.pulseCurve"])
        #expect(specs.map(\.group) == [nil, nil, "tuning", "tuning", "tuning"])
        #expect(specs[0].dragAxis == .y)
        #expect(specs[0].minimum == -200 && specs[0].maximum == 2000 - Self.screen.height)
        #expect(specs[1].kind == .color && specs[1].defaultValue == .text("#76b6e2"))
        #expect(specs[4].kind == .choice && specs[4].defaultValue == .text("easeOut"))
        #expect(Header.stateKeys == ["imageHeight", "barAlpha", "buttonScale", "pulled"])
        #expect(Header.events.map(\.name) == ["pulse", "drag", "release"])
        #expect(Header.events.last?.arguments.map(\.name) == ["velocityY"])
        #expect(Header.id == "stretchy-header")
    }

    @Test("typed parameters reach the scene and come back as values", arguments: [-120.0, 0, 100, 900])
    func typedParametersRoundTrip(scrollY: Double) {
        let scene = Header(screen: Self.screen, parameters: ["scrollY": .number(scrollY), "barColor": .text("#ff0000")], at: 0)
        #expect(scene.parameters["scrollY"] == .number(scrollY))
        #expect(scene.parameters["barColor"] == .text("#ff0000"))
        #expect(scene.parameters["tuning.imageHeight"] == .number(240))
        let frame = scene.frame(at: 0)
        #expect(Self.number(scene, "imageHeight", at: 0) == 240 + max(-scrollY, 0))
        #expect(frame.state["pulled"] == .bool(scrollY < 0))
        #expect(frame.node(id: "bar")?.fill == .color("#ff0000"))
        #expect((frame.node(id: "pull") != nil) == (scrollY < 0))
    }

    @Test("a drag past the top rubber-bands; the release springs back and settles")
    func dragAndBounce() throws {
        var scene = Header(screen: Self.screen, parameters: [:], at: 0)
        try scene.handle(SceneEvent(name: "drag", arguments: ["offset": .number(0)]), at: 1)
        try scene.handle(SceneEvent(name: "drag", arguments: ["offset": .number(-300)]), at: 1.1)
        let pulled = scene.presentedParameters(at: 1.1)["scrollY"]?.number ?? .nan
        #expect(pulled < 0 && pulled > -300, "rubber band shows less than the finger's 300 pt")
        try scene.handle(SceneEvent(name: "release", arguments: ["velocityY": .number(0)]), at: 1.1)
        #expect(scene.frame(at: 1.2).animating)
        #expect(scene.parameters["scrollY"] == .number(0), "the slider rests where the bounce ends")
        let settled = scene.frame(at: 10)
        #expect(!settled.animating)
        #expect(abs((scene.presentedParameters(at: 10)["scrollY"]?.number ?? .nan)) < 1e-6)
    }

    @Test("a fling decelerates by the scroll model and rests where docs/physics.md puts it")
    func flingRestsAtTheProjection() throws {
        var scene = Header(screen: Self.screen, parameters: ["scrollY": .number(300)], at: 0)
        try scene.handle(SceneEvent(name: "drag", arguments: ["offset": .number(300)]), at: 0)
        try scene.handle(SceneEvent(name: "release", arguments: ["velocityY": .number(500)]), at: 0)
        let expected = 300 - 500 / Self.lambda
        #expect(abs((scene.parameters["scrollY"]?.number ?? .nan) - expected) < 1e-6)
        #expect(abs((scene.presentedParameters(at: 30)["scrollY"]?.number ?? .nan) - expected) < 1e-3)
    }

    @Test("a typed event starts an animation the API keeps and reports as motion")
    func eventAnimation() throws {
        var scene = Header(screen: Self.screen, parameters: [:], at: 0)
        try scene.handle(SceneEvent(name: "pulse", arguments: ["scale": .number(1.2)]), at: 1)
        // docs/physics.md: easeOut(0.5) = 0.684643.
        #expect(abs(Self.number(scene, "buttonScale", at: 1.15) - (1 + 0.2 * 0.684643)) < 1e-6)
        #expect(scene.frame(at: 1.15).animating)
        #expect(Self.number(scene, "buttonScale", at: 1.3) == 1.2)
        #expect(!scene.frame(at: 1.3).animating)
    }

    @Test("an event the scene does not declare is refused and changes nothing")
    func unknownEvent() {
        var scene = Header(screen: Self.screen, parameters: [:], at: 0)
        let before = scene.frame(at: 0)
        #expect(throws: SceneError.self) { try scene.handle(SceneEvent(name: "shake"), at: 0) }
        #expect(scene.frame(at: 0) == before)
    }

    @Test("a tunable recomputes the frame and keeps the parameters")
    func tunableChangesTheFrame() throws {
        var scene = Header(screen: Self.screen, parameters: ["scrollY": .number(-50)], at: 0)
        try scene.set(["tuning.imageHeight": .number(300)], at: 1)
        #expect(Self.number(scene, "imageHeight", at: 1) == 350)
        #expect(scene.parameters["scrollY"] == .number(-50))
        #expect(scene.presentedParameters(at: 1)["tuning.imageHeight"] == .number(300))
        try scene.set(["tuning.pulseSeconds": .number(1), "tuning.pulseCurve": .text("linear")], at: 2)
        try scene.handle(SceneEvent(name: "pulse", arguments: ["scale": .number(1.5)]), at: 2)
        #expect(abs(Self.number(scene, "buttonScale", at: 2.5) - 1.25) < 1e-9, "linear, 1 s: half way at 0.5 s")
    }

    /// A frame publishes the tunings read once per tuning (`PublishedReaders.Tuned`): after each
    /// retune they are the new values, the same as the dictionary path gives.
    @Test("published tunables follow every retune")
    func publishedTunablesFollowRetunes() throws {
        var scene = Header(screen: Self.screen, parameters: [:], at: 0)
        let names = Header.parameters(for: Self.screen).map(\.name)
        func published(at time: Double) -> [String: ParameterValue] {
            Dictionary(uniqueKeysWithValues: scene.publishedFrame(names, at: time).parameters.map { ($0.name, $0.value) })
        }
        #expect(published(at: 0)["tuning.imageHeight"] == .number(240))
        try scene.set(["tuning.imageHeight": .number(300)], at: 1)
        #expect(published(at: 1)["tuning.imageHeight"] == .number(300))
        try scene.set(["tuning.pulseCurve": .text("linear"), "scrollY": .number(-20)], at: 2)
        #expect(published(at: 2)["tuning.pulseCurve"] == .text("linear"))
        #expect(published(at: 2) == scene.presentedParameters(at: 2))
        #expect(scene.publishedFrame(names, at: 2).parameters.map(\.name) == names)
    }

    @Test(
        "Copy as Swift writes only the tuned values",
        arguments: [
            ([:], "StretchyHeaderScene.Tuning()"),
            (["tuning.imageHeight": ParameterValue.number(300)], "StretchyHeaderScene.Tuning().with { $0.imageHeight = 300 }"),
            (
                ["tuning.pulseSeconds": .number(0.45), "tuning.pulseCurve": .text("linear")],
                "StretchyHeaderScene.Tuning().with { $0.pulseSeconds = 0.45; $0.pulseCurve = .linear }"
            ),
        ] as [([String: ParameterValue], String)])
    func tuningLiteral(changes: [String: ParameterValue], literal: String) throws {
        var scene = Header(screen: Self.screen, parameters: [:], at: 0)
        try scene.set(changes, at: 0)
        #expect(scene.tuningLiteral == literal)
    }

    @Test("the tuning literal, compiled, is the tuning the scene runs with")
    func tuningLiteralMeansWhatItSays() {
        let tuned = StretchyHeaderScene.Tuning().with { $0.pulseSeconds = 0.45; $0.pulseCurve = .linear }
        var expected = StretchyHeaderScene.Tuning()
        expected.pulseSeconds = 0.45
        expected.pulseCurve = .linear
        #expect(tuned == expected)
    }
}
