import MotionScene
import Testing

@testable import StandardScenes

struct PushTransitionTests {
    static func scene(_ device: String, direction: String, time: Double) throws -> PushTransitionScene.Runtime {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: device))
        return PushTransitionScene.Runtime(
            screen: profile.screen(.portrait),
            parameters: ["direction": .text(direction), "time": .number(time)], at: 0)
    }

    /// easeInEaseOut at the x values of docs/physics.md's table.
    static let eased: [(x: Double, y: Double)] = [(0, 0), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (1, 1)]

    @Test("present: to from +W to 0, from from 0 to −W", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func present(device: String) throws {
        for (x, y) in Self.eased {
            let frame = try Self.scene(device, direction: "present", time: x * 0.3).frame(at: 0)
            let width = try #require(frame.node(id: "container")).frame.width
            #expect(abs((frame.state["progress"]?.doubleValue ?? .nan) - x) < 1e-9)
            #expect(abs((frame.state["easedProgress"]?.doubleValue ?? .nan) - y) < 1e-6)
            #expect(abs((frame.state["toX"]?.doubleValue ?? .nan) - width * (1 - y)) < 1e-4)
            #expect(abs((frame.state["fromX"]?.doubleValue ?? .nan) + width * y) < 1e-4)
            #expect(frame.node(id: "to")?.frame.x == frame.state["toX"]?.doubleValue)
        }
    }

    @Test("dismiss mirrors present", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func dismiss(device: String) throws {
        for (x, y) in Self.eased {
            let frame = try Self.scene(device, direction: "dismiss", time: x * 0.3).frame(at: 0)
            let width = try #require(frame.node(id: "container")).frame.width
            #expect(abs((frame.state["toX"]?.doubleValue ?? .nan) + width * (1 - y)) < 1e-4)
            #expect(abs((frame.state["fromX"]?.doubleValue ?? .nan) - width * y) < 1e-4)
        }
    }

    @Test("play runs the transition on the session clock and stops animating at 0.30 s")
    func play() throws {
        var scene = try Self.scene("iphone-x", direction: "present", time: 0)
        try scene.handle(SceneEvent(name: "play"), at: 10)
        #expect(scene.frame(at: 10).state["progress"] == 0)
        #expect(scene.frame(at: 10.15).animating)
        #expect(abs((scene.frame(at: 10.15).state["easedProgress"]?.doubleValue ?? .nan) - 0.5) < 1e-9)
        #expect(!scene.frame(at: 10.3).animating)
        #expect(scene.frame(at: 10.3).state["toX"] == 0)
        #expect(scene.parameters["time"] == .number(0.3))
        try scene.set(["time": .number(0.075)], at: 10.1)
        #expect(!scene.frame(at: 10.1).animating)
        #expect(abs((scene.frame(at: 10.1).state["progress"]?.doubleValue ?? .nan) - 0.25) < 1e-9)
    }
}

extension PushTransitionTests {
    @Test("while playing, the presented time parameter follows the playback")
    func presentedTime() throws {
        var scene = try Self.scene("iphone-x", direction: "present", time: 0)
        try scene.handle(SceneEvent(name: "play"), at: 1)
        #expect(scene.presentedParameters(at: 1.1)["time"]?.number.map { abs($0 - 0.1) < 1e-9 } == true)
        #expect(scene.presentedParameters(at: 2)["time"] == .number(0.3))
    }
}
