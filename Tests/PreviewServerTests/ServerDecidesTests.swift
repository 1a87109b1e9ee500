import MotionScene
import Testing

@testable import PreviewServer

/// `POST /api/sessions {from}`: Share copies a session on the server, so the copy keeps the
/// scene's history (an animation under way, counters that ran) instead of being rebuilt from
/// the parameters the page saw.
@Suite struct SessionCopyTests {
    /// The frame `session` publishes at wall time `now`, on a copy of its state.
    static func frame(_ session: Session, at now: Double) throws -> JSONValue {
        var state = session.state
        _ = state.publishFrame(now: now)
        return try JSONParser.parse(state.frameJSON)
    }

    static func copy(_ source: Session, through api: InProcessAPI) throws -> (session: Session, token: String) {
        let answer = try api.send("POST", "/api/sessions", json: #"{"from": "\#(source.id)"}"#)
        #expect(answer.status == 201, "\(answer.json)")
        let id = try #require(answer.json["id"]?.stringValue)
        return (try #require(api.registry.session(id: id)), try #require(answer.json["controlToken"]?.stringValue))
    }

    @Test func aCopyGoesOnWithTheAnimationTheSourceIsPlaying() throws {
        let api = InProcessAPI()
        let source = try api.registry.create(TestScrollScene.self, now: 0)
        _ = try source.apply(SessionInput(event: ("bounce", JSONObject())), now: 1)
        api.advance(to: 1.05)
        let copy = try Self.copy(source, through: api).session
        #expect(copy.id != source.id)
        for now in [1.1, 1.15, 1.2, 1.4] {
            let copied = try Self.frame(copy, at: now)
            let original = try Self.frame(source, at: now)
            #expect(copied["state"] == original["state"], "at \(now)")
            #expect(copied["nodes"] == original["nodes"], "at \(now)")
        }
        // Mid-bounce the offset is between its ends: a copy rebuilt from parameters would be at rest.
        let offset = try #require(Self.frame(copy, at: 1.15)["state"]?["offset"]?.doubleValue)
        #expect(offset > 0 && offset < 40)
    }

    @Test func aCopyRestoresAfterARestartAsItsSourceDoes() throws {
        let store = InMemorySessionStore()
        let api = InProcessAPI(store: store)
        let source = try api.registry.create(TestScrollScene.self, now: 0)
        _ = try source.apply(SessionInput(event: ("bounce", JSONObject())), now: 1)
        // Paused mid-bounce, so the restored frames still show the animation's history.
        _ = try source.apply(SessionInput(paused: true), now: 1.1)
        api.advance(to: 1.2)
        let copy = try Self.copy(source, through: api).session
        #expect(try store.session(id: copy.id)?.journal == store.session(id: source.id)?.journal)
        let (restarted, _) = try SessionRestartTests.restart(store)
        let restoredCopy = try #require(restarted.session(id: copy.id))
        let restoredSource = try #require(restarted.session(id: source.id))
        let copied = try Self.frame(restoredCopy, at: 6)
        #expect(copied["state"] == (try Self.frame(restoredSource, at: 6))["state"])
        let offset = try #require(copied["state"]?["offset"]?.doubleValue)
        #expect(offset > 0 && offset < 40, "the restored copy lost the bounce: offset \(offset)")
    }

    @Test func aCopysTokenControlsTheCopyOnly() throws {
        let api = InProcessAPI()
        let (source, sourceToken) = try api.registry.create(
            origin: SceneOrigin(
                sceneID: TestScrollScene.id, screen: SessionStateTests.screen,
                parameters: TestScrollScene.defaultParameters(for: SessionStateTests.screen), time: 0),
            now: 0)
        let (copy, copyToken) = try Self.copy(source, through: api)
        let verify = #"{"verify": true}"#
        #expect(try api.send("POST", "/api/sessions/\(copy.id)/input", json: verify, token: copyToken).status == 202)
        #expect(try api.send("POST", "/api/sessions/\(copy.id)/input", json: verify, token: sourceToken).status == 401)
        #expect(try api.send("POST", "/api/sessions/\(source.id)/input", json: verify, token: copyToken).status == 401)
    }

    @Test(arguments: [
        (#"{"from": "nope"}"#, 404, "session_not_found"),
        (#"{"from": 3}"#, 400, "invalid_type"),
        (#"{"from": "SOURCE", "scene": "test-scroll"}"#, 400, "unknown_name"),
    ])
    func aBadCopyIsRefusedAndCreatesNothing(body: String, status: Int, code: String) throws {
        let api = InProcessAPI()
        let source = try api.registry.create(TestScrollScene.self, now: 0)
        let answer = try api.send("POST", "/api/sessions", json: body.replacingOccurrences(of: "SOURCE", with: source.id))
        #expect(answer.status == status)
        #expect(answer.json["error"]?["code"]?.stringValue == code)
        #expect(api.registry.all.count == 1)
    }
}

/// `{"fit": true}`: the page restores its address by sending the values as they are, and the
/// server — not the page — clamps, rounds and leaves out what the target scene cannot take.
@Suite struct FittingInputTests {
    static func articleSession(_ api: InProcessAPI) throws -> (Session, String) {
        let screen = SessionStateTests.screen
        let type = try #require(SessionRestoreTests.catalogs.scenes.type(id: "article"))
        return try api.registry.create(
            origin: SceneOrigin(sceneID: "article", screen: screen, parameters: type.defaultParameters(for: screen), time: 0),
            now: 0)
    }

    static func scrollY(_ session: Session) throws -> Double? {
        try JSONParser.parse(session.state.frameJSON)["params"]?["scrollY"]?.doubleValue
    }

    @Test func valuesAreClampedReadFromTextAndWhatDoesNotFitIsNamed() throws {
        let api = InProcessAPI(catalogs: SessionRestoreTests.catalogs)
        let (session, token) = try Self.articleSession(api)
        let maximum = try #require(session.state.parameterSpecs.first { $0.name == "scrollY" }).maximum
        let body = #"{"set": {"scrollY": "99999", "gone": 1}, "playback": {"speed": 7}, "fit": true}"#
        let answer = try api.send("POST", "/api/sessions/\(session.id)/input", json: body, token: token)
        #expect(answer.status == 202, "\(answer.json)")
        #expect(answer.json["dropped"] == ["speed", "gone"])
        #expect(try Self.scrollY(session) == maximum)
        #expect(session.state.clock.speed == 1)
        let text = try api.send(
            "POST", "/api/sessions/\(session.id)/input", json: #"{"set": {"scrollY": "120"}, "fit": true}"#, token: token)
        #expect(text.json["dropped"] == [])
        #expect(try Self.scrollY(session) == 120)
    }

    @Test func withoutFitTheSameInputIsRefusedAndChangesNothing() throws {
        let api = InProcessAPI(catalogs: SessionRestoreTests.catalogs)
        let (session, token) = try Self.articleSession(api)
        let before = session.state.frameJSON
        let answer = try api.send(
            "POST", "/api/sessions/\(session.id)/input", json: #"{"set": {"scrollY": 99999}}"#, token: token)
        #expect(answer.status == 422)
        #expect(session.state.frameJSON == before)
    }

    @Test func aSceneChangeFitsTheValuesToTheNewScene() throws {
        let api = InProcessAPI(catalogs: SessionRestoreTests.catalogs)
        let (session, token) = try Self.articleSession(api)
        let answer = try api.send(
            "POST", "/api/sessions/\(session.id)/input",
            json: #"{"scene": "tab-menu", "set": {"scrollY": 40}, "fit": true}"#, token: token)
        #expect(answer.status == 202, "\(answer.json)")
        #expect(answer.json["dropped"] == ["scrollY"])
        #expect(session.state.sceneType.id == "tab-menu")
    }
}

/// The session object tells the page which speeds to offer and the limits of the clock, so the
/// page holds no copy of them.
@Suite struct PlaybackLimitsTests {
    @Test func theOfferedSpeedsAreThoseTheClockAccepts() throws {
        let api = InProcessAPI()
        let session = try api.registry.create(TestScrollScene.self, now: 0)
        let limits = try #require(try api.send("GET", "/api/sessions/\(session.id)").json["playbackLimits"])
        let speeds = try #require(limits["speeds"]?.arrayValue).compactMap(\.doubleValue)
        #expect(speeds.contains(1))
        #expect(limits["speedRange"] == [0.1, 2])
        #expect(limits["stepRange"] == [-600, 600])
        for speed in speeds {
            #expect(SessionClock.speedRange.contains(speed), "offered \(speed) is refused by the clock")
        }
    }
}
