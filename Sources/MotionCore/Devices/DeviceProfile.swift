/// Portrait or landscape; landscape swaps width and height.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// One device as `docs/devices.md` lists it: points, portrait unless a name says otherwise.
/// Built only by `DeviceCatalog`, which validates every value first.
public struct DeviceProfile: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// The picker's heading for this device ("Current iPhones"): the data decides, the page draws.
    public var group: String
    /// Release year of the first device the profile describes; the picker lists newest first.
    public var year: Int
    /// Portrait width in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// Status-bar height in portrait, points.
    public var statusBar: Double
    /// Status-bar height in landscape, points: 0 on iPhones, which hide it there.
    public var landscapeStatusBar: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Navigation bar height without the status bar (44 on iPhone, 50 on iPad).
    public var navigationBar: Double
    /// Display corner radius, points.
    public var cornerRadius: Double
    public var cutout: DisplayCutout
    /// The system keyboard's height per orientation, or nil for a device that cannot raise one.
    public var keyboard: KeyboardHeights?

    /// The profile seen in one orientation, with the keyboard up or down: what a scene lays
    /// itself out against. A device without keyboard heights never shows one.
    public func screen(_ orientation: Orientation, keyboardShown: Bool = false) -> Screen {
        let keyboardHeight = keyboardShown ? keyboard?.height(orientation) ?? 0 : 0
        switch orientation {
        case .portrait:
            return Screen(
                device: self, orientation: orientation, size: Size(width: width, height: height),
                deviceSafeArea: portraitSafeArea, statusBar: statusBar, keyboardHeight: keyboardHeight)
        case .landscape:
            return Screen(
                device: self, orientation: orientation, size: Size(width: height, height: width),
                deviceSafeArea: landscapeSafeArea, statusBar: landscapeStatusBar, keyboardHeight: keyboardHeight)
        }
    }
}
