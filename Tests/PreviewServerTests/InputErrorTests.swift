import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Inputs that are refused: the status, and that the session is exactly as it was.
@Suite struct InputErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var body: String
        var status: Int
        var code: String
        var field: String?
        var testDescription: String { "\(body) → \(status)" }
    }

    static let cases: [Case] = [
        Case(body: "{\"set\":", status: 400, code: "malformed_json"),
        Case(body: "{}", status: 400, code: "bad_request"),
        Case(body: #"{"jump":1}"#, status: 400, code: "unknown_name", field: "jump"),
        Case(body: #"{"set":{"scrollY":true}}"#, status: 400, code: "invalid_type", field: "scrollY"),
        Case(body: #"{"set":{"scrollY":1e9}}"#, status: 422, code: "out_of_range", field: "scrollY"),
        Case(body: #"{"set":{"scrollY":50,"mode":"loud"}}"#, status: 422, code: "out_of_range", field: "mode"),
        Case(body: #"{"set":{"zoom":1}}"#, status: 400, code: "unknown_name", field: "zoom"),
        Case(body: #"{"event":"explode"}"#, status: 400, code: "unknown_name", field: "event"),
        Case(body: #"{"event":"jump","args":{"height":"tall"}}"#, status: 400, code: "invalid_type", field: "height"),
        Case(body: #"{"event":"jump","args":{"height":500}}"#, status: 422, code: "out_of_range", field: "height"),
        Case(body: #"{"set":{"scrollY":600},"event":"jump","args":{"height":5}}"#, status: 422, code: "not_allowed_now"),
        Case(body: #"{"scene":"nope"}"#, status: 404, code: "scene_not_found", field: "scene"),
        Case(body: #"{"scene":"test-static","set":{"scrollY":1}}"#, status: 400, code: "unknown_name", field: "scrollY"),
        Case(body: #"{"device":"nokia"}"#, status: 404, code: "device_not_found", field: "device"),
        Case(body: #"{"orientation":"sideways"}"#, status: 422, code: "out_of_range", field: "orientation"),
        Case(body: #"{"keyboard":"up"}"#, status: 400, code: "invalid_type", field: "keyboard"),
        Case(body: #"{"keyboard":true,"set":{"scrollY":1e9}}"#, status: 422, code: "out_of_range", field: "scrollY"),
        Case(body: #"{"playback":{"speed":5}}"#, status: 422, code: "out_of_range", field: "speed"),
        Case(body: #"{"playback":{"speed":"fast"}}"#, status: 400, code: "invalid_type", field: "speed"),
        Case(body: #"{"playback":{"paused":1}}"#, status: 400, code: "invalid_type", field: "paused"),
        Case(body: #"{"set":{"scrollY":10},"playback":{"speed":0}}"#, status: 422, code: "out_of_range", field: "speed"),
    ]

    @Test(arguments: cases) func refusedInputChangesNothing(_ item: Case) throws {
        let api = try InProcessAPI.serving()
        let before = try api.client.get("/api/sessions/default").text
        let response = try api.input(item.body)
        #expect(response.status == item.status)
        #expect(response.errorCode == item.code)
        #expect(response.errorField == item.field)
        #expect(try api.client.get("/api/sessions/default").text == before)
    }

    @Test func missingOrWrongTokenIs401() throws {
        let api = try InProcessAPI.serving()
        let missing = try api.client.post("/api/sessions/default/input", json: #"{"set":{"scrollY":1}}"#)
        let wrong = try api.input(#"{"set":{"scrollY":1}}"#, token: String(repeating: "0", count: 64))
        let basic = try api.client.post(
            "/api/sessions/default/input", json: #"{"set":{"scrollY":1}}"#,
            headers: ["Authorization": "Basic \(api.defaultControlToken)"])
        #expect([missing.status, wrong.status, basic.status] == [Int](repeating: 401, count: 3))
        #expect(missing.errorCode == "unauthorized")
        #expect(try api.client.get("/api/sessions/default").json()["params"]?["scrollY"] == 0)
    }

    @Test func anotherSessionsTokenIs401() throws {
        let api = try InProcessAPI.serving()
        let other = try api.client.post("/api/sessions", json: "{}").json()
        let token = try #require(other["controlToken"]?.stringValue)
        #expect(try api.input(#"{"set":{"scrollY":1}}"#, token: token).status == 401)
    }

    @Test func inputThatIsNotJSONIs415() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.post(
            "/api/sessions/default/input", json: "scrollY=1",
            headers: api.authorization.merging(["Content-Type": "application/x-www-form-urlencoded"]) { $1 })
        #expect(response.status == 415)
    }

    @Test func bodyOverTheLimitIs413ByContentLength() throws {
        let server = try TestServer()
        let padding = String(repeating: " ", count: Limits.bodyBytes)
        let response = try server.input(#"{"set":{"scrollY":1}}"# + padding)
        #expect(response.status == 413)
        #expect(response.errorCode == "body_too_large")
    }

    @Test func chunkedBodyOverTheLimitIs413() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        var request = "POST /api/sessions/default/input HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        request += "Authorization: Bearer \(server.server.defaultControlToken)\r\nContent-Type: application/json\r\n"
        request += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        let piece = String(repeating: " ", count: 4096)
        for _ in 0..<5 { request += String(piece.utf8.count, radix: 16) + "\r\n" + piece + "\r\n" }
        request += "0\r\n\r\n"
        try socket.send(request)
        let response = try LoopbackHTTPClient.readResponse(from: socket)
        #expect(response.status == 413)
    }

    @Test func chunkedBodyWithinTheLimitIsAccepted() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        let body = #"{"set":{"scrollY":42}}"#
        var request = "POST /api/sessions/default/input HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        request += "Authorization: Bearer \(server.server.defaultControlToken)\r\nContent-Type: application/json\r\n"
        request += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        request += String(body.utf8.count, radix: 16) + "\r\n" + body + "\r\n0\r\n\r\n"
        try socket.send(request)
        #expect(try LoopbackHTTPClient.readResponse(from: socket).status == 202)
    }

    @Test func inputsBeyondTheBurstAre429() throws {
        let api = try InProcessAPI.serving()
        var statuses: [Int] = []
        // The bucket refills at 120/s, but the in-process clock stands still: 400 inputs
        // exceed the 240 burst.
        for index in 0..<400 {
            statuses.append(try api.input(#"{"set":{"scrollY":\#(index % 100)}}"#).status)
        }
        #expect(statuses.prefix(Int(Limits.inputBurst)).allSatisfy { $0 == 202 })
        #expect(statuses.contains(429))
    }

    @Test func sessionsBeyondTheLimitAre503() throws {
        // Lifts the per-address creation rate so the server-wide limit is what refuses.
        let api = try InProcessAPI.serving { $0.sessionsPerMinutePerAddress = Double(Limits.sessions * 2) }
        var statuses: [Int] = []
        for _ in 0..<Limits.sessions { statuses.append(try api.client.post("/api/sessions", json: "{}").status) }
        #expect(statuses.filter { $0 == 201 }.count == Limits.sessions - 1)
        #expect(statuses.last == 503)
        #expect(try api.client.post("/api/sessions", json: "{}").errorCode == "too_many_sessions")
    }
}
