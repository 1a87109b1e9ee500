import MotionScene
import Testing

@testable import StandardScenes

/// The rows, background, strip and navigation bar are built once per layout, and each frame
/// moves the rows and patches their alpha, image and button (`ParallaxFixedNodes`): every
/// display list must equal the one built afresh.
struct ParallaxFixedNodesTests {
    @Test("display lists from nodes built once equal lists built afresh", arguments: Probe.screens)
    func fixedNodesEqualFreshNodes(device: String, orientation: Orientation) throws {
        let layout = ParallaxLayout(screen: try Probe.screen(device, orientation), parallaxFactor: 75)
        var fresh = layout
        fresh.fixedNodes = ParallaxFixedNodes()
        var compared = 0
        for scrollY in [0, 123.25, layout.rowTops[10], layout.maximumScrollY] {
            // Opaque with the button at rest; fading in with the button pressed.
            let looks: [(opacity: Double, scale: Double)] = [(1, 1), (0.35, 0.9)]
            for look in looks {
                let cells = layout.visibleCells(scrollY: scrollY).map {
                    ParallaxPainter.Cell(index: $0, opacity: look.opacity, buttonScale: look.scale)
                }
                let shown = ParallaxPainter(layout: layout, scrollY: scrollY).nodes(cells: cells)
                let built = ParallaxPainter(layout: fresh, scrollY: scrollY).nodes(cells: cells)
                #expect(shown == built, "scrollY \(scrollY) opacity \(look.opacity) scale \(look.scale)")
                compared += 1
            }
        }
        #expect(compared == 8)
    }
}
