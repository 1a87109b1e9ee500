import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Every endpoint of docs/protocol.md answering a well-formed request, through the router in-process (`InProcessAPI`).
@Suite struct EndpointTests {
    @Test func healthzAnswersOK() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/healthz")
        #expect(response.status == 200)
        #expect(response.text == "ok")
    }

    @Test func scenesListsEveryTestSceneWithRangesForTheScreen() throws {
        let api = try InProcessAPI.serving()
        let portrait = try api.client.get("/api/scenes?device=iphone-x&orientation=portrait").json()
        let landscape = try api.client.get("/api/scenes?device=iphone-x&orientation=landscape").json()
        #expect(portrait.arrayValue?.compactMap { $0["id"]?.stringValue } == ["test-scroll", "test-static"])
        let profile = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        let portraitMax = portrait.arrayValue?.first?["parameters"]?.arrayValue?.first?["max"]?.doubleValue
        let landscapeMax = landscape.arrayValue?.first?["parameters"]?.arrayValue?.first?["max"]?.doubleValue
        #expect(portraitMax == profile.height * 2)
        #expect(landscapeMax == profile.width * 2)
    }

    @Test func devicesIsTheCatalogSourceAsIs() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/api/devices")
        #expect(response.status == 200)
        #expect(response.text == (try DeviceCatalog.bundled().sourceJSON))
    }

    @Test func frameIsAFreshSceneAtTheGivenTime() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/api/frame?scene=test-scroll&device=iphone-x&scrollY=120&mode=fancy&time=2")
        #expect(response.status == 200)
        let frame = try response.json()
        #expect(frame["seq"] == 0)
        #expect(frame["time"] == 2)
        #expect(frame["params"] == ["scrollY": 120, "mode": "fancy"])
        #expect(frame["state"]?["scrollY"] == 120)
        #expect(frame["nodes"]?.arrayValue?.first?["frame"] == [0, -120, 100, 100])
        #expect(response.text == (try PreviewAPI.frameJSON(query: [("scene", "test-scroll"), ("device", "iphone-x"), ("scrollY", "120"), ("mode", "fancy"), ("time", "2")], scenes: .testing, devices: .bundled())))
    }

    @Test func createdSessionHasDistinctUnguessableIdAndToken() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.post(
            "/api/sessions", json: #"{"scene":"test-static","device":"iphone-8","orientation":"landscape","params":{"size":7}}"#)
        #expect(response.status == 201)
        let body = try response.json()
        let id = try #require(body["id"]?.stringValue)
        let token = try #require(body["controlToken"]?.stringValue)
        #expect(id.count * 4 >= 128 && token.count * 4 >= 128)
        #expect(id != token)
        #expect(body["viewerUrl"]?.stringValue == "/?session=\(id)")
        #expect(body["controlUrl"]?.stringValue == "/?session=\(id)#control=\(token)")
        let session = try api.client.get("/api/sessions/\(id)").json()
        #expect(session["scene"] == "test-static")
        #expect(session["device"] == "iphone-8")
        #expect(session["orientation"] == "landscape")
        #expect(session["params"] == ["size": 7])
        #expect(session["viewers"] == 0)
        #expect(session["playback"] == ["speed": 1, "paused": false, "loop": false])
        #expect(session["sceneInfo"]?["id"] == "test-static")
    }

    @Test func aCreatedSessionCanStartWithTheKeyboardUp() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.post(
            "/api/sessions", json: #"{"scene":"test-static","device":"iphone-air","orientation":"landscape","keyboard":true}"#)
        #expect(response.status == 201)
        let id = try #require(try response.json()["id"]?.stringValue)
        #expect(try api.client.get("/api/sessions/\(id)").json()["keyboard"] == true)
        let frame = try api.client.get("/api/sessions/\(id)/frame").json()
        #expect(frame["safeArea"]?["bottom"] == 208)
        #expect(frame["keyboard"] == [0, 212, 912, 208])
        let refused = try api.client.post("/api/sessions", json: #"{"scene":"test-static","keyboard":"yes"}"#)
        #expect(refused.status == 400 && refused.errorField == "keyboard")
    }

    @Test func defaultSessionExistsAtStart() throws {
        let api = try InProcessAPI.serving()
        let session = try api.client.get("/api/sessions/default").json()
        #expect(session["id"] == "default")
        #expect(session["scene"] == "test-scroll")
        #expect(session["device"] == "iphone-x")
        #expect(session["orientation"] == "portrait")
    }

    @Test func inputAppliesAndAnswersWithTheSeqOfItsFrame() throws {
        let api = try InProcessAPI.serving()
        let before = try api.client.get("/api/sessions/default").json()["seq"]?.doubleValue ?? -1
        let response = try api.input(#"{"set":{"scrollY":300}}"#)
        #expect(response.status == 202)
        #expect(try response.json()["seq"]?.doubleValue == before + 1)
        #expect(try api.client.get("/api/sessions/default").json()["params"]?["scrollY"] == 300)
    }

    @Test func defaultTokenIsGivenToLoopbackPeers() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/api/sessions/default/token")
        #expect(response.status == 200)
        #expect(try response.json()["controlToken"]?.stringValue == api.defaultControlToken)
    }

    @Test func fontIsServedCacheable() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/fonts/ipag.ttf")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "font/ttf")
        #expect(response.headers["cache-control"]?.contains("max-age") == true)
        #expect(response.body == [0, 1, 0, 0, 0, 7])
    }
}
