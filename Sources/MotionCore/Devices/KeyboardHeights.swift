/// How much of the screen the system keyboard covers, measured from the bottom edge, in points:
/// what iOS reports as the keyboard's height while it is up, the suggestion row and the
/// home-indicator strip under the keys included.
public struct KeyboardHeights: Hashable, Sendable {
    public var portrait: Double
    public var landscape: Double

    public func height(_ orientation: Orientation) -> Double {
        orientation == .portrait ? portrait : landscape
    }
}
