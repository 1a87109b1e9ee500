import MotionScene
import Testing

/// `SceneContext.sent(_:)`: which parameters the input being applied carried, values aside.
struct SceneContextSentTests {
    struct Probe: SceneDefinition {
        static let info = SceneInfo(id: "probe", title: "Probe")
        struct Parameters: SceneParameters { var a = 1.0; var b = 2.0 }
        struct State: SceneState { var sentA, sentB: Bool }
        static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
            [.number(\.a, "A", range: 0...10), .number(\.b, "B", range: 0...10)]
        }
        var sentA = false
        var sentB = false
        init(_ context: SceneContext<Self>) {}
        mutating func parametersChanged(_ context: inout SceneContext<Self>) {
            (sentA, sentB) = (context.sent(\.a), context.sent(\.b))
        }
        func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
            SceneOutput(state: State(sentA: sentA, sentB: sentB)) {}
        }
    }

    @Test func aParameterSentWithTheValueItHadCountsAsSent() throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        var scene = Probe.Runtime(screen: profile.screen(.portrait), parameters: [:], at: 0)
        #expect(scene.frame(at: 0).state["sentA"] == .bool(false))
        try scene.set(["a": .number(1)], at: 1)
        #expect(scene.frame(at: 1).state["sentA"] == .bool(true))
        #expect(scene.frame(at: 1).state["sentB"] == .bool(false))
        try scene.set(["b": .number(3)], at: 2)
        #expect(scene.frame(at: 2).state["sentA"] == .bool(false))
        #expect(scene.frame(at: 2).state["sentB"] == .bool(true))
    }
}
