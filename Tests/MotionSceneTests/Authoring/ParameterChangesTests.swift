import MotionScene
import Testing

/// `handle(_ changes:)`: which parameters a `set` names, values aside, and a refusal that
/// leaves the scene as it was.
struct ParameterChangesTests {
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
        mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>) throws(SceneError) {
            (sentA, sentB) = (changes[\.a] != nil, changes[\.b] != nil)
            if changes[\.b] == 9 { throw SceneError(.notAllowedNow, "b cannot be 9 now", field: "b") }
        }
        func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
            SceneOutput(state: State(sentA: sentA, sentB: sentB)) {}
        }
    }

    static func scene() throws -> Probe.Runtime {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        return Probe.Runtime(screen: profile.screen(.portrait), parameters: [:], at: 0)
    }

    @Test func aParameterSentWithTheValueItHadCountsAsSent() throws {
        var scene = try Self.scene()
        #expect(scene.frame(at: 0).state["sentA"] == .bool(false))
        try scene.set(["a": .number(1)], at: 1)
        #expect(scene.frame(at: 1).state["sentA"] == .bool(true))
        #expect(scene.frame(at: 1).state["sentB"] == .bool(false))
        try scene.set(["b": .number(3)], at: 2)
        #expect(scene.frame(at: 2).state["sentA"] == .bool(false))
        #expect(scene.frame(at: 2).state["sentB"] == .bool(true))
    }

    @Test func aRefusedChangeLeavesEverythingAsItWas() throws {
        var scene = try Self.scene()
        try scene.set(["a": .number(4)], at: 1)
        let before = (scene.parameters, scene.frame(at: 2))
        #expect(throws: SceneError.self) { try scene.set(["a": .number(5), "b": .number(9)], at: 2) }
        #expect(scene.parameters == before.0)
        #expect(scene.frame(at: 2) == before.1)
    }
}
