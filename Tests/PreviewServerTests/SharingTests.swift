import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Sharing, enforced by the server: a view link carries no token and every change it asks for
/// is refused; the control link's token changes the session; viewers are counted, anonymously.
@Suite struct SharingTests {
    func createSession(_ api: InProcessAPI, body: String = #"{"scene":"test-scroll"}"#) throws -> (id: String, token: String) {
        let created = try api.client.post("/api/sessions", json: body).json()
        return (try #require(created["id"]?.stringValue), try #require(created["controlToken"]?.stringValue))
    }

    @Test(arguments: [
        // (Authorization header, body): nothing a view link can send changes the session.
        (nil, #"{"set":{"scrollY":10}}"#), (nil, #"{"playback":{"paused":true}}"#), (nil, #"{"verify":true}"#),
        ("Bearer 00", #"{"event":"bounce"}"#), ("Bearer default", #"{"playback":{"loop":true}}"#),
        ("Basic xyz", #"{"scene":"test-static"}"#),
    ] as [(String?, String)])
    func inputWithoutTheControlTokenIsRefusedAndChangesNothing(_ authorization: String?, _ body: String) throws {
        let api = try InProcessAPI.serving()
        let (id, _) = try createSession(api)
        let before = try api.client.get("/api/sessions/\(id)").text
        let headers = authorization.map { ["Authorization": $0] } ?? [:]
        let response = try api.client.post("/api/sessions/\(id)/input", json: body, headers: headers)
        #expect(response.status == 401)
        #expect(response.errorCode == "unauthorized")
        #expect(try api.client.get("/api/sessions/\(id)").text == before)
    }

    @Test func theDefaultSessionsTokenDoesNotControlAnotherSession() throws {
        let api = try InProcessAPI.serving()
        let (id, _) = try createSession(api)
        let response = try api.input(#"{"set":{"scrollY":10}}"#, session: id, token: api.defaultControlToken)
        #expect(response.status == 401)
    }

    @Test func theControlTokenChangesTheSession() throws {
        let api = try InProcessAPI.serving()
        let (id, token) = try createSession(api)
        let response = try api.input(#"{"set":{"scrollY":10},"playback":{"loop":true}}"#, session: id, token: token)
        #expect(response.status == 202)
        let session = try api.client.get("/api/sessions/\(id)").json()
        #expect(session["params"]?["scrollY"] == 10)
        #expect(session["playback"]?["loop"] == true)
    }

    @Test func verifyAnswersTheControlTokenAndChangesNothing() throws {
        let api = try InProcessAPI.serving()
        let (id, token) = try createSession(api)
        let before = try api.client.get("/api/sessions/\(id)").text
        let response = try api.input(#"{"verify":true}"#, session: id, token: token)
        #expect(response.status == 202)
        #expect(try response.json()["seq"] == 0)
        #expect(try api.client.get("/api/sessions/\(id)").text == before, "no frame was published")
    }

    @Test func aNewSessionStartsWithTheGivenPlayback() throws {
        let api = try InProcessAPI.serving()
        let (id, _) = try createSession(
            api, body: #"{"scene":"test-scroll","params":{"scrollY":12},"playback":{"speed":0.25,"loop":true}}"#)
        let session = try api.client.get("/api/sessions/\(id)").json()
        #expect(session["playback"] == ["speed": 0.25, "paused": false, "loop": true])
        #expect(session["params"]?["scrollY"] == 12)
    }

    @Test(arguments: [
        (#"{"playback":{"speed":3}}"#, 422), (#"{"playback":{"step":1}}"#, 400), (#"{"playback":{"loop":1}}"#, 400),
    ])
    func aNewSessionRefusesBadPlaybackAndIsNotCreated(_ body: String, _ status: Int) throws {
        let api = try InProcessAPI.serving()
        let sessions = api.registry.all.count
        let response = try api.client.post("/api/sessions", json: body)
        #expect(response.status == status)
        #expect(api.registry.all.count == sessions)
    }

    @Test func viewersAreCountedAnonymouslyAndNeverSeeTheToken() throws {
        let api = try InProcessAPI.serving()
        let (id, token) = try createSession(api)
        let first = try api.events("/api/sessions/\(id)/events")
        let second = try api.events("/api/sessions/\(id)/events")
        #expect(first.status == 200)
        let session = try second.next(named: "session")
        #expect(try session.json()["viewers"] == 2)
        #expect(!session.data.contains(token))
        let frame = try second.next(named: "frame")
        #expect(!frame.data.contains(token))
        let shown = try api.client.get("/api/sessions/\(id)")
        #expect(!shown.text.contains(token))
        #expect(try shown.json().objectValue?.keys.contains { $0.lowercased().contains("token") } == false)
    }
}
