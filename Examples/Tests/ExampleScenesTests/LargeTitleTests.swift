import MotionScene
import Testing

@testable import ExampleScenes

struct LargeTitleTests {
    static func frame(scrollY: Double, device: String = "iphone-x") throws -> SceneFrame {
        LargeTitleScene.Runtime(screen: try ExampleProbe.screen(device), parameters: ["scrollY": .number(scrollY)], at: 0)
            .frame(at: 0)
    }

    struct Row: Sendable {
        var scrollY: Double
        var collapse: Double
        var largeTitleAlpha: Double
        var inlineTitleAlpha: Double
        var largeTitleSize: Double
    }

    // Crossfade from 0.6 of the 52-pt collapse; size from 34 to 17 over it, ×1.1 at a 120-pt pull.
    static let rows: [Row] = [
        Row(scrollY: -120, collapse: 0, largeTitleAlpha: 1, inlineTitleAlpha: 0, largeTitleSize: 34 * 1.1),
        Row(scrollY: -60, collapse: 0, largeTitleAlpha: 1, inlineTitleAlpha: 0, largeTitleSize: 34 * 1.05),
        Row(scrollY: 0, collapse: 0, largeTitleAlpha: 1, inlineTitleAlpha: 0, largeTitleSize: 34),
        Row(scrollY: 26, collapse: 0.5, largeTitleAlpha: 1, inlineTitleAlpha: 0, largeTitleSize: 25.5),
        Row(scrollY: 41.6, collapse: 0.8, largeTitleAlpha: 0.5, inlineTitleAlpha: 0.5, largeTitleSize: 20.4),
        Row(scrollY: 52, collapse: 1, largeTitleAlpha: 0, inlineTitleAlpha: 1, largeTitleSize: 17),
        Row(scrollY: 400, collapse: 1, largeTitleAlpha: 0, inlineTitleAlpha: 1, largeTitleSize: 17),
    ]

    @Test("the large title shrinks and hands over to the inline title over the 52-pt collapse", arguments: rows)
    func collapse(_ row: Row) throws {
        let frame = try Self.frame(scrollY: row.scrollY)
        #expect(abs(ExampleProbe.number(frame, "collapse") - row.collapse) < 1e-9)
        #expect(abs(ExampleProbe.number(frame, "barAlpha") - row.collapse) < 1e-9)
        #expect(abs(ExampleProbe.number(frame, "largeTitleAlpha") - row.largeTitleAlpha) < 1e-9)
        #expect(abs(ExampleProbe.number(frame, "inlineTitleAlpha") - row.inlineTitleAlpha) < 1e-9)
        #expect(abs(ExampleProbe.number(frame, "largeTitleSize") - row.largeTitleSize) < 1e-9)
    }

    @Test("at the top the title sits at the left under the bar; collapsed it is centred in the bar")
    func titlePlace() throws {
        let screen = try ExampleProbe.screen()
        let top = try #require(ExampleProbe.node("largeTitle", in: try Self.frame(scrollY: 0).nodes))
        #expect(top.frame.x == 16)
        #expect(top.frame.y == screen.statusBar + screen.navigationBar)
        let collapsed = try #require(ExampleProbe.node("largeTitle", in: try Self.frame(scrollY: 52).nodes))
        #expect(abs(collapsed.frame.midX - screen.width / 2) < 1e-9)
        #expect(collapsed.frame.y == screen.statusBar)
    }

    @Test("the rows follow the scroll offset", arguments: [-80.0, 0, 30, 52])
    func rowsFollow(_ scrollY: Double) throws {
        let screen = try ExampleProbe.screen()
        let row = try #require(ExampleProbe.node("row.0", in: try Self.frame(scrollY: scrollY).nodes))
        #expect(row.frame.y == screen.statusBar + screen.navigationBar + 52 - scrollY)
    }

    @Test("the hairline and the bar's background appear with the collapse")
    func hairline() throws {
        for (scrollY, alpha) in [(0.0, 0.0), (13, 0.25), (52, 1)] {
            let hairline = try #require(ExampleProbe.node("bar.hairline", in: try Self.frame(scrollY: scrollY).nodes))
            #expect(hairline.alpha == alpha)
        }
    }

    @Test("a pull stretches the title; the release bounces back to the top and the stretch goes")
    func pullAndRelease() throws {
        var scene = LargeTitleScene.Runtime(screen: try ExampleProbe.screen(), parameters: [:], at: 0)
        try scene.handle(ExampleProbe.drag(-150), at: 1)
        #expect(ExampleProbe.number(scene.frame(at: 1), "stretch") > 1)
        try scene.handle(ExampleProbe.release(), at: 1.1)
        #expect(scene.frame(at: 1.2).animating)
        let settled = scene.frame(at: 5)
        #expect(!settled.animating)
        #expect(ExampleProbe.number(settled, "stretch") == 1)
    }

    @Test("a tuned collapse distance moves where the handover ends")
    func tunedCollapse() throws {
        let scene = LargeTitleScene.Runtime(
            screen: try ExampleProbe.screen(), parameters: ["scrollY": .number(52), "tuning.largeTitleHeight": .number(104)], at: 0)
        #expect(ExampleProbe.number(scene.frame(at: 0), "collapse") == 0.5)
    }
}
