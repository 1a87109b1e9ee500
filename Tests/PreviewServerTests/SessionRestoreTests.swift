import MotionScene
import StandardScenes
import Testing

@testable import PreviewServer

/// A deep link restores a whole view in one input: the values given with a scene or device
/// change are where the new scene starts, as `/api/frame` builds it.
struct SessionRestoreTests {
    static let devices = try! DeviceCatalog.bundled()
    static let catalogs = Catalogs(scenes: .standard, devices: devices, defaultSceneID: "article", defaultDeviceID: "iphone-x")
    static let screen = devices.profile(id: "iphone-x")!.screen(.portrait)
    /// Presented, with the carousel paged part-way.
    static let presentedAndPaged = JSONObject(["transitionTime": 0.3, "carouselX": 100])
    /// Half-way through presenting with a carousel offset: a state a `set` cannot move the scene
    /// into (paging needs the carousel phase), though a scene can start there.
    static let halfPresented = JSONObject(["transitionTime": 0.12, "carouselX": 100])

    func articleSession() -> SessionState {
        let scene = ArticleScene.Runtime(screen: Self.screen, parameters: ArticleScene.Runtime.defaultParameters(for: Self.screen), at: 0)
        return SessionState(id: "s", scene: scene, screen: Self.screen, now: 0)
    }

    static func params(_ state: SessionState) throws -> JSONObject {
        try #require(JSONParser.parse(state.frameJSON)["params"]?.objectValue)
    }

    @Test func aSceneChangeStartsTheNewSceneAtTheValuesGivenWithIt() throws {
        var state = articleSession()
        _ = try state.apply(
            SessionInput(sceneID: "semi-modal", changes: Self.presentedAndPaged), catalogs: Self.catalogs, now: 1)
        let params = try Self.params(state)
        #expect(params["transitionTime"] == 0.3)
        #expect(params["carouselX"] == 100)
        var moved = articleSession()
        _ = try moved.apply(
            SessionInput(sceneID: "semi-modal", changes: Self.halfPresented), catalogs: Self.catalogs, now: 1)
        #expect(try Self.params(moved)["transitionTime"] == 0.12)
    }

    @Test func theSameValuesAsAMoveAreRefusedAndChangeNothing() throws {
        var state = articleSession()
        _ = try state.apply(SessionInput(sceneID: "semi-modal"), catalogs: Self.catalogs, now: 1)
        let before = state.frameJSON
        let refused = (try? state.apply(SessionInput(changes: Self.halfPresented), catalogs: Self.catalogs, now: 2)) == nil
        #expect(refused)
        #expect(state.frameJSON == before, "the refused input changed the session")
    }

    @Test func aDeviceChangeWithValuesStartsThereAndKeepsTheRestClamped() throws {
        var state = articleSession()
        _ = try state.apply(SessionInput(changes: JSONObject(["scrollY": 800])), catalogs: Self.catalogs, now: 1)
        _ = try state.apply(SessionInput(deviceID: "ipad-10"), catalogs: Self.catalogs, now: 2)
        let ipadSpecs = ArticleScene.Runtime.parameters(for: try #require(Self.devices.profile(id: "ipad-10")).screen(.portrait))
        let maximum = try #require(ipadSpecs.first { $0.name == "scrollY" }).maximum
        #expect(maximum < 800, "the iPad's wider lines make the article shorter")
        #expect(try Self.params(state)["scrollY"] == .number(maximum))
        _ = try state.apply(
            SessionInput(deviceID: "iphone-x", changes: JSONObject(["scrollY": 120])), catalogs: Self.catalogs, now: 3)
        #expect(try Self.params(state)["scrollY"] == 120)
    }
}
