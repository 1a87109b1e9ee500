import Testing

@testable import MotionCore

struct DeviceCatalogTests {
    @Test("the bundled file keeps every id the seeds' scenes and tests name")
    func bundledKeepsSeedIDs() throws {
        let ids = Set(try DeviceCatalog.bundled().profiles.map(\.id))
        let seeds = [
            "iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-xs-max", "iphone-12-mini",
            "iphone-14", "iphone-14-plus", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max",
            "ipad-10", "ipad-pro-11",
        ]
        #expect(seeds.filter { !ids.contains($0) } == [])
    }

    @Test(
        "landscape swaps the size and uses the landscape insets and status bar",
        arguments: [
            ("iphone-x", 812.0, 375.0, 0.0, 44.0, 20.0), ("ipad-10", 1180, 820, 24, 0, 25), ("iphone-se", 568, 320, 0, 0, 0),
        ])
    func landscape(id: String, width: Double, height: Double, statusBar: Double, side: Double, bottom: Double) throws {
        let screen = try #require(try DeviceCatalog.bundled().profile(id: id)).screen(.landscape)
        #expect(screen.size == Size(width: width, height: height))
        #expect(screen.statusBar == statusBar)
        #expect(screen.safeArea.left == side && screen.safeArea.right == side && screen.safeArea.bottom == bottom)
    }

    @Test(
        "the keyboard raises the bottom safe area to its height and sits across the bottom",
        arguments: [
            ("iphone-17-pro", Orientation.portrait, 402.0, 874.0, 335.0), ("iphone-17-pro", .landscape, 874, 402, 208),
            ("ipad-air-13-m3", .portrait, 1024, 1366, 403), ("iphone-se", .portrait, 320, 568, 253),
        ])
    func keyboard(id: String, orientation: Orientation, width: Double, height: Double, keyboard: Double) throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: id))
        let down = profile.screen(orientation)
        let up = profile.screen(orientation, keyboardShown: true)
        #expect(down.keyboardFrame == nil && !down.keyboardShown)
        #expect(up.safeArea.bottom == keyboard)
        #expect(up.safeArea.top == down.safeArea.top && up.safeArea.left == down.safeArea.left)
        #expect(up.deviceSafeArea == down.safeArea)
        #expect(up.keyboardFrame == Rect(x: 0, y: height - keyboard, width: width, height: keyboard))
    }

    @Test("a device without keyboard heights cannot show a keyboard")
    func noKeyboard() throws {
        let catalog = try DeviceCatalog(json: DeviceFileSamples.file(DeviceFileSamples.phone(removing: "keyboard")))
        let screen = try #require(catalog.profiles.first).screen(.portrait, keyboardShown: true)
        #expect(!screen.keyboardShown && screen.safeArea.bottom == 30)
    }

    @Test("the cut-out turns with the device: landscape puts it on the left, centred vertically")
    func cutoutInLandscape() throws {
        let screen = try #require(try DeviceCatalog.bundled().profile(id: "iphone-17-pro")).screen(.landscape)
        #expect(screen.cutoutFrame == Rect(x: 11, y: 138.5, width: 37, height: 125))
        let portrait = try #require(try DeviceCatalog.bundled().profile(id: "iphone-8")).screen(.portrait)
        #expect(portrait.cutoutFrame == nil)
    }

    @Test("a user's file with an added device is read and kept verbatim")
    func userFile() throws {
        let text = DeviceFileSamples.file(DeviceFileSamples.phone())
        let catalog = try DeviceCatalog(json: text)
        #expect(catalog.sourceJSON == text)
        let profile = try #require(catalog.profile(id: "my-phone"))
        #expect(profile.screen(.landscape).size == Size(width: 780, height: 360))
        #expect(profile.group == "Mine")
        #expect(profile.cutout == DisplayCutout(kind: .island, frame: Rect(x: 120, y: 10, width: 120, height: 30), cornerRadius: 15))
    }

    @Test("an id in any script is read: addresses percent-encode it")
    func japaneseID() throws {
        let text = DeviceFileSamples.file(DeviceFileSamples.phone(replacing: ["id": #""アイフォン・テスト機""#]))
        #expect(try DeviceCatalog(json: text).profile(id: "アイフォン・テスト機") != nil)
    }

    @Test("a file written before groups, landscape status bars and keyboards is still read")
    func olderFile() throws {
        let fields = DeviceFileSamples.phone(removing: "group", "landscapeStatusBar", "keyboard", "notes", "unconfirmed")
        let profile = try #require(try DeviceCatalog(json: DeviceFileSamples.file(fields)).profiles.first)
        #expect(profile.group == "Other devices")
        #expect(profile.landscapeStatusBar == 0)
        #expect(profile.keyboard == nil)
    }
}
