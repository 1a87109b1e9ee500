import Testing

@testable import MotionCore

/// Every bundled profile against the source its notes name, typed in by hand from that source
/// (not copied from devices.json), so a slip in the data file cannot hide itself.
struct DeviceProfileSourceTests {
    /// Where a row's numbers come from.
    enum Source: String, Sendable {
        /// The iOS 26.5 Simulator, as flutter device_preview's device_specs probe it.
        case simulator
        /// docs/devices.md (the first wave's table), with the current iOS's insets where the issue updates them.
        case devicesTable = "devices.md"
        /// The Simulator's bezel artwork, or Apple's design templates, measured.
        case measured
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var id: String
        var source: Source
        var size: (Double, Double)
        var scale: Double
        /// Portrait top, bottom.
        var portrait: (Double, Double)
        /// Landscape top, left = right, bottom.
        var landscape: (Double, Double, Double)
        var cutout: CutoutKind
        /// Portrait cut-out x, y, width, height (nil for none).
        var cutoutFrame: (Double, Double, Double, Double)?
        /// Keyboard portrait, landscape.
        var keyboard: (Double, Double)
        var testDescription: String { "\(id) (\(source.rawValue))" }
    }

    static let island402 = (138.5, 11.0, 125.0, 37.0)
    static let island440 = (157.5, 11.0, 125.0, 37.0)
    static let notch390 = (114.11, 0.0, 161.78, 33.67)
    static let iPad = (portrait: (32.0, 25.0), landscape: (32.0, 0.0, 25.0))

    static let rows: [Row] = [
        Row(id: "iphone-17-pro-max", source: .simulator, size: (440, 956), scale: 3, portrait: (62, 34), landscape: (0, 62, 20), cutout: .island, cutoutFrame: island440, keyboard: (345, 208)),
        Row(id: "iphone-17-pro", source: .simulator, size: (402, 874), scale: 3, portrait: (62, 34), landscape: (0, 62, 20), cutout: .island, cutoutFrame: island402, keyboard: (335, 208)),
        Row(id: "iphone-17", source: .simulator, size: (402, 874), scale: 3, portrait: (62, 34), landscape: (0, 62, 20), cutout: .island, cutoutFrame: island402, keyboard: (335, 208)),
        Row(id: "iphone-air", source: .simulator, size: (420, 912), scale: 3, portrait: (68, 34), landscape: (0, 68, 20), cutout: .island, cutoutFrame: (147.5, 11, 125, 37), keyboard: (345, 208)),
        Row(id: "iphone-17e", source: .simulator, size: (390, 844), scale: 3, portrait: (47, 34), landscape: (0, 47, 20), cutout: .notch, cutoutFrame: notch390, keyboard: (335, 208)),
        Row(id: "iphone-16e", source: .simulator, size: (390, 844), scale: 3, portrait: (47, 34), landscape: (0, 47, 20), cutout: .notch, cutoutFrame: notch390, keyboard: (335, 208)),
        Row(id: "iphone-16-plus", source: .simulator, size: (430, 932), scale: 3, portrait: (59, 34), landscape: (0, 59, 20), cutout: .island, cutoutFrame: (152.5, 11, 125, 37), keyboard: (345, 208)),
        Row(id: "iphone-16", source: .simulator, size: (393, 852), scale: 3, portrait: (59, 34), landscape: (0, 59, 20), cutout: .island, cutoutFrame: (134, 11, 125, 37), keyboard: (335, 208)),
        Row(id: "iphone-16-pro-max", source: .simulator, size: (440, 956), scale: 3, portrait: (62, 34), landscape: (0, 62, 20), cutout: .island, cutoutFrame: island440, keyboard: (345, 208)),
        Row(id: "iphone-16-pro", source: .simulator, size: (402, 874), scale: 3, portrait: (62, 34), landscape: (0, 62, 20), cutout: .island, cutoutFrame: island402, keyboard: (335, 208)),
        Row(id: "iphone-15-pro-max", source: .devicesTable, size: (430, 932), scale: 3, portrait: (59, 34), landscape: (0, 59, 20), cutout: .island, cutoutFrame: (152.5, 11, 125, 37), keyboard: (345, 208)),
        Row(id: "iphone-15", source: .devicesTable, size: (393, 852), scale: 3, portrait: (59, 34), landscape: (0, 59, 20), cutout: .island, cutoutFrame: (134, 11, 125, 37), keyboard: (335, 208)),
        Row(id: "iphone-14-plus", source: .devicesTable, size: (428, 926), scale: 3, portrait: (47, 34), landscape: (0, 47, 20), cutout: .notch, cutoutFrame: (133.5, 0, 161, 33.5), keyboard: (345, 208)),
        Row(id: "iphone-14", source: .devicesTable, size: (390, 844), scale: 3, portrait: (47, 34), landscape: (0, 47, 20), cutout: .notch, cutoutFrame: notch390, keyboard: (335, 208)),
        Row(id: "iphone-12-mini", source: .devicesTable, size: (375, 812), scale: 3, portrait: (50, 34), landscape: (0, 50, 20), cutout: .notch, cutoutFrame: (103.5, 0, 168, 35), keyboard: (335, 208)),
        Row(id: "iphone-xs-max", source: .devicesTable, size: (414, 896), scale: 3, portrait: (44, 34), landscape: (0, 44, 20), cutout: .notch, cutoutFrame: (102.5, 0, 209, 30), keyboard: (345, 208)),
        Row(id: "iphone-xr", source: .devicesTable, size: (414, 896), scale: 2, portrait: (48, 34), landscape: (0, 48, 20), cutout: .notch, cutoutFrame: (95.5, 0, 223, 32), keyboard: (345, 208)),
        Row(id: "iphone-x", source: .devicesTable, size: (375, 812), scale: 3, portrait: (44, 34), landscape: (0, 44, 20), cutout: .notch, cutoutFrame: (83, 0, 209, 30), keyboard: (335, 208)),
        Row(id: "iphone-8-plus", source: .devicesTable, size: (414, 736), scale: 3, portrait: (20, 0), landscape: (0, 0, 0), cutout: .none, keyboard: (271, 206)),
        Row(id: "iphone-8", source: .simulator, size: (375, 667), scale: 2, portrait: (20, 0), landscape: (0, 0, 0), cutout: .none, keyboard: (260, 206)),
        Row(id: "iphone-se", source: .devicesTable, size: (320, 568), scale: 2, portrait: (20, 0), landscape: (0, 0, 0), cutout: .none, keyboard: (253, 193)),
        Row(id: "ipad-pro-13-m4", source: .simulator, size: (1032, 1376), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (403, 498)),
        Row(id: "ipad-pro-11-m4", source: .simulator, size: (834, 1210), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (340, 428)),
        Row(id: "ipad-air-13-m3", source: .simulator, size: (1024, 1366), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (403, 498)),
        Row(id: "ipad-air-11-m3", source: .simulator, size: (820, 1180), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (337, 422)),
        Row(id: "ipad-mini-a17-pro", source: .simulator, size: (744, 1133), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (340, 428)),
        Row(id: "ipad-a16", source: .simulator, size: (820, 1180), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (337, 422)),
        Row(id: "ipad-pro-11", source: .devicesTable, size: (834, 1194), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (340, 428)),
        Row(id: "ipad-10", source: .simulator, size: (820, 1180), scale: 2, portrait: iPad.portrait, landscape: iPad.landscape, cutout: .none, keyboard: (337, 422)),
    ]

    /// Points are given to two decimals in the sources; anything closer is the same number.
    static let tolerance = 0.005

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    @Test("every bundled profile has a row here, and every row a profile")
    func everyProfileIsChecked() throws {
        let ids = try DeviceCatalog.bundled().profiles.map(\.id)
        #expect(Set(ids) == Set(Self.rows.map(\.id)))
        #expect(ids.count == Self.rows.count)
    }

    @Test("size, scale, insets in both orientations, cut-out and keyboard match the source", arguments: rows)
    func matchesSource(_ row: Row) throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: row.id))
        #expect(Self.close(profile.width, row.size.0) && Self.close(profile.height, row.size.1))
        #expect(profile.scale == row.scale)
        let portrait = profile.screen(.portrait).safeArea
        #expect(Self.close(portrait.top, row.portrait.0) && Self.close(portrait.bottom, row.portrait.1))
        #expect(portrait.left == 0 && portrait.right == 0)
        let landscape = profile.screen(.landscape).safeArea
        #expect(Self.close(landscape.top, row.landscape.0), "landscape top")
        #expect(Self.close(landscape.left, row.landscape.1) && Self.close(landscape.right, row.landscape.1), "landscape sides")
        #expect(Self.close(landscape.bottom, row.landscape.2), "landscape bottom")
        #expect(profile.cutout.kind == row.cutout)
        if let (x, y, width, height) = row.cutoutFrame {
            let frame = profile.cutout.frame
            #expect(Self.close(frame.x, x) && Self.close(frame.y, y), "cut-out origin")
            #expect(Self.close(frame.width, width) && Self.close(frame.height, height), "cut-out size")
            // Centred on the screen, as every Apple cut-out is.
            #expect(Self.close(frame.midX, profile.width / 2))
        }
        #expect(profile.keyboard == KeyboardHeights(portrait: row.keyboard.0, landscape: row.keyboard.1))
    }

    @Test("every profile names its sources in its notes")
    func notesNameSources() throws {
        let text = try DeviceCatalog.bundled().sourceJSON
        let entries = text.split(separator: "\n").filter { $0.contains("\"id\"") }
        #expect(entries.count == Self.rows.count)
        for entry in entries {
            let named = ["Simulator", "docs/devices.md", "ScreenCorners", "HIG", "measured", "estimate"].filter { entry.contains($0) }
            #expect(!named.isEmpty, "\(entry.prefix(40))")
        }
    }

    @Test("the seeds' status bars and navigation bars are unchanged", arguments: [
        ("iphone-se", 20.0, 44.0), ("iphone-8", 20, 44), ("iphone-x", 44, 44), ("iphone-15", 54, 44), ("ipad-10", 24, 50), ("ipad-pro-11", 24, 50),
    ])
    func seedBars(id: String, statusBar: Double, navigationBar: Double) throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: id))
        #expect(profile.statusBar == statusBar && profile.navigationBar == navigationBar)
    }
}
