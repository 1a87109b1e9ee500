import MotionScene
import Testing

@testable import StandardScenes

struct TemplateTintTests {
    static func frame(_ device: String, mode: String, tint: String = "#808080") throws -> SceneFrame {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: device))
        return TemplateTintScene.Runtime(
            screen: profile.screen(.portrait), parameters: ["renderingMode": .text(mode), "tint": .text(tint)], at: 0
        ).frame(at: 0)
    }

    @Test("original keeps the icon's four colours", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func original(device: String) throws {
        let frame = try Self.frame(device, mode: "original")
        #expect(frame.state["drawnColors"] == ["#e8503a", "#f4c542", "#7a4a2a", "#4aa3df"])
        #expect(frame.node(id: "preview.icon.roof")?.fill == .color("#e8503a"))
    }

    @Test("template draws every part in the tint", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func template(device: String) throws {
        let frame = try Self.frame(device, mode: "template", tint: "#ff2d55")
        #expect(frame.state["drawnColors"] == ["#ff2d55"])
        #expect(frame.node(id: "tab.2.icon.door")?.fill == .color("#ff2d55"))
        // The shapes themselves do not change, only their colour.
        let original = try Self.frame(device, mode: "original")
        #expect(frame.node(id: "preview.icon.door")?.frame == original.node(id: "preview.icon.door")?.frame)
    }

    @Test("the tab bar sits on the bottom safe area")
    func tabBar() throws {
        let frame = try Self.frame("iphone-x", mode: "original")
        #expect(frame.node(id: "tabBar")?.frame == Rect(x: 0, y: 812 - 49 - 34, width: 375, height: 83))
    }

    @Test("the default tint is UIKit's gray, white 0.5: #808080 (docs/scenes.md §10)")
    func defaultTint() throws {
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        let frame = TemplateTintScene.Runtime(screen: profile.screen(.portrait), parameters: ["renderingMode": .text("template")], at: 0)
            .frame(at: 0)
        #expect(frame.state["tint"] == "#808080")
        #expect(frame.state["drawnColors"] == ["#808080"])
    }

    @Test(
        "icon parts are the nodes with .icon. in their id",
        arguments: [
            ("preview.icon.roof", true), ("tab.0.icon.wall", true), (".icon.", true), ("tab.0.title", false),
            ("icon.roof", false), ("tab.0.icon", false), ("", false), ("a.icon-x.b", false),
        ])
    func iconParts(id: String, isPart: Bool) {
        #expect(TemplateTintScene.isIconPart(id) == isPart)
    }
}
