import MotionScene
import StandardScenes
import Testing

@testable import PreviewServer

/// `keyboard` in an input raises or lowers the device's keyboard: the screen's bottom safe area
/// becomes the keyboard's height, and the session and its frames say so.
struct SessionKeyboardTests {
    static let devices = try! DeviceCatalog.bundled()
    static let catalogs = Catalogs(scenes: .standard, devices: devices, defaultSceneID: "article", defaultDeviceID: "iphone-x")

    static func session(_ device: String = "iphone-17-pro", catalogs: Catalogs = catalogs) throws -> SessionState {
        let screen = try #require(catalogs.devices.profile(id: device)).screen(.portrait)
        let scene = ArticleScene.Runtime(screen: screen, parameters: ArticleScene.Runtime.defaultParameters(for: screen), at: 0)
        return SessionState(id: "s", scene: scene, screen: screen, now: 0)
    }

    static func frame(_ state: SessionState) throws -> JSONValue { try JSONParser.parse(state.frameJSON) }

    @Test(
        "the keyboard's height becomes the bottom safe area in the frame, per orientation",
        arguments: [(Orientation.portrait, 874.0, 402.0, 335.0), (.landscape, 402, 874, 208)])
    func raised(orientation: Orientation, height: Double, width: Double, keyboard: Double) throws {
        var state = try Self.session()
        let actions = try state.apply(SessionInput(orientation: orientation, keyboard: true), catalogs: Self.catalogs, now: 1)
        #expect(actions.count == 2, "a frame and the session, as for any screen change")
        let frame = try Self.frame(state)
        #expect(frame["safeArea"]?["bottom"] == .number(keyboard))
        #expect(frame["keyboard"] == [0, .number(height - keyboard), .number(width), .number(keyboard)])
        #expect(state.sessionJSON["keyboard"] == true)
        #expect(state.screen.safeArea.bottom == keyboard)
    }

    @Test("the keyboard stays up across device changes and comes down when asked")
    func carriedAndLowered() throws {
        var state = try Self.session()
        _ = try state.apply(SessionInput(keyboard: true), catalogs: Self.catalogs, now: 1)
        _ = try state.apply(SessionInput(deviceID: "ipad-air-13-m3"), catalogs: Self.catalogs, now: 2)
        #expect(state.screen.keyboardHeight == 403)
        _ = try state.apply(SessionInput(keyboard: false), catalogs: Self.catalogs, now: 3)
        let frame = try Self.frame(state)
        #expect(frame["keyboard"] == .null)
        #expect(frame["safeArea"]?["bottom"] == 25)
        #expect(state.sessionJSON["keyboard"] == false)
    }

    @Test("a device without keyboard heights refuses the keyboard and changes nothing; carried to it, the keyboard comes down")
    func deviceWithoutKeyboard() throws {
        let plain = #"{"id":"plain","name":"Plain","year":2020,"width":375,"height":667,"scale":2,"statusBar":20,"safeArea":{"portrait":{"top":20,"left":0,"bottom":0,"right":0},"landscape":{"top":0,"left":0,"bottom":0,"right":0}},"navigationBar":44,"cornerRadius":0,"cutout":"none"}"#
        let keyed = try #require(Self.devices.sourceJSON.split(separator: "\n").first { $0.contains(#""id": "iphone-17-pro""#) })
        let devices = try DeviceCatalog(json: "[" + keyed.trimmingCharacters(in: .init(charactersIn: " ,")) + "," + plain + "]")
        let catalogs = Catalogs(scenes: .standard, devices: devices, defaultSceneID: "article", defaultDeviceID: "plain")
        var state = try Self.session("plain", catalogs: catalogs)
        let before = state.frameJSON
        #expect(throws: APIError.self) { try state.apply(SessionInput(keyboard: true), catalogs: catalogs, now: 1) }
        #expect(state.frameJSON == before)
        var raised = try Self.session("iphone-17-pro", catalogs: catalogs)
        _ = try raised.apply(SessionInput(keyboard: true), catalogs: catalogs, now: 1)
        _ = try raised.apply(SessionInput(deviceID: "plain"), catalogs: catalogs, now: 2)
        #expect(!raised.screen.keyboardShown)
        #expect(raised.sessionJSON["keyboard"] == false)
    }
}
