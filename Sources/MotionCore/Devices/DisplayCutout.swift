/// The kind of cut-out at the top of the display.
public enum CutoutKind: String, Hashable, Sendable, CaseIterable {
    case none, notch, island
}

/// The hole in the display the app never paints: a notch hangs from the top edge, a Dynamic
/// Island floats below it. Geometry in portrait points from the screen's top-left corner.
public struct DisplayCutout: Hashable, Sendable {
    public var kind: CutoutKind
    /// The cut-out's bounding box; `.zero` when there is none.
    public var frame: Rect
    /// The notch's lower corners, or half the island's height (a capsule).
    public var cornerRadius: Double

    public init(kind: CutoutKind, frame: Rect, cornerRadius: Double) {
        self.kind = kind
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    public static let none = DisplayCutout(kind: .none, frame: .zero, cornerRadius: 0)

    /// The frame on a screen turned to `orientation`. Landscape is the device turned
    /// counter-clockwise (the cut-out on the left), as the profiles' landscape insets assume;
    /// `portraitWidth` is the screen's width in portrait.
    public func frame(in orientation: Orientation, portraitWidth: Double) -> Rect {
        guard orientation == .landscape else { return frame }
        return Rect(x: frame.y, y: portraitWidth - frame.maxX, width: frame.height, height: frame.width)
    }
}
