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

    /// Every row's top in the table's content (y + scrollY), read from frames down the list:
    /// the fling test needs them, the row heights themselves are checked in `originalNumbers`.
    static func rowTops(_ screen: Screen) -> [Double] {
        let maximum = ParallaxListScene.Runtime.parameters(for: screen).first?.maximum ?? 0
        var tops: [Int: Double] = [:]
        for scrollY in Array(stride(from: 0, through: maximum, by: 100)) + [maximum] {
            for (index, cell) in cells(scene(screen, scrollY: scrollY).frame(at: 10)) {
                tops[index] = (cell["y"]?.doubleValue ?? .nan) + scrollY
            }
        }
        return tops.sorted { $0.key < $1.key }.map(\.value)
    }

    /// One row at one offset, with the numbers written out from docs/scenes.md §4
    /// and the cell xib: T = statusBar + 44 + 48, Ht = H − T − bottom inset, and the row's
    /// height Hc = 15 + (W − 30)/2 + 8 + 30 + 9.5 + 18·titleLines + 8 + 20·descriptionLines
    /// + 15 + 34 + 16. The demo rows' titles fit one line; their descriptions (IPAGothic: one
    /// em per Japanese character, so 24 characters a line at W = 320, 28 at W = 375) take
    /// 3, 2, 3 lines at 320 and 3, 2, 2 lines at 375 (58, 45 and 51 characters).
    struct RowCase: Sendable, CustomTestStringConvertible {
        var device: String
        var row: Int
        var scrollY: Double
        /// The row's top in the table's coordinates, and its height.
        var y, rowHeight, tableHeight: Double
        var testDescription: String { "\(device) row \(row) at \(scrollY)" }
    }

    // iphone-se: T = 20 + 44 + 48 = 112, Ht = 568 − 112 = 456; Hc = 15 + 145 + 8 + 30 + 9.5
    // + 18 + 8 + 20·lines + 15 + 34 + 16 = 358.5 (3 lines) or 338.5 (2 lines).
    // iphone-x: T = 44 + 44 + 48 = 136, Ht = 812 − 136 − 34 = 642; Hc = 15 + 172.5 + 8 + 30
    // + 9.5 + 18 + 8 + 20·lines + 15 + 34 + 16 = 386 (3 lines) or 366 (2 lines).
    static let rowCases: [RowCase] = [
        RowCase(device: "iphone-se", row: 0, scrollY: 0, y: 0, rowHeight: 358.5, tableHeight: 456),
        RowCase(device: "iphone-se", row: 0, scrollY: 200, y: -200, rowHeight: 358.5, tableHeight: 456),
        RowCase(device: "iphone-se", row: 1, scrollY: 0, y: 358.5, rowHeight: 338.5, tableHeight: 456),
        RowCase(device: "iphone-se", row: 1, scrollY: 300, y: 58.5, rowHeight: 338.5, tableHeight: 456),
        RowCase(device: "iphone-se", row: 2, scrollY: 500, y: 197, rowHeight: 358.5, tableHeight: 456),
        RowCase(device: "iphone-x", row: 0, scrollY: 0, y: 0, rowHeight: 386, tableHeight: 642),
        RowCase(device: "iphone-x", row: 0, scrollY: 300, y: -300, rowHeight: 386, tableHeight: 642),
        RowCase(device: "iphone-x", row: 1, scrollY: 0, y: 386, rowHeight: 366, tableHeight: 642),
        RowCase(device: "iphone-x", row: 1, scrollY: 300, y: 86, rowHeight: 366, tableHeight: 642),
        RowCase(device: "iphone-x", row: 1, scrollY: 600, y: -214, rowHeight: 366, tableHeight: 642),
        RowCase(device: "iphone-x", row: 2, scrollY: 300, y: 452, rowHeight: 366, tableHeight: 642),
    ]

    @Test("a row's y, height, factor and pixel offset at the original's numbers", arguments: rowCases)
    func originalNumbers(_ row: RowCase) throws {
        let frame = Self.scene(try Probe.screen(row.device), scrollY: row.scrollY).frame(at: 10)
        #expect(Probe.number(frame, "tableHeight") == row.tableHeight)
        let cell = try #require(Self.cells(frame)[row.row])
        #expect(cell["y"]?.doubleValue == row.y)
        #expect(cell["height"]?.doubleValue == row.rowHeight)
        // No +T: y is in the table's own coordinates.
        let factor = (row.y + row.rowHeight) / (row.tableHeight + row.rowHeight)
        let pixelOffset = (1 - min(max(factor, 0), 1)) * 2 * 75
        #expect(abs((cell["cellOffsetFactor"]?.doubleValue ?? .nan) - factor) < 1e-12)
        #expect(abs((cell["pixelOffset"]?.doubleValue ?? .nan) - pixelOffset) < 1e-9)
        // The image slides inside a (W − 30) × (W − 30)/2 wrapper inset 15, and is 150 taller.
        let width = try Probe.screen(row.device).width
        let wrapper = try #require(frame.node(id: "cell.\(row.row).wrapper"))
        #expect(wrapper.frame == Rect(x: 15, y: 15, width: width - 30, height: (width - 30) / 2))
        #expect(wrapper.clip == true)
        let image = try #require(frame.node(id: "cell.\(row.row).image"))
        #expect(abs(image.frame.y + pixelOffset) < 1e-9)
        #expect(image.frame.height == (width - 30) / 2 + 150)
    }

    @Test("every visible row follows §4's formulas, back to back, on every profile", arguments: Probe.screens)
    func formulas(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        // Written out from docs/scenes.md §4: T under the navigation bar and the 48-pt strip.
        let top = screen.statusBar + screen.device.navigationBar + 48
        let tableHeight = screen.height - top - screen.safeArea.bottom
        let maximum = try #require(ParallaxListScene.Runtime.parameters(for: screen).first?.maximum)
        for scrollY in [0, 137.5, 1000, maximum / 2, maximum] {
            let frame = Self.scene(screen, scrollY: scrollY).frame(at: 10)
            #expect(Probe.number(frame, "tableHeight") == tableHeight)
            let cells = Self.cells(frame).sorted { $0.key < $1.key }
            #expect(!cells.isEmpty)
            for (position, (index, cell)) in cells.enumerated() {
                let y = cell["y"]?.doubleValue ?? .nan
                let height = cell["height"]?.doubleValue ?? .nan
                // On screen: overlapping (0, Ht); the rows follow each other with no gap.
                #expect(y < tableHeight && y + height > 0, "\(device) \(scrollY) row \(index)")
                if position + 1 < cells.count {
                    #expect(cells[position + 1].key == index + 1)
                    #expect(abs((cells[position + 1].value["y"]?.doubleValue ?? .nan) - (y + height)) < 1e-9)
                }
                let factor = (y + height) / (tableHeight + height)
                let pixel = (1 - min(max(factor, 0), 1)) * 150
                #expect(abs((cell["cellOffsetFactor"]?.doubleValue ?? .nan) - factor) < 1e-12)
                #expect(abs((cell["pixelOffset"]?.doubleValue ?? .nan) - pixel) < 1e-9)
            }
            // The first row on screen begins at or above the table's top, the last reaches its bottom.
            #expect((cells.first?.value["y"]?.doubleValue ?? .nan) <= 0)
        }
    }

    @Test("cells on screen at load fade in: 0 through 0.08 s, then ease-in over 0.36 s", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func initialFade(device: String) throws {
        let scene = Self.scene(try Probe.screen(device), at: 2)
        #expect(Self.opacity(scene.frame(at: 2.05), 0) == 0)
        // docs/physics.md: easeIn(0.25) = 0.093465, (0.5) = 0.315357.
        #expect(abs(Self.opacity(scene.frame(at: 2.08 + 0.09), 0) - 0.093465) < 1e-6)
        #expect(abs(Self.opacity(scene.frame(at: 2.08 + 0.18), 1) - 0.315357) < 1e-6)
        #expect(scene.frame(at: 2.3).animating)
        #expect(Self.opacity(scene.frame(at: 2.441), 0) == 1)
        #expect(!scene.frame(at: 2.441).animating)
    }

    @Test("scrubbing fades in the cells that came into view, and fades them in again on the way back")
    func scrubFades() throws {
        var scene = Self.scene(try Probe.screen("iphone-x"))
        // iphone-x (see rowCases): rows start at 0, 386, 752; Ht = 642. At 400 row 2 (y = 352)
        // is new on screen and row 0 (y = −400, 386 tall) has left it.
        try scene.set(["scrollY": .number(400)], at: 5)
        let moved = scene.frame(at: 5 + 0.08 + 0.18)
        #expect(abs(Self.opacity(moved, 2) - 0.315357) < 1e-6)
        #expect(Self.cells(moved)[0] == nil)
        // A small scrub keeps the rows that stay on screen as they were.
        try scene.set(["scrollY": .number(410)], at: 6)
        #expect(Self.opacity(scene.frame(at: 6.01), 2) == 1)
        try scene.set(["scrollY": .number(0)], at: 7)
        #expect(Self.opacity(scene.frame(at: 7.05), 0) == 0)
        #expect(abs(Self.opacity(scene.frame(at: 7.08 + 0.09), 0) - 0.093465) < 1e-6)
    }

    @Test("a fling fades in each cell from the exact time it enters, not from a frame time", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func flingFades(device: String) throws {
        let screen = try Probe.screen(device)
        let tableHeight = screen.height - (screen.statusBar + screen.device.navigationBar + 48) - screen.safeArea.bottom
        let rowTops = Self.rowTops(screen)
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("release", ["velocityY": 2500]), at: 1)
        // Cells entering from below while the fling decays: scrollY passes i·Hc − Ht at
        // t = ln(1 + (L − x0)·λ/v0)/λ after the release (docs/physics.md's decay solved for t).
        let rest = Probe.projectedRest(0, 2500)
        var checked = 0
        for (index, rowTop) in rowTops.enumerated() {
            let level = rowTop - tableHeight
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
