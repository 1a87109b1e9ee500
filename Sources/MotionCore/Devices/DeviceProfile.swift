/// Portrait or landscape; landscape swaps width and height.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// The display cut-out at the top of the screen.
public enum Cutout: String, Hashable, Sendable {
    case none, notch, island
}

/// One device as `docs/devices.md` lists it, in points, portrait.
public struct DeviceProfile: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// Portrait width in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
    public var scale: Double
    /// Status-bar height in portrait, points.
    public var statusBar: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Navigation bar height without the status bar (44 on iPhone, 50 on iPad).
    public var navigationBar: Double
    /// Display corner radius, points.
    public var cornerRadius: Double
    public var cutout: Cutout
    public var year: Int

    public init(
        id: String, name: String, width: Double, height: Double, scale: Double, statusBar: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, navigationBar: Double,
        cornerRadius: Double, cutout: Cutout, year: Int
    ) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.statusBar = statusBar
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.navigationBar = navigationBar
        self.cornerRadius = cornerRadius
        self.cutout = cutout
        self.year = year
    }

    /// The profile seen in one orientation: screen size, insets and status bar for it.
    public func screen(_ orientation: Orientation) -> Screen {
        switch orientation {
        case .portrait:
            return Screen(
                device: self, orientation: orientation, size: Size(width: width, height: height),
                safeArea: portraitSafeArea, statusBar: statusBar)
        case .landscape:
            // iPhones hide the status bar in landscape (the landscape top inset is 0) while
            // iPads keep theirs (24), so the landscape status bar is the landscape top inset.
            return Screen(
                device: self, orientation: orientation, size: Size(width: height, height: width),
                safeArea: landscapeSafeArea, statusBar: landscapeSafeArea.top)
        }
    }
}

/// A device profile in one orientation: what a scene lays itself out against.
public struct Screen: Hashable, Sendable {
    public var device: DeviceProfile
    public var orientation: Orientation
    public var size: Size
    public var safeArea: EdgeInsets
    /// Status-bar height in this orientation (0 when hidden).
    public var statusBar: Double

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    public var bottomInset: Double { safeArea.bottom }
    /// Navigation bar height without the status bar on this device.
    public var navigationBar: Double { device.navigationBar }
}
