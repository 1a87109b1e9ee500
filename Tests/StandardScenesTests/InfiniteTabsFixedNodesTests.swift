import MotionScene
import Testing

@testable import StandardScenes

/// The background, navigation bar, category pages and strip titles are built once per layout
/// and moved (and recoloured) each frame (`InfiniteTabsFixedNodes`): every display list must
/// equal the one built afresh.
struct InfiniteTabsFixedNodesTests {
    @Test("display lists from nodes built once equal lists built afresh", arguments: Probe.screens)
    func fixedNodesEqualFreshNodes(device: String, orientation: Orientation) throws {
        let layout = InfiniteTabsLayout(screen: try Probe.screen(device, orientation))
        var fresh = layout
        fresh.fixedNodes = InfiniteTabsFixedNodes()
        // Before the strip's start (cells the layout did not build), inside, at both wrap ends,
        // at the parameter's end.
        let tabXs = [-400, 0, 123.25, layout.total, layout.centredOffset(ofCell: 2 * layout.count), 3 * layout.total, layout.maximumTabX]
        let contentPages = [0, 2.5, 7.75, 3]
        var compared = 0
        for tabX in tabXs {
            for contentPage in contentPages {
                for selected in [0, 5] {
                    for error in [nil, "no font"] {
                        let shown = InfiniteTabsPainter(
                            layout: layout, tabX: tabX, selectedCategory: selected, underlineWidth: 56, contentPage: contentPage)
                        let built = InfiniteTabsPainter(
                            layout: fresh, tabX: tabX, selectedCategory: selected, underlineWidth: 56, contentPage: contentPage)
                        #expect(shown.nodes(error: error) == built.nodes(error: error), "tabX \(tabX) page \(contentPage) selected \(selected)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == tabXs.count * contentPages.count * 4)
    }
}
