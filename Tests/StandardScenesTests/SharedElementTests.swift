import MotionScene
import Testing

@testable import StandardScenes

struct SharedElementTests {
    static func frame(_ device: String, direction: String, time: Double, index: Int = 4) throws -> SceneFrame {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: device))
        return SharedElementScene.Runtime(
            screen: profile.screen(.portrait),
            parameters: ["direction": .text(direction), "time": .number(time), "selectedIndex": .number(Double(index))], at: 0
        ).frame(at: 0)
    }

    static func rect(_ value: JSONValue?) -> [Double] {
        value?.arrayValue?.compactMap(\.doubleValue) ?? []
    }

    /// Cell and detail frames computed here from §8's numbers: 3 columns with 1-pt gaps under
    /// the navigation bar; the detail image W wide and 0.75 W tall under the navigation bar.
    static func expectedFrames(width: Double, navBottom: Double, index: Int) -> (cell: [Double], detail: [Double]) {
        let side = (width - 2) / 3
        let cell = [Double(index % 3) * (side + 1), navBottom + Double(index / 3) * (side + 1), side, side]
        return (cell, [0, navBottom, width, width * 0.75])
    }

    @Test(
        "push moves the image from the cell to the detail frame, ease-in after a 0.05 s delay",
        arguments: [("iphone-se", 320.0, 64.0), ("iphone-x", 375, 88), ("ipad-10", 820, 74)])
    func push(device: String, width: Double, navBottom: Double) throws {
        let (cell, detail) = Self.expectedFrames(width: width, navBottom: navBottom, index: 4)
        // physics.md: easeIn(0.25) = 0.093465, easeIn(0.5) = 0.315357.
        for (time, eased) in [(0.0, 0.0), (0.05, 0.0), (0.15, 0.093465), (0.25, 0.315357), (0.45, 1.0)] {
            let frame = try Self.frame(device, direction: "push", time: time)
            let expected = zip(cell, detail).map { $0 + ($1 - $0) * eased }
            for (actual, wanted) in zip(Self.rect(frame.state["imageFrame"]), expected) {
                // The reference values carry 6 decimals: ±5e-7 of a ~700-pt travel is 4e-4 pt.
                #expect(abs(actual - wanted) < 1e-3, "t=\(time)")
            }
            #expect(abs((frame.state["detailAlpha"]?.doubleValue ?? .nan) - eased) < 1e-6)
            #expect(frame.state["cellImageHidden"] == .bool(time > 0))
        }
    }

    @Test("pop reverses it and shows the cell image again at the end")
    func pop() throws {
        let (cell, detail) = Self.expectedFrames(width: 375, navBottom: 88, index: 7)
        let start = try Self.frame("iphone-x", direction: "pop", time: 0, index: 7)
        #expect(Self.rect(start.state["imageFrame"]) == detail)
        #expect(start.state["detailAlpha"] == 1)
        #expect(start.state["cellImageHidden"] == .bool(true))
        let end = try Self.frame("iphone-x", direction: "pop", time: 0.45, index: 7)
        for (actual, wanted) in zip(Self.rect(end.state["imageFrame"]), cell) { #expect(abs(actual - wanted) < 1e-9) }
        #expect(end.state["detailAlpha"] == 0)
        #expect(end.state["cellImageHidden"] == .bool(false))
        #expect(end.node(id: "transition.image") == nil)
        #expect(try Self.frame("iphone-x", direction: "pop", time: 0.2, index: 7).node(id: "transition.image") != nil)
    }
}

extension SharedElementTests {
    @Test("play runs push on the session clock, delay first, and rests at the end")
    func play() throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        var scene = SharedElementScene.Runtime(screen: profile.screen(.portrait), parameters: [:], at: 0)
        try scene.handle(SceneEvent(name: "play"), at: 10)
        #expect(abs(scene.frame(at: 10.05).state["progress"]?.doubleValue ?? .nan) < 1e-9)
        #expect(abs((scene.frame(at: 10.25).state["progress"]?.doubleValue ?? .nan) - 0.5) < 1e-9)
        #expect(scene.frame(at: 10.25).animating)
        #expect(scene.presentedParameters(at: 10.25)["time"]?.number.map { abs($0 - 0.25) < 1e-9 } == true)
        #expect(scene.frame(at: 10.449).animating)
        #expect(!scene.frame(at: 10.451).animating)
        #expect(scene.frame(at: 10.451).state["detailAlpha"] == 1)
        #expect(scene.parameters["time"] == .number(0.45))
    }
}
