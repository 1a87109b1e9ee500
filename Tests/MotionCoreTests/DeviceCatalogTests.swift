import Testing

@testable import MotionCore

struct DeviceCatalogTests {
    @Test("the bundled file holds every profile of devices.md")
    func bundled() throws {
        let catalog = try DeviceCatalog.bundled()
        #expect(
            catalog.profiles.map(\.id) == [
                "iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-xs-max", "iphone-12-mini",
                "iphone-14", "iphone-14-plus", "iphone-15", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max",
                "ipad-10", "ipad-pro-11",
            ])
        let x = try #require(catalog.profile(id: "iphone-x"))
        #expect(x.width == 375 && x.height == 812 && x.scale == 3 && x.statusBar == 44)
        #expect(x.portraitSafeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.cornerRadius == 39 && x.cutout == .notch)
    }

    @Test(
        "landscape swaps the size and uses the landscape insets and status bar",
        arguments: [("iphone-x", 812.0, 375.0, 0.0, 44.0, 21.0), ("ipad-10", 1180, 820, 24, 0, 20), ("iphone-se", 568, 320, 0, 0, 0)])
    func landscape(id: String, width: Double, height: Double, statusBar: Double, side: Double, bottom: Double) throws {
        let screen = try #require(try DeviceCatalog.bundled().profile(id: id)).screen(.landscape)
        #expect(screen.size == Size(width: width, height: height))
        #expect(screen.statusBar == statusBar)
        #expect(screen.safeArea.left == side && screen.safeArea.right == side && screen.safeArea.bottom == bottom)
    }

    @Test(
        "malformed device files are refused with a reason",
        arguments: [
            "", "{}", "[]", #"[{"id":"a"}]"#,
            #"[{"id":"a","name":"A","width":0,"height":1,"scale":1,"statusBar":0,"safeArea":{"portrait":{"top":0,"left":0,"bottom":0,"right":0},"landscape":{"top":0,"left":0,"bottom":0,"right":0}},"navigationBar":44,"cornerRadius":0,"cutout":"none","year":1}]"#,
            #"[{"id":"a","name":"A","width":1,"height":1,"scale":1,"statusBar":0,"safeArea":{"portrait":{"top":0,"left":0,"bottom":0,"right":0},"landscape":{"top":0,"left":0,"bottom":0,"right":0}},"navigationBar":44,"cornerRadius":0,"cutout":"hole","year":1}]"#,
        ])
    func malformed(text: String) {
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(json: text) }
    }

    @Test("a user's file with an added device is read and kept verbatim")
    func userFile() throws {
        let text = #"[{"id":"my-phone","name":"Mine","width":360,"height":780,"scale":3,"statusBar":40,"safeArea":{"portrait":{"top":40,"left":0,"bottom":30,"right":0},"landscape":{"top":0,"left":40,"bottom":20,"right":40}},"navigationBar":44,"cornerRadius":40,"cutout":"island","year":2026}]"#
        let catalog = try DeviceCatalog(json: text)
        #expect(catalog.sourceJSON == text)
        #expect(catalog.profile(id: "my-phone")?.screen(.landscape).size == Size(width: 780, height: 360))
    }
}
