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

    /// Cell and detail frames computed here from docs/scenes.md §8: 4 columns of
    /// side (W − 10)/4 with 2-pt spacing and 2-pt insets under the navigation bar; the detail
    /// image W × H/5 under the navigation bar.
    static func expectedFrames(width: Double, height: Double, navBottom: Double, index: Int) -> (cell: [Double], detail: [Double]) {
        let side = (width - 10) / 4
        let cell = [2 + Double(index % 4) * (side + 2), navBottom + 2 + Double(index / 4) * (side + 2), side, side]
        return (cell, [0, navBottom, width, height / 5])
    }

    /// The grid's side and the detail image's height worked out by hand on two widths.
    static let gridCases: [(device: String, side: Double, detailHeight: Double)] = [
        ("iphone-se", 77.5, 113.6), ("iphone-x", 91.25, 162.4),
    ]

    @Test("grid cells are (W − 10)/4 square, 2 pt apart; the detail image W × H/5 under the bar", arguments: gridCases)
    func originalNumbers(device: String, side: Double, detailHeight: Double) throws {
        let frame = try Self.frame(device, direction: "push", time: 0)
        let screen = try Probe.screen(device)
        let navBottom = screen.statusBar + 44
        for (index, x, row) in [(0, 2.0, 0.0), (3, 2 + 3 * (side + 2), 0), (5, 2 + side + 2, 1)] {
            let cell = try #require(frame.node(id: "grid.cell.\(index)")?.frame)
            #expect(abs(cell.x - x) < 1e-9)
            #expect(abs(cell.y - (navBottom + 2 + row * (side + 2))) < 1e-9)
            #expect(abs(cell.width - side) < 1e-9 && abs(cell.height - side) < 1e-9)
        }
        // The fourth column ends 2 pt from the right edge.
        let last = try #require(frame.node(id: "grid.cell.3")?.frame)
        #expect(abs(last.maxX - (screen.width - 2)) < 1e-9)
        let landed = try Self.frame(device, direction: "push", time: 0.45)
        let detail = try #require(landed.node(id: "detail.image")?.frame)
        #expect(detail.y == navBottom)
        #expect(detail.width == screen.width)
        #expect(abs(detail.height - detailHeight) < 1e-9)
    }

    @Test("the flying copy is aspect-fill from the first frame, both ways", arguments: ["push", "pop"])
    func aspectFill(direction: String) throws {
        for time in [0.01, 0.05, 0.2, 0.44] {
            let frame = try Self.frame("iphone-x", direction: direction, time: time)
            #expect(frame.node(id: "transition.image")?.contentMode == .aspectFill, "\(direction) t=\(time)")
        }
    }

    @Test("a push hides the cell's image while the copy flies and removes the copy where it lands")
    func pushKeepsSensibleBehaviour() throws {
        let flying = try Self.frame("iphone-x", direction: "push", time: 0.2)
        #expect(flying.node(id: "grid.cell.4")?.alpha == 0)
        let landed = try Self.frame("iphone-x", direction: "push", time: 0.45)
        #expect(landed.node(id: "transition.image") == nil)
        // It lands under the bar (88), not at twice its height (176) as the original's copy does.
        #expect(Self.rect(landed.state["imageFrame"])[1] == 88)
    }

    @Test(
        "push moves the image from the cell to the detail frame, ease-in after a 0.05 s delay",
        arguments: [("iphone-se", 320.0, 568.0, 64.0), ("iphone-x", 375, 812, 88), ("ipad-10", 820, 1180, 74)])
    func push(device: String, width: Double, height: Double, navBottom: Double) throws {
        let (cell, detail) = Self.expectedFrames(width: width, height: height, navBottom: navBottom, index: 4)
        // docs/physics.md: easeIn(0.25) = 0.093465, easeIn(0.5) = 0.315357.
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
        let (cell, detail) = Self.expectedFrames(width: 375, height: 812, navBottom: 88, index: 7)
        let start = try Self.frame("iphone-x", direction: "pop", time: 0, index: 7)
        for (actual, wanted) in zip(Self.rect(start.state["imageFrame"]), detail) { #expect(abs(actual - wanted) < 1e-9) }
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
