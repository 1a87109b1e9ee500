import MotionScene

/// Where the carousel stands at one instant: everything its card frames depend on. The scene
/// reads one at each frame; a dismiss captures the one it starts from. Plain numbers: no motion
/// for the frame's motion search to look for.
struct CarouselPose: Hashable, Sendable, HoldsNoMotion {
    /// The collection view's content offset x, points.
    var offsetX: Double
    /// The centred card, whose inner list scrolls and widens it.
    var selectedIndex: Int
    /// The centred card's inner list offset y, points (negative when pulled down).
    var innerScrollY: Double
    /// How far the interactive dismiss has moved the cards down, points.
    var dismissOffsetY: Double

    /// The carousel at rest on `index`, as a present leaves it.
    static func resting(on index: Int, pageWidth: Double) -> CarouselPose {
        CarouselPose(offsetX: Double(index) * pageWidth, selectedIndex: index, innerScrollY: 0, dismissOffsetY: 0)
    }
}
