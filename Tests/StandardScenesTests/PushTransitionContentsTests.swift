import MotionScene
import Testing

@testable import StandardScenes

/// The two screens' contents are built once per scene value and slid each frame: every frame
/// must show what building them afresh gives, in either direction and on any screen.
struct PushTransitionContentsTests {
    @Test(
        "pages from contents built once equal pages built afresh",
        arguments: [("iphone-se", Orientation.portrait), ("iphone-x", .portrait), ("iphone-x", .landscape), ("ipad-10", .portrait)])
    func builtOnceEqualsBuiltAfresh(device: String, orientation: Orientation) throws {
        let screen = try #require(try DeviceCatalog.bundled().profile(id: device)).screen(orientation)
        let contents = PushTransitionContents(screen: screen)
        for presenting in [true, false] {
            for (fromX, toX) in [(0.0, screen.width), (-120.5, 200.25), (-screen.width, 0)] {
                let reused = PushTransitionPainter(screen: screen, presenting: presenting, contents: contents).nodes(fromX: fromX, toX: toX)
                let fresh = PushTransitionPainter(screen: screen, presenting: presenting).nodes(fromX: fromX, toX: toX)
                #expect(reused == fresh, "\(device) \(orientation) presenting \(presenting) at \(fromX), \(toX)")
            }
        }
    }
}
