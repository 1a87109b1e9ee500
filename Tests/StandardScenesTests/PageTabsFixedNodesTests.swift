import MotionScene
import Testing

@testable import StandardScenes

/// The side menu, title bar, pages and strip are built once per layout and moved or picked
/// each frame (`PageTabsFixedNodes`): every display list must equal the one built afresh.
struct PageTabsFixedNodesTests {
    @Test("display lists from nodes built once equal lists built afresh", arguments: Probe.screens)
    func fixedNodesEqualFreshNodes(device: String, orientation: Orientation) throws {
        let layout = PageTabsLayout(screen: try Probe.screen(device, orientation))
        var fresh = layout
        fresh.fixedNodes = PageTabsFixedNodes()
        let width = layout.width
        // Resting on a page (the lists kept whole), between pages, past both ends.
        let pageXs = [0, layout.contentX(page: 2), 0.3 * width, 2.5 * width + 0.25, layout.contentX(page: 5), -12, 5.2 * width]
        // The label and strip resting where pages 0, 3 and 5 put them, and mid-slide.
        let strips = [0, 3, 5].map { (layout.labelX(page: $0), layout.menuOffsetX(page: $0)) } + [(12.5, 7.25)]
        let turns: [(from: Int, to: Int, progress: Double)?] = [nil, (1, 3, 0.4), (4, 2, 0.7)]
        var compared = 0
        for variant in [PageTabsScene.Variant.container, .pageView] {
            for pageX in pageXs {
                for (labelX, menuOffsetX) in strips {
                    for turn in turns where turn == nil || variant == .pageView {
                        for drawer in [0, 0.5] {
                            let shown = PageTabsPainter(layout: layout, variant: variant, pageX: pageX, turn: turn)
                                .nodes(labelX: labelX, menuOffsetX: menuOffsetX, drawerProgress: drawer)
                            let built = PageTabsPainter(layout: fresh, variant: variant, pageX: pageX, turn: turn)
                                .nodes(labelX: labelX, menuOffsetX: menuOffsetX, drawerProgress: drawer)
                            #expect(shown == built, "\(variant) pageX \(pageX) label \(labelX) strip \(menuOffsetX)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 2 * pageXs.count * strips.count * (1 + turns.count))
    }
}
