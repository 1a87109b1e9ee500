import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct InfiniteTabsTests {
    static let count = 8
    static let titles = ["ニュース", "Sports", "エンタメ", "Tech", "グルメ", "Travel", "ファッション", "Music"]

    static func scene(_ screen: Screen, wrap: String = "periodic", tabX: Double? = nil) -> InfiniteTabsScene.Runtime {
        var parameters: [String: ParameterValue] = ["wrapMode": .text(wrap)]
        if let tabX { parameters["tabX"] = .number(tabX) }
        return InfiniteTabsScene.Runtime(screen: screen, parameters: parameters, at: 0)
    }

    static func tabX(_ scene: InfiniteTabsScene.Runtime, _ time: Double) -> Double {
        scene.presentedParameters(at: time)["tabX"]?.number ?? .nan
    }

    /// The cell under the centre line, written out: floor((x + W/2)/Wc).
    static func centredCell(_ x: Double, width: Double) -> Int { Int(((x + width / 2) / 100).rounded(.down)) }

    @Test("starts centred on cell 2n with the underline as wide as its title", arguments: Probe.screens)
    func start(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        let scene = Self.scene(screen)
        let frame = scene.frame(at: 0)
        #expect(Probe.number(frame, "selectedCellIndex") == 16)
        #expect(Probe.number(frame, "categoryIndex") == 0)
        let centred16: Double = 16 * 100 + 50 - screen.width / 2
        #expect(Probe.number(frame, "tabX") == centred16)
        #expect(Probe.number(frame, "underlineWidth") == TextShapingTests.monospacedWidth("ニュース", size: 14))
        let underline = try #require(frame.node(id: "tab.underline"))
        #expect(underline.frame.x == (screen.width - underline.frame.width) / 2)
        #expect(frame.node(id: "tab.cell.16")?.text == "ニュース")
        #expect(frame.hapticCount == 0)
    }

    @Test("a strip offset that centres another cell selects it, and the page view shows its category")
    func carriedOffset() throws {
        let screen = try Probe.screen("ipad-10", .landscape)
        // 1462.5 centres cell 16 on iphone-x; on a 1180-pt screen it centres cell (1462.5 + 590)/100 → 20.
        let scene = InfiniteTabsScene.Runtime(screen: screen, parameters: ["tabX": .number(1462.5), "contentPage": .number(0)], at: 0)
        let frame = scene.frame(at: 0)
        #expect(Probe.number(frame, "selectedCellIndex") == 20)
        #expect(Probe.number(frame, "categoryIndex") == 4)
        #expect(scene.presentedParameters(at: 0)["contentPage"] == .number(4))
        #expect(frame.node(id: "page.4") != nil)
    }

    @Test(
        "a fling snaps the cell nearest to proposed + (W − Wc)/2 to the centre and selects it",
        arguments: [(1500.0, 300.0), (1400, -500), (1700, 150), (1234, 0), (1580, 60)] as [(Double, Double)])
    func snapping(start: Double, velocity: Double) throws {
        for device in ["iphone-se", "iphone-x", "ipad-10"] {
            let screen = try Probe.screen(device)
            let width = screen.width
            var scene = Self.scene(screen, tabX: start)
            try scene.handle(Probe.event("drag", ["offset": start]), at: 1)
            try scene.handle(Probe.event("release", ["velocityX": velocity]), at: 1)
            let proposed = Probe.projectedRest(start, velocity)
            let nearest = ((proposed + (width - 100) / 2) / 100).rounded()
            let expected = nearest * 100 + 50 - width / 2
            let settled = scene.frame(at: 9)
            #expect(abs(Self.tabX(scene, 9) - expected) < 1e-9, "\(device) \(start) \(velocity)")
            #expect(!settled.animating)
            #expect(Probe.number(settled, "categoryIndex") == Double(Int(nearest) % Self.count))
            #expect(settled.hapticCount == 1)
            let title = Self.titles[Int(nearest) % Self.count]
            #expect(Probe.number(settled, "underlineWidth") == TextShapingTests.monospacedWidth(title, size: 14))
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
                #expect(x > 800 && x <= 2400, "gesture \(gesture): tabX \(x)")
            }
            // A 8000 pt/s flick decelerates for about 5 s to within a sixth of a point.
            time += 12
            let settled = scene.frame(at: time)
            let moving = settled.animating
            #expect(!moving, "gesture \(gesture)")
            let x = Self.tabX(scene, time)
            let centred = Self.centredCell(x, width: screen.width)
            #expect(Int(Probe.number(settled, "categoryIndex")) == centred % Self.count, "gesture \(gesture)")
            // Centred exactly: the snap puts a cell's middle on the screen's middle.
            #expect(abs(Double(centred) * 100 + 50 - (x + screen.width / 2)) < 1e-6)
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
        while let exit = probe.strip.nextExit(period: 800, from: cursor, through: 10) {
            let before = probe.strip.offset(at: exit.time)
            probe.strip.wrap(.periodic, period: 800, exit: exit)
            let after = probe.strip.offset(at: exit.time)
            #expect(abs(abs(after - before) - 800) < 1e-9)
            let layout = InfiniteTabsLayout(screen: screen)
            let draw = { (x: Double) in
                InfiniteTabsPainter(layout: layout, tabX: x, selectedCategory: 0, underlineWidth: 56, contentPage: 0).nodes(error: nil)
            }
            #expect(Self.visibleTabs(draw(before), width: screen.width) == Self.visibleTabs(draw(after), width: screen.width))
            cursor = exit.time
            wraps += 1
        }
        #expect(wraps >= 1)
        // The scene's own replay wraps at the same instants: in range just after the last one.
        #expect(Self.tabX(scene, cursor + 1e-6) > 800)
    }

    @Test("seed: a drag past total jumps to 2·total, and what is on screen shifts")
    func seedWrapShifts() throws {
        let screen = try Probe.screen("iphone-x")
        var scene = Self.scene(screen, wrap: "seed", tabX: 820)
        let layout = InfiniteTabsLayout(screen: screen)
        let draw = { (x: Double) in
            InfiniteTabsPainter(layout: layout, tabX: x, selectedCategory: 0, underlineWidth: 56, contentPage: 0).nodes(error: nil)
        }
        try scene.handle(Probe.event("drag", ["offset": 820]), at: 1)
        try scene.handle(Probe.event("drag", ["offset": 790]), at: 1.016)
        #expect(Self.tabX(scene, 1.016) == 1600)
        #expect(Self.visibleTabs(draw(790), width: 375) != Self.visibleTabs(draw(1600), width: 375))
        var periodic = Self.scene(screen, wrap: "periodic", tabX: 820)
        try periodic.handle(Probe.event("drag", ["offset": 820]), at: 1)
        try periodic.handle(Probe.event("drag", ["offset": 790]), at: 1.016)
        #expect(Self.tabX(periodic, 1.016) == 1590)
        #expect(Self.visibleTabs(draw(790), width: 375) == Self.visibleTabs(draw(1590), width: 375))
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
        let centred15: Double = 15 * 100 + 50 - 187.5
        #expect(Self.tabX(scene, 5) == centred15)
        #expect(Probe.number(done, "categoryIndex") == 7)
        #expect(scene.presentedParameters(at: 5)["contentPage"] == .number(7))
        // Cell 17 (category 1) is to the right: forward, 7 → 0 → 1.
        try scene.handle(Probe.event("tapTab", ["cellIndex": 17]), at: 6)
        let forward = scene.presentedParameters(at: 6.15)["contentPage"]?.number ?? .nan
        #expect(forward > 7 || forward < 1)
        #expect(scene.presentedParameters(at: 7)["contentPage"] == .number(1))
        #expect(Probe.number(scene.frame(at: 7), "underlineWidth") == TextShapingTests.monospacedWidth("Sports", size: 14))
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
            let centred17: Double = 17 * 100 + 50 - screen.width / 2
        #expect(Self.tabX(scene, 4) == centred17)
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
