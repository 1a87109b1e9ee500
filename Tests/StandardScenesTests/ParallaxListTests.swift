import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct ParallaxListTests {
    static func scene(_ screen: Screen, scrollY: Double = 0, at time: Double = 0) -> ParallaxListScene.Runtime {
        ParallaxListScene.Runtime(screen: screen, parameters: ["scrollY": .number(scrollY)], at: time)
    }

    /// The visible cells' entries of the state, by index.
    static func cells(_ frame: SceneFrame) -> [Int: JSONValue] {
        var result: [Int: JSONValue] = [:]
        for cell in frame.state["visibleCells"]?.arrayValue ?? [] {
            if let index = cell["index"]?.doubleValue { result[Int(index)] = cell }
        }
        return result
    }

    static func opacity(_ frame: SceneFrame, _ index: Int) -> Double {
        cells(frame)[index]?["opacity"]?.doubleValue ?? .nan
    }

    @Test("visible cells, cellOffsetFactor and pixelOffset follow §4 at every offset", arguments: Probe.screens)
    func formulas(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        // Written out from §4: T under the navigation bar, Ht down to the bottom inset.
        let top = screen.statusBar + screen.device.navigationBar
        let tableHeight = screen.height - top - screen.safeArea.bottom
        let maximum = 20 * 200 - tableHeight
        #expect(ParallaxListScene.Runtime.parameters(for: screen).first?.maximum == maximum)
        for scrollY in [0, 137.5, 1000, maximum / 2, maximum] {
            let frame = Self.scene(screen, scrollY: scrollY).frame(at: 10)
            let cells = Self.cells(frame)
            let expectedVisible = (0..<20).filter { index in
                let y = top + Double(index) * 200 - scrollY
                return y < top + tableHeight && y + 200 > top
            }
            #expect(cells.keys.sorted() == expectedVisible, "\(device) \(scrollY)")
            for index in expectedVisible {
                let y = top + Double(index) * 200 - scrollY
                let factor = (y + 200) / (tableHeight + 200)
                let pixel = (1 - min(max(factor, 0), 1)) * 150
                #expect(abs((cells[index]?["cellOffsetFactor"]?.doubleValue ?? .nan) - factor) < 1e-12)
                #expect(abs((cells[index]?["pixelOffset"]?.doubleValue ?? .nan) - pixel) < 1e-9)
                let image = try #require(frame.node(id: "cell.\(index).image"))
                #expect(abs(image.frame.y + pixel) < 1e-9)
                #expect(image.frame.height == 350)
                #expect(frame.node(id: "cell.\(index)")?.clip == true)
            }
        }
    }

    @Test("cells on screen at load fade in: 0 through 0.08 s, then ease-in over 0.36 s", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func initialFade(device: String) throws {
        let scene = Self.scene(try Probe.screen(device), at: 2)
        #expect(Self.opacity(scene.frame(at: 2.05), 0) == 0)
        // physics.md: easeIn(0.25) = 0.093465, (0.5) = 0.315357.
        #expect(abs(Self.opacity(scene.frame(at: 2.08 + 0.09), 0) - 0.093465) < 1e-6)
        #expect(abs(Self.opacity(scene.frame(at: 2.08 + 0.18), 1) - 0.315357) < 1e-6)
        #expect(scene.frame(at: 2.3).animating)
        #expect(Self.opacity(scene.frame(at: 2.441), 0) == 1)
        #expect(!scene.frame(at: 2.441).animating)
    }

    @Test("scrubbing fades in the cells that came into view, and fades them in again on the way back")
    func scrubFades() throws {
        var scene = Self.scene(try Probe.screen("iphone-x"))
        try scene.set(["scrollY": .number(1000)], at: 5)
        let moved = scene.frame(at: 5 + 0.08 + 0.18)
        // Cell 5 (y = T + 1000 − 1000) is new on screen; cells 0…3 left it.
        #expect(abs(Self.opacity(moved, 5) - 0.315357) < 1e-6)
        #expect(Self.cells(moved)[0] == nil)
        // A small scrub keeps the cells that stay on screen as they were.
        try scene.set(["scrollY": .number(1010)], at: 6)
        #expect(Self.opacity(scene.frame(at: 6.01), 5) == 1)
        try scene.set(["scrollY": .number(0)], at: 7)
        #expect(Self.opacity(scene.frame(at: 7.05), 0) == 0)
        #expect(abs(Self.opacity(scene.frame(at: 7.08 + 0.09), 0) - 0.093465) < 1e-6)
    }

    @Test("a fling fades in each cell from the exact time it enters, not from a frame time", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func flingFades(device: String) throws {
        let screen = try Probe.screen(device)
        let top = screen.statusBar + screen.device.navigationBar
        let tableHeight = screen.height - top - screen.safeArea.bottom
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("release", ["velocityY": 2500]), at: 1)
        // Cells entering from below while the fling decays: scrollY passes i·Hc − Ht at
        // t = ln(1 + (L − x0)·λ/v0)/λ after the release (physics.md's decay solved for t).
        let rest = Probe.projectedRest(0, 2500)
        var checked = 0
        for index in 0..<20 {
            let level = Double(index) * 200 - tableHeight
            guard level > 0, level < rest - 1 else { continue }
            let entry = 1 + log(1 + level * Probe.lambda / 2500) / Probe.lambda
            let frame = scene.frame(at: entry + 0.08 + 0.18)
            if Self.cells(frame)[index] != nil {
                #expect(abs(Self.opacity(frame, index) - 0.315357) < 1e-6, "\(device) cell \(index)")
                checked += 1
            }
            #expect(Self.opacity(scene.frame(at: entry + 0.079), index) == 0 || Self.cells(scene.frame(at: entry + 0.079))[index] == nil)
        }
        #expect(checked >= 2)
        let settled = scene.frame(at: 10)
        #expect(!settled.animating)
        #expect(abs((scene.presentedParameters(at: 10)["scrollY"]?.number ?? .nan) - rest) < 1e-9)
    }

    @Test("a fling that ends past the bottom bounces back to the end")
    func bounce() throws {
        let screen = try Probe.screen("iphone-x")
        let maximum = try #require(ParallaxListScene.Runtime.parameters(for: screen).first?.maximum)
        var scene = Self.scene(screen, scrollY: maximum - 300)
        try scene.handle(Probe.event("release", ["velocityY": 3000]), at: 0)
        #expect((scene.presentedParameters(at: 0.4)["scrollY"]?.number ?? 0) > maximum)
        #expect(scene.presentedParameters(at: 6)["scrollY"] == .number(maximum))
        #expect(!scene.frame(at: 6).animating)
    }
}
