/// Range checks that fail with the device and the field named.
struct FieldCheck {
    let deviceID: String

    func fail(_ field: String, _ message: String) -> DeviceCatalogError {
        DeviceCatalogError(deviceID: deviceID, field: field, message: message)
    }

    func that(_ condition: Bool, _ field: String, _ message: String) throws(DeviceCatalogError) {
        guard condition else { throw fail(field, message) }
    }

    func positive(_ value: Double, _ field: String) throws(DeviceCatalogError) {
        try that(value.isFinite && value > 0, field, "must be > 0; got \(value)")
    }

    func between(_ value: Double, _ low: Double, _ high: Double, _ field: String) throws(DeviceCatalogError) {
        try that(value.isFinite && value >= low, field, "must be ≥ \(Self.format(low)); got \(Self.format(value))")
        try that(value <= high, field, "must be ≤ \(Self.format(high)); got \(Self.format(value))")
    }

    /// Each inset non-negative, and the insets of opposite edges leaving some screen between them.
    func insets(_ given: EdgeInsets, _ field: String, width: Double, height: Double) throws(DeviceCatalogError)
        -> EdgeInsets
    {
        for (edge, value) in [("top", given.top), ("left", given.left), ("bottom", given.bottom), ("right", given.right)] {
            try that(value.isFinite && value >= 0, "\(field).\(edge)", "must be ≥ 0; got \(Self.format(value))")
        }
        try that(given.top + given.bottom < height, "\(field).bottom", "leaves no screen: top + bottom must be < \(Self.format(height))")
        try that(given.left + given.right < width, "\(field).right", "leaves no screen: left + right must be < \(Self.format(width))")
        return given
    }

    /// A keyboard covers at least the home-indicator strip it includes, and leaves the top
    /// safe area free.
    func keyboard(
        _ given: DeviceRecord.PerOrientation<Double>, portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets, width: Double,
        height: Double
    ) throws(DeviceCatalogError) -> KeyboardHeights {
        try between(given.portrait, portraitInsets.bottom, height - portraitInsets.top, "keyboard.portrait")
        try between(given.landscape, landscapeInsets.bottom, width - landscapeInsets.top, "keyboard.landscape")
        try positive(given.portrait, "keyboard.portrait")
        try positive(given.landscape, "keyboard.landscape")
        return KeyboardHeights(portrait: given.portrait, landscape: given.landscape)
    }

    /// Whole numbers without a fraction, so messages read "≥ 0", not "≥ 0.0".
    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
