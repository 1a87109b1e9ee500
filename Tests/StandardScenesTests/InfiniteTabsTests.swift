import Foundation
import MotionScene
import Testing
import TextShaping

@testable import StandardScenes

struct InfiniteTabsTests {
    static let count = 8
    /// docs/scenes.md, infinite-tabs: cells 150 wide with a 10-pt gap (pitch 160);
    /// total = floor((4n·150 + (4n − 1)·10) / 4) = 160n − 3 = 1277 for n = 8; the cells repeat
    /// every 160n = 1280.
    static let cellWidth = 150.0
    static let pitch = 160.0
    static let total = 1277.0
    static let period = 1280.0
    static let titles = ["ニュース", "Sports", "エンタメ", "Tech", "グルメ", "Travel", "ファッション", "Music"]

    static func scene(_ screen: Screen, wrap: String = "periodic", tabX: Double? = nil) -> InfiniteTabsScene.Runtime {
        var parameters: [String: ParameterValue] = ["wrapMode": .text(wrap)]
        if let tabX { parameters["tabX"] = .number(tabX) }
        return InfiniteTabsScene.Runtime(screen: screen, parameters: parameters, at: 0)
    }

    static func tabX(_ scene: InfiniteTabsScene.Runtime, _ time: Double) -> Double {
        scene.presentedParameters(at: time)["tabX"]?.number ?? .nan
    }

    /// The cell whose middle is nearest the centre line, written out: round((x + W/2 − 75)/160).
    static func centredCell(_ x: Double, width: Double) -> Int { Int(((x + width / 2 - 75) / pitch).rounded()) }

    /// docs/scenes.md: the centred offset of cell k is 160k + 75 − W/2.
    static func centredOffset(_ cell: Int, width: Double) -> Double { 160 * Double(cell) + 75 - width / 2 }

    /// The original's underline: `ceil` of the title's measured width.
    static func underline(_ title: String) -> Double { TextShapingTests.monospacedWidth(title, size: 14).rounded(.up) }

    @Test("the original's numbers: total = 160n − 3, centred offsets 160k + 75 − W/2, cells 150 × 48 a pitch apart",
          arguments: ["iphone-x", "iphone-14"])
    func originalNumbers(device: String) throws {
        let screen = try Probe.screen(device)
        let layout = InfiniteTabsLayout(screen: screen)
        // (4 · 8 · 150 + 31 · 10) / 4 = 1277.5, floored.
        #expect(layout.total == 1277)
        #expect(layout.contentWidth == 5110)
        // W = 375 (iphone-x) and 390 (iphone-14), cells from the start, middle and end of the strip.
        let expected: [Int: [Double: Double]] = [
            0: [375: -112.5, 390: -120], 1: [375: 47.5, 390: 40], 16: [375: 2447.5, 390: 2440], 31: [375: 4847.5, 390: 4840],
        ]
        for (cell, byWidth) in expected {
            let want = try #require(byWidth[screen.width])
            #expect(abs(layout.centredOffset(ofCell: cell) - want) < 1e-9, "cell \(cell) on \(screen.width)")
            #expect(layout.centredCell(at: want) == cell)
        }
        let frame = Self.scene(screen).frame(at: 0)
        let strip = try #require(frame.node(id: "tab"))
        #expect(strip.frame.height == 48)
        let cell17 = try #require(frame.node(id: "tab.cell.17"))
        let cell16 = try #require(frame.node(id: "tab.cell.16"))
        #expect(cell17.frame.width == 150 && cell17.frame.height == 48)
        #expect(abs(cell17.frame.x - cell16.frame.x - 160) < 1e-9)
        // Unselected titles are UIColor.gray; the selected one #ff6060; a 0.5-pt separator (0.8, 0.8, 0.765).
        #expect(cell17.color == "#808080")
        #expect(cell16.color == "#ff6060")
        let separator = try #require(frame.node(id: "tab.separator"))
        #expect(separator.frame.height == 0.5 && separator.frame.y == 47.5 && separator.frame.width == screen.width)
        #expect(separator.fill == .color("#ccccc3"))
    }

    @Test("the underline is the ceiling of the measured title width", arguments: [
        // IPAGothic: half-width glyphs 0.5 em, full-width 1 em. At 13 pt "Music" measures 32.5 and
        // "Sports" 39; at 14 pt every title is whole.
        ("Music", 13.0, 33.0), ("Sports", 13, 39), ("Tech", 13, 26), ("ニュース", 13, 52), ("Travel", 14, 42), ("ファッション", 14, 84),
    ] as [(String, Double, Double)])
    func underlineCeil(title: String, size: Double, expected: Double) throws {
        let font = try FontLibrary.standard.get()
        #expect(InfiniteTabsScene.underlineWidth(of: title, font: font, size: size) == expected)
    }

    @Test("starts centred on cell 2n with the underline as wide as its title", arguments: Probe.screens)
    func start(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        let scene = Self.scene(screen)
        let frame = scene.frame(at: 0)
        #expect(Probe.number(frame, "selectedCellIndex") == 16)
        #expect(Probe.number(frame, "categoryIndex") == 0)
        #expect(Probe.number(frame, "tabX") == Self.centredOffset(16, width: screen.width))
        #expect(Probe.number(frame, "underlineWidth") == Self.underline("ニュース"))
        let underline = try #require(frame.node(id: "tab.underline"))
        #expect(underline.frame.x == (screen.width - underline.frame.width) / 2)
        #expect(frame.node(id: "tab.cell.16")?.text == "ニュース")
        #expect(frame.hapticCount == 0)
    }

    @Test("a strip offset that centres another cell selects it, and the page view shows its category")
    func carriedOffset() throws {
        let screen = try Probe.screen("ipad-10", .landscape)
        // 2447.5 centres cell 16 on iphone-x; on a 1180-pt screen the nearest cell to the centre
        // line is round((2447.5 + 590 − 75)/160) = round(18.52) = 19, category 3.
        let scene = InfiniteTabsScene.Runtime(screen: screen, parameters: ["tabX": .number(2447.5), "contentPage": .number(0)], at: 0)
        let frame = scene.frame(at: 0)
        #expect(Probe.number(frame, "selectedCellIndex") == 19)
        #expect(Probe.number(frame, "categoryIndex") == 3)
        #expect(scene.presentedParameters(at: 0)["contentPage"] == .number(3))
        #expect(frame.node(id: "page.3") != nil)
    }

    @Test(
        "a fling snaps the cell nearest to proposed + (W − Wc)/2 to the centre and selects it",
        arguments: [(2400.0, 300.0), (2240, -500), (2720, 150), (1974.4, 0), (2460, 60)] as [(Double, Double)])
    func snapping(start: Double, velocity: Double) throws {
        for device in ["iphone-se", "iphone-x", "ipad-10"] {
            let screen = try Probe.screen(device)
            let width = screen.width
            var scene = Self.scene(screen, tabX: start)
            try scene.handle(Probe.event("drag", ["offset": start]), at: 1)
            try scene.handle(Probe.event("release", ["velocityX": velocity]), at: 1)
            let proposed = Probe.projectedRest(start, velocity)
            let nearest = ((proposed + (width - 150) / 2) / Self.pitch).rounded()
            let expected = Self.centredOffset(Int(nearest), width: width)
            // Judged once the motion has settled, whenever that is (a slow release far from the
            // centred cell takes its time).
            let rest = try #require(scene.definition.strip.driver.settleTime)
            let settled = scene.frame(at: rest + 1)
            #expect(abs(Self.tabX(scene, rest) - expected) < 1e-9, "\(device) \(start) \(velocity)")
            #expect(!settled.animating)
            #expect(Probe.number(settled, "categoryIndex") == Double(Int(nearest) % Self.count))
            #expect(settled.hapticCount == 1)
            let title = Self.titles[Int(nearest) % Self.count]
            #expect(Probe.number(settled, "underlineWidth") == Self.underline(title))
        }
    }

    @Test("the haptic ticks the moment the fling settles, once", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func hapticAtSettle(device: String) throws {
        var scene = Self.scene(try Probe.screen(device))
        try scene.handle(Probe.event("release", ["velocityX": 1200]), at: 2)
        let settle = try #require(scene.definition.strip.driver.settleTime)
        #expect(scene.frame(at: settle - 1e-6).hapticCount == 0)
        #expect(scene.frame(at: settle - 1e-6).animating)
        #expect(scene.frame(at: settle).hapticCount == 1)
        #expect(scene.frame(at: settle + 5).hapticCount == 1)
    }

    /// A small deterministic generator (SplitMix64) so the random sequence is the same each run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(
        "100 random drags and flings keep the index in n … 3n + 1 and settle on the centred category",
        arguments: [("iphone-x", Orientation.portrait, "periodic"), ("iphone-se", .landscape, "periodic"), ("ipad-10", .portrait, "periodic"),
                    ("iphone-x", .portrait, "seed"), ("ipad-10", .landscape, "seed")])
    func randomGestures(device: String, orientation: Orientation, wrap: String) throws {
        let screen = try Probe.screen(device, orientation)
        var scene = Self.scene(screen, wrap: wrap)
        var random = SplitMix(state: 42)
        var time = 0.0
        for gesture in 0..<100 {
            var offset = Self.tabX(scene, time)
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                offset += Double.random(in: -400...400, using: &random)
                time += 0.016
                try scene.handle(Probe.event("drag", ["offset": offset]), at: time)
                let index = Probe.number(scene.frame(at: time), "selectedCellIndex")
                #expect((8...25).contains(Int(index)))
            }
            let velocity = Double.random(in: -8000...8000, using: &random)
            try scene.handle(Probe.event("release", ["velocityX": velocity]), at: time)
            // Sample the motion on its way: the index and the strip stay in range throughout.
            for step in 1...20 {
                let frame = scene.frame(at: time + Double(step) * 0.2)
                #expect((8...25).contains(Int(Probe.number(frame, "selectedCellIndex"))))
                let x = Probe.number(frame, "tabX")
                #expect(x > Self.total && x <= 3 * Self.total, "gesture \(gesture): tabX \(x)")
            }
            // A 8000 pt/s flick decelerates for about 5 s to within a sixth of a point.
            time += 12
            let settled = scene.frame(at: time)
            let moving = settled.animating
            #expect(!moving, "gesture \(gesture)")
            let x = Self.tabX(scene, time)
            let centred = Self.centredCell(x, width: screen.width)
            #expect(Int(Probe.number(settled, "categoryIndex")) == centred % Self.count, "gesture \(gesture)")
            // Centred exactly: the snap puts a cell's middle on the screen's middle. Not in the
            // seed mode: its jump to 2·total is 3 pt short of whole periods, so a wrap during
            // the snap leaves the strip off centre, as the original does.
            if wrap == "periodic" { #expect(abs(Self.centredOffset(centred, width: screen.width) - x) < 1e-6) }
            #expect(settled.hapticCount == gesture + 1)
        }
    }

    /// (title, screen x) of every tab cell on screen.
    static func visibleTabs(_ nodes: [Node], width: Double) -> [String] {
        let strip = nodes.first { $0.id == "tab" }?.children ?? []
        return strip.filter { $0.id.hasPrefix("tab.cell.") && $0.frame.maxX > 0 && $0.frame.minX < width }
            .map { "\($0.text ?? "")@\(($0.frame.x * 1e6).rounded() / 1e6)" }.sorted()
    }

    @Test("periodic: nothing on screen moves when the strip wraps during a fling", arguments: [3000.0, -3000, 9000, -12000])
    func periodicWrapInvisible(velocity: Double) throws {
        let screen = try Probe.screen("iphone-x")
        var scene = Self.scene(screen)
        try scene.handle(Probe.event("release", ["velocityX": velocity]), at: 0)
        var wraps = 0
        var cursor = 0.0
        var probe = scene.definition
        let layout = InfiniteTabsLayout(screen: screen)
        while let exit = probe.strip.nextExit(total: Self.total, from: cursor, through: 10) {
            let before = probe.strip.offset(at: exit.time)
            probe.strip.wrap(.periodic, layout: layout, exit: exit)
            let after = probe.strip.offset(at: exit.time)
            #expect(abs(abs(after - before) - Self.period) < 1e-9)
            let draw = { (x: Double) in
                InfiniteTabsPainter(layout: layout, tabX: x, selectedCategory: 0, underlineWidth: 56, contentPage: 0).nodes(error: nil)
            }
            #expect(Self.visibleTabs(draw(before), width: screen.width) == Self.visibleTabs(draw(after), width: screen.width))
            cursor = exit.time
            wraps += 1
        }
        #expect(wraps >= 1)
        // The scene's own replay wraps at the same instants: in range just after the last one.
        #expect(Self.tabX(scene, cursor + 1e-6) > Self.total)
    }

    @Test("seed: a drag past total jumps to 2·total, and what is on screen shifts")
    func seedWrapShifts() throws {
        let screen = try Probe.screen("iphone-x")
        var scene = Self.scene(screen, wrap: "seed", tabX: 1300)
        let layout = InfiniteTabsLayout(screen: screen)
        let draw = { (x: Double) in
            InfiniteTabsPainter(layout: layout, tabX: x, selectedCategory: 0, underlineWidth: 56, contentPage: 0).nodes(error: nil)
        }
        // 1270 ≤ total (1277): the seed jumps to 2 · 1277 = 2554, the periodic wrap by 1280 to 2550.
        try scene.handle(Probe.event("drag", ["offset": 1300]), at: 1)
        try scene.handle(Probe.event("drag", ["offset": 1270]), at: 1.016)
        #expect(Self.tabX(scene, 1.016) == 2554)
        #expect(Self.visibleTabs(draw(1270), width: 375) != Self.visibleTabs(draw(2554), width: 375))
        var periodic = Self.scene(screen, wrap: "periodic", tabX: 1300)
        try periodic.handle(Probe.event("drag", ["offset": 1300]), at: 1)
        try periodic.handle(Probe.event("drag", ["offset": 1270]), at: 1.016)
        #expect(Self.tabX(periodic, 1.016) == 2550)
        #expect(Self.visibleTabs(draw(1270), width: 375) == Self.visibleTabs(draw(2550), width: 375))
    }

    @Test("tapping a visible cell centres and selects it; the page view moves in the seed's direction")
    func tap() throws {
        let screen = try Probe.screen("iphone-x")
        var scene = Self.scene(screen)
        // Cell 15 (category 7) is left of the selected cell 16: the page view goes in reverse, 0 → 7.
        try scene.handle(Probe.event("tapTab", ["cellIndex": 15]), at: 1)
        #expect(Probe.number(scene.frame(at: 1), "selectedCellIndex") == 15)
        #expect(scene.frame(at: 1).hapticCount == 1)
        let midway = scene.presentedParameters(at: 1.15)["contentPage"]?.number ?? .nan
        #expect(midway > 7 && midway < 8)
        let done = scene.frame(at: 5)
        #expect(Self.tabX(scene, 5) == Self.centredOffset(15, width: 375))
        #expect(Probe.number(done, "categoryIndex") == 7)
        #expect(scene.presentedParameters(at: 5)["contentPage"] == .number(7))
        // Cell 16 (category 0) is to the right: forward, 7 → 0. (Cell 17 starts at 2720, past
        // the screen's right edge at 2287.5 + 375.)
        try scene.handle(Probe.event("tapTab", ["cellIndex": 16]), at: 6)
        let forward = scene.presentedParameters(at: 6.15)["contentPage"]?.number ?? .nan
        #expect(forward > 7 || forward < 1)
        #expect(scene.presentedParameters(at: 7)["contentPage"] == .number(0))
        #expect(Probe.number(scene.frame(at: 7), "underlineWidth") == Self.underline("ニュース"))
        #expect(throws: SceneError.self) { try scene.handle(Probe.event("tapTab", ["cellIndex": 2]), at: 8) }
    }

    @Test("the seed's direction rule, with its two exceptions at the ends of n … 3n + 1")
    func direction() throws {
        let layout = InfiniteTabsLayout(screen: try Probe.screen("iphone-x"))
        #expect(layout.movesForward(selecting: 18, from: 25))
        #expect(!layout.movesForward(selecting: 15, from: 8))
        #expect(layout.movesForward(selecting: 20, from: 16))
        #expect(!layout.movesForward(selecting: 12, from: 16))
        #expect(layout.stepped(25, forward: true) == 18)
        #expect(layout.stepped(8, forward: false) == 15)
        #expect(layout.stepped(16, forward: true) == 17)
    }

    @Test("a page swipe moves the strip one category along, selects it and ticks", arguments: ["periodic", "seed"])
    func swipe(wrap: String) throws {
        for device in ["iphone-se", "iphone-x", "ipad-10"] {
            let screen = try Probe.screen(device)
            var scene = Self.scene(screen, wrap: wrap)
            try scene.handle(SceneEvent(name: "swipeContent", arguments: ["direction": .text("forward")]), at: 1)
            let done = scene.frame(at: 4)
            #expect(Probe.number(done, "selectedCellIndex") == 17)
            #expect(Probe.number(done, "categoryIndex") == 1)
            #expect(Self.tabX(scene, 4) == Self.centredOffset(17, width: screen.width))
            #expect(scene.presentedParameters(at: 4)["contentPage"] == .number(1))
            #expect(done.hapticCount == 1)
            try scene.handle(SceneEvent(name: "swipeContent", arguments: ["direction": .text("reverse")]), at: 5)
            try scene.handle(SceneEvent(name: "swipeContent", arguments: ["direction": .text("reverse")]), at: 6)
            let back = scene.frame(at: 9)
            #expect(Probe.number(back, "categoryIndex") == 7)
            #expect(scene.presentedParameters(at: 9)["contentPage"] == .number(7))
            #expect(back.hapticCount == 3)
        }
    }
}
