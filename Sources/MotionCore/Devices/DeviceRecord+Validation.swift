extension DeviceRecord {
    /// Release years a profile may carry: the first iPhone (2007) to a bound no device file
    /// should reach (chosen: far enough for any announced device, near enough to catch typos
    /// such as 20025).
    static let plausibleYears = 2007...2100
    static let scales: Set<Double> = [1, 2, 3]

    /// The validated profile, or the first value that is wrong, named by device and field.
    func profile() throws(DeviceCatalogError) -> DeviceProfile {
        let check = FieldCheck(deviceID: id)
        // Any script (a user's Japanese id is fine: addresses percent-encode it), but one word.
        try check.that(!id.isEmpty && !id.contains(where: \.isWhitespace), "id", "must be one word, without spaces")
        try check.that(!name.isEmpty, "name", "must not be empty")
        try check.that(group.map { !$0.isEmpty } ?? true, "group", "must not be empty")
        try check.that(Self.plausibleYears.contains(year), "year", "must be within \(Self.plausibleYears)")
        try check.positive(width, "width")
        try check.positive(height, "height")
        try check.that(width <= height, "width", "must not exceed height: profiles are given in portrait")
        try check.that(Self.scales.contains(scale), "scale", "must be 1, 2 or 3")
        try check.between(statusBar, 0, height / 2, "statusBar")
        let landscapeBar = landscapeStatusBar ?? safeArea.landscape.top
        try check.between(landscapeBar, 0, width / 2, "landscapeStatusBar")
        let portraitInsets = try check.insets(safeArea.portrait, "safeArea.portrait", width: width, height: height)
        let landscapeInsets = try check.insets(safeArea.landscape, "safeArea.landscape", width: height, height: width)
        try check.positive(navigationBar, "navigationBar")
        try check.between(cornerRadius, 0, width / 2, "cornerRadius")
        let keyboardHeights = try keyboard.map { value throws(DeviceCatalogError) in
            try check.keyboard(value, portraitInsets: portraitInsets, landscapeInsets: landscapeInsets, width: width, height: height)
        }
        for name in unconfirmed ?? [] {
            let root = String(name.prefix { $0 != "." })
            try check.that(CodingKeys(rawValue: root) != nil, "unconfirmed", "names '\(name)', which is not a field")
        }
        return DeviceProfile(
            id: id, name: name, group: group ?? Self.defaultGroup, year: year, width: width, height: height,
            scale: scale, statusBar: statusBar, landscapeStatusBar: landscapeBar, portraitSafeArea: portraitInsets,
            landscapeSafeArea: landscapeInsets, navigationBar: navigationBar, cornerRadius: cornerRadius,
            cutout: try displayCutout(check, portraitTop: portraitInsets.top), keyboard: keyboardHeights)
    }

    /// The cut-out must sit inside the screen and above the portrait safe area, or content
    /// laid out in the safe area would run under it.
    private func displayCutout(_ check: FieldCheck, portraitTop: Double) throws(DeviceCatalogError) -> DisplayCutout {
        guard let kind = CutoutKind(rawValue: cutout) else {
            throw check.fail("cutout", "must be one of \(CutoutKind.allCases.map(\.rawValue).joined(separator: ", ")); got '\(cutout)'")
        }
        guard kind != .none else {
            try check.that(cutoutFrame == nil && cutoutRadius == nil, "cutoutFrame", "must be absent when cutout is none")
            return .none
        }
        guard let given = cutoutFrame else { throw check.fail("cutoutFrame", "is required for a \(kind.rawValue)") }
        try check.positive(given.width, "cutoutFrame.width")
        try check.positive(given.height, "cutoutFrame.height")
        try check.between(given.x, 0, width - given.width, "cutoutFrame.x")
        try check.between(given.y, 0, portraitTop - given.height, "cutoutFrame.y")
        // An island is at most a capsule; a notch hangs from the edge, so only its lower
        // corners are rounded and they may reach its full depth.
        let radius = cutoutRadius ?? 0
        let largest = kind == .island ? min(given.width, given.height) / 2 : min(given.width / 2, given.height)
        try check.between(radius, 0, largest, "cutoutRadius")
        return DisplayCutout(kind: kind, frame: given, cornerRadius: radius)
    }
}
