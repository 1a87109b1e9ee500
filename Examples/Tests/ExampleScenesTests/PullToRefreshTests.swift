import MotionScene
import Testing

@testable import ExampleScenes

struct PullToRefreshTests {
    static func scene(_ parameters: [String: ParameterValue] = [:]) throws -> PullToRefreshScene.Runtime {
        PullToRefreshScene.Runtime(screen: try ExampleProbe.screen(), parameters: parameters, at: 0)
    }

    /// The scene pulled to `offset` by a finger at t = 1.
    static func pulled(to offset: Double, _ parameters: [String: ParameterValue] = [:]) throws -> PullToRefreshScene.Runtime {
        var scene = try scene(parameters)
        try scene.handle(ExampleProbe.drag(offset), at: 1)
        return scene
    }

    static func spokes(_ frame: SceneFrame) -> Int {
        ExampleProbe.ids(frame.nodes).filter { $0.hasPrefix("spinner.spoke.") }.count
    }

    // The rubber band makes a finger's pull show less; the spokes follow the pull shown, one
    // of the 8 for each eighth of the 80-pt trigger distance.
    @Test("pulling shows the spinner's spokes one by one as a growing arc", arguments: [0.0, -12, -30, -60, -120, -200])
    func growingArc(_ finger: Double) throws {
        let frame = try Self.pulled(to: finger).frame(at: 1)
        let pull = ExampleProbe.number(frame, "pullDistance")
        #expect(pull >= 0 && pull <= -finger)
        let expected = Int((min(pull / 80, 1) * 8).rounded(.up))
        #expect(Self.spokes(frame) == expected)
        #expect(frame.state["refreshing"] == .bool(false))
    }

    @Test("a release short of the trigger bounces back without refreshing")
    func shortPull() throws {
        var scene = try Self.pulled(to: -60)
        #expect(ExampleProbe.number(scene.frame(at: 1), "pullDistance") < 80)
        try scene.handle(ExampleProbe.release(), at: 1)
        #expect(scene.frame(at: 1.2).state["refreshing"] == .bool(false))
        let settled = scene.frame(at: 4)
        #expect(!settled.animating)
        #expect(ExampleProbe.number(settled, "pullDistance") == 0)
        #expect(Self.spokes(settled) == 0)
    }

    @Test("a release past the trigger holds the content at the spinner's height while it turns, then springs back")
    func refresh() throws {
        var scene = try Self.pulled(to: -200)
        let pulled = ExampleProbe.number(scene.frame(at: 1), "pullDistance")
        #expect(pulled >= 80)
        try scene.handle(ExampleProbe.release(), at: 1)
        // Nothing jumps at the release.
        #expect(abs(ExampleProbe.number(scene.frame(at: 1), "pullDistance") - pulled) < 1e-9)
        let holding = scene.frame(at: 2)
        #expect(holding.state["refreshing"] == .bool(true))
        #expect(holding.animating)
        #expect(abs(ExampleProbe.number(holding, "pullDistance") - 60) < 0.5)
        #expect(Self.spokes(holding) == 8)
        #expect(ExampleProbe.number(holding, "spinnerAngle") > ExampleProbe.number(scene.frame(at: 1.5), "spinnerAngle"))
        let settled = scene.frame(at: 6)
        #expect(settled.state["refreshing"] == .bool(false))
        #expect(!settled.animating)
        #expect(ExampleProbe.number(settled, "pullDistance") == 0)
    }

    @Test("the spring back is MotionCore's spring from the hold height", arguments: [0.05, 0.1, 0.2, 0.4])
    func springBack(_ elapsed: Double) throws {
        var scene = try Self.pulled(to: -200)
        try scene.handle(ExampleProbe.release(), at: 1)
        let end = 1 + 1.5
        let spring = try Spring(response: 0.4, dampingFraction: 1)
        let expected = SpringMotion(spring: spring, initialDisplacement: 60, initialVelocity: 0).displacement(at: elapsed)
        #expect(abs(ExampleProbe.number(scene.frame(at: end + elapsed), "holdInset") - expected) < 1e-9)
    }

    @Test("the refresh lasts as long as tuned", arguments: [0.5, 3.0])
    func tunedDuration(_ seconds: Double) throws {
        var scene = try Self.pulled(to: -200, ["tuning.refreshSeconds": .number(seconds)])
        try scene.handle(ExampleProbe.release(), at: 1)
        #expect(scene.frame(at: 1 + seconds - 0.01).state["refreshing"] == .bool(true))
        #expect(scene.frame(at: 1 + seconds + 0.01).state["refreshing"] == .bool(false))
    }

    @Test("a second release while refreshing does not start another refresh")
    func noSecondRefresh() throws {
        var scene = try Self.pulled(to: -200)
        try scene.handle(ExampleProbe.release(), at: 1)
        try scene.handle(ExampleProbe.drag(-400), at: 1.5)
        try scene.handle(ExampleProbe.release(), at: 1.5)
        #expect(scene.frame(at: 2.6).state["refreshing"] == .bool(false))
    }
}
