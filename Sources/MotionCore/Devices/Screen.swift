/// A device profile in one orientation, with the keyboard up or down: what a scene lays itself
/// out against.
public struct Screen: Hashable, Sendable {
    public var device: DeviceProfile
    public var orientation: Orientation
    public var size: Size
    /// The insets the device reports with the keyboard down.
    public var deviceSafeArea: EdgeInsets
    /// Status-bar height in this orientation (0 when hidden).
    public var statusBar: Double
    /// The keyboard's height while it is up, 0 while it is down.
    public var keyboardHeight: Double

    public init(
        device: DeviceProfile, orientation: Orientation, size: Size, deviceSafeArea: EdgeInsets, statusBar: Double,
        keyboardHeight: Double = 0
    ) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.deviceSafeArea = deviceSafeArea
        self.statusBar = statusBar
        self.keyboardHeight = keyboardHeight
    }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    /// The safe area a view sees: while the keyboard is up its bottom edge is the keyboard's
    /// top, as iOS raises the bottom safe area of a view the keyboard covers.
    public var safeArea: EdgeInsets {
        var insets = deviceSafeArea
        insets.bottom = max(insets.bottom, keyboardHeight)
        return insets
    }
    public var bottomInset: Double { safeArea.bottom }
    /// Navigation bar height without the status bar on this device.
    public var navigationBar: Double { device.navigationBar }
    public var keyboardShown: Bool { keyboardHeight > 0 }
    /// Where the keyboard sits, across the whole width at the bottom; nil while it is down.
    public var keyboardFrame: Rect? {
        keyboardShown ? Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight) : nil
    }
    /// The cut-out's frame on this screen, or nil when the display has none.
    public var cutoutFrame: Rect? {
        device.cutout.kind == .none ? nil : device.cutout.frame(in: orientation, portraitWidth: device.width)
    }
}
