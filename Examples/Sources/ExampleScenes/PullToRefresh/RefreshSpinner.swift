import Foundation
import MotionScene

/// UIActivityIndicatorView's medium style as spokes around a centre. While the content is
/// pulled the spokes appear one by one, clockwise from twelve o'clock (a growing arc); while
/// refreshing all show, fading behind a head that turns.
struct RefreshSpinner {
    /// The medium style's 8 spokes.
    static let spokeCount = 8
    /// Spoke size and distance of its centre from the spinner's, points (measured off the
    /// medium style's 20-pt frame).
    static let spokeLength = 6.0
    static let spokeWidth = 2.5
    static let spokeRadius = 6.5

    /// 0…1: the share of the spokes shown.
    var progress: Double
    /// Radians clockwise from twelve o'clock of the head spoke.
    var angle: Double
    /// True while refreshing: every spoke shows, fading behind the head.
    var turning: Bool

    /// How many spokes a pull's progress shows.
    var visibleSpokes: Int {
        turning ? Self.spokeCount : Int((progress * Double(Self.spokeCount)).rounded(.up))
    }

    func nodes(centre: (x: Double, y: Double), color: HexColor) -> [Node] {
        (0..<visibleSpokes).map { index in
            let fraction = Double(index) / Double(Self.spokeCount)
            let theta = angle + fraction * 2 * Double.pi
            let x = centre.x + Self.spokeRadius * sin(theta)
            let y = centre.y - Self.spokeRadius * cos(theta)
            // Turning: the head is opaque and the spokes behind it (counter-clockwise) fade.
            let alpha = turning ? 1 - 0.75 * Double((Self.spokeCount - index) % Self.spokeCount) / Double(Self.spokeCount) : 1
            return Node.rect(
                "spinner.spoke.\(index)",
                frame: Rect(x: x - Self.spokeWidth / 2, y: y - Self.spokeLength / 2, width: Self.spokeWidth, height: Self.spokeLength),
                fill: color, radius: Self.spokeWidth / 2
            )
            .transform(.rotation(theta))
            .alpha(alpha)
        }
    }
}
