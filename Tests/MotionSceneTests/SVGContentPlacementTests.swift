import Testing

@testable import MotionScene

/// Content modes as UIKit places an image in a view (and the page's contentRect does).
struct SVGContentPlacementTests {
    @Test("placement per content mode", arguments: [
        (ContentMode.aspectFill, Size(width: 300, height: 100), Rect(x: 0, y: -50, width: 300, height: 200)),
        (.aspectFit, Size(width: 300, height: 100), Rect(x: 75, y: 0, width: 150, height: 100)),
        (.fill, Size(width: 300, height: 100), Rect(x: 0, y: 0, width: 300, height: 100)),
        (.aspectFill, Size(width: 30, height: 90), Rect(x: -52.5, y: 0, width: 135, height: 90)),
    ])
    func placement(mode: ContentMode, box: Size, expected: Rect) {
        let rect = ContentPlacement.rect(mode: mode, box: box, image: Size(width: 1200, height: 800))
        for (value, wanted) in [(rect.x, expected.x), (rect.y, expected.y), (rect.width, expected.width), (rect.height, expected.height)] {
            #expect(abs(value - wanted) < 1e-9)
        }
    }
}
