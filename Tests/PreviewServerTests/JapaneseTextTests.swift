import MotionScene
import Testing

@testable import PreviewServer

/// A scene whose text parameter takes Japanese choices, as a deep link would carry them.
struct TestLabelScene: Scene {
    static let id = "test-label"
    static let title = "見出し"
    static let seed = "000"
    static let summary = "A text parameter with Japanese choices, for deep-link tests."
    static let events: [EventSpec] = []
    static let stateKeys = ["title", "titleLength"]
    /// Kana, kanji, a full-width space and characters URLs must escape (& = + #).
    static let choices = ["海の見える風景", "山　と　川", "A&B=C+D#E", "plain"]

    static func parameters(for screen: Screen) -> [ParameterSpec] {
        [.choice("title", label: "タイトル", choices: choices, default: "plain")]
    }

    private(set) var parameters: [String: ParameterValue]

    init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.parameters = parameters
    }

    mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        parameters.merge(changes) { $1 }
    }

    mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {}

    func frame(at time: Double) -> SceneFrame {
        let title = parameters["title"]?.text ?? ""
        return SceneFrame(
            state: JSONObject(["title": .string(title), "titleLength": .number(Double(title.count))]),
            nodes: [Node(id: "title", kind: .text, frame: Rect(x: 0, y: 0, width: 100, height: 20))], animating: false)
    }
}

/// Japanese text survives every hop a deep link takes through the server: a UTF-8 JSON body
/// into a session, the session object and frame out, and a decoded query into `/api/frame`.
@Suite struct JapaneseTextTests {
    static let catalogs = Catalogs(
        scenes: SceneCatalog([TestLabelScene.self]), devices: try! DeviceCatalog.bundled(), defaultSceneID: "test-label",
        defaultDeviceID: "iphone-x")

    func endpoints() -> SessionEndpoints {
        SessionEndpoints(
            registry: .testing(catalogs: Self.catalogs), catalogs: Self.catalogs, defaultControlToken: "", now: { 0 },
            creations: AddressRateLimits(perMinute: 20))
    }

    func post(_ path: String, _ json: String, token: String? = nil) -> HTTPRequest {
        var headers = ["content-type": "application/json"]
        if let token { headers["authorization"] = "Bearer \(token)" }
        return HTTPRequest(method: "POST", path: path, headers: headers, body: Array(json.utf8))
    }

    @Test(arguments: TestLabelScene.choices)
    func aTextValueRoundTripsThroughASessionAndMatchesTheSessionlessFrame(_ title: String) throws {
        let api = endpoints()
        let body = JSONWriter.string(["scene": "test-label", "params": ["title": "plain"]])
        let created = try JSONParser.parse(try #require(try api.create(post("/api/sessions", body)).bodyBytes))
        let id = try #require(created["id"]?.stringValue)
        let token = try #require(created["controlToken"]?.stringValue)
        let input = JSONWriter.string(["set": ["title": .string(title)]])
        #expect(try api.input(Substring(id), post("/api/sessions/\(id)/input", input, token: token)).status == 202)

        let session = try JSONParser.parse(try #require(try api.show(Substring(id)).bodyBytes))
        #expect(session["params"]?["title"]?.stringValue == title)
        let state = try api.session(Substring(id)).state
        let frame = try JSONParser.parse(state.frameJSON)
        #expect(frame["params"]?["title"]?.stringValue == title)
        #expect(frame["state"]?["title"]?.stringValue == title)
        #expect(frame["state"]?["titleLength"]?.doubleValue == Double(title.count))

        // What `/api/frame?title=…` answers once the query is decoded: the same state.
        let sessionless = try JSONParser.parse(
            try CatalogEndpoints.frame(query: [("scene", "test-label"), ("title", title)], catalogs: Self.catalogs))
        #expect(sessionless["state"] == frame["state"])
    }

    @Test func aChoiceThatDiffersOnlyInWidthIsRefused() throws {
        // A full-width space is not a space: the value must survive exactly, not approximately.
        let spec = TestLabelScene.parameters(for: SessionStateTests.screen)[0]
        #expect(throws: SceneError.self) { try spec.validate(.string("山 と 川")) }
    }
}
