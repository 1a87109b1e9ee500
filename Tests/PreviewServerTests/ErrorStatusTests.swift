import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Every error status of docs/protocol.md, with its JSON body, through the router in-process (`InProcessAPI`).
@Suite struct ErrorStatusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var method: String
        var path: String
        var body: String?
        var headers: [String: String] = [:]
        var status: Int
        var code: String
        var field: String?
        var testDescription: String { "\(method) \(path) \(body ?? "") → \(status) \(code)" }
    }

    static let cases: [Case] = [
        Case(method: "POST", path: "/api/sessions", body: "{\"scene\":", status: 400, code: "malformed_json"),
        Case(method: "POST", path: "/api/sessions", body: "[1]", status: 400, code: "invalid_type"),
        Case(method: "POST", path: "/api/sessions", body: #"{"scene":5}"#, status: 400, code: "invalid_type", field: "scene"),
        Case(method: "POST", path: "/api/sessions", body: #"{"colour":"red"}"#, status: 400, code: "unknown_name", field: "colour"),
        Case(method: "POST", path: "/api/sessions", body: #"{"scene":"nope"}"#, status: 404, code: "scene_not_found", field: "scene"),
        Case(method: "POST", path: "/api/sessions", body: #"{"device":"nokia"}"#, status: 404, code: "device_not_found", field: "device"),
        Case(method: "POST", path: "/api/sessions", body: #"{"orientation":"upside"}"#, status: 422, code: "out_of_range", field: "orientation"),
        Case(method: "POST", path: "/api/sessions", body: #"{"params":{"scrollY":"far"}}"#, status: 400, code: "invalid_type", field: "scrollY"),
        Case(method: "POST", path: "/api/sessions", body: #"{"params":{"scrollY":99999}}"#, status: 422, code: "out_of_range", field: "scrollY"),
        Case(method: "POST", path: "/api/sessions", body: #"{"params":{"depth":1}}"#, status: 400, code: "unknown_name", field: "depth"),
        Case(method: "POST", path: "/api/sessions", body: "{}", headers: ["Content-Type": "text/plain"], status: 415, code: "unsupported_media_type"),
        Case(method: "GET", path: "/api/sessions/nope", status: 404, code: "session_not_found"),
        Case(method: "GET", path: "/api/sessions/nope/events", status: 404, code: "session_not_found"),
        Case(method: "GET", path: "/api/nothing", status: 404, code: "path_not_found"),
        Case(method: "GET", path: "/missing.html", status: 404, code: "path_not_found"),
        Case(method: "DELETE", path: "/api/sessions/default", status: 405, code: "method_not_allowed"),
        Case(method: "GET", path: "/api/sessions", status: 405, code: "method_not_allowed"),
        Case(method: "POST", path: "/api/scenes", body: "{}", status: 405, code: "method_not_allowed"),
        Case(method: "PUT", path: "/index.html", status: 405, code: "method_not_allowed"),
        Case(method: "GET", path: "/api/frame?scene=nope", status: 404, code: "scene_not_found", field: "scene"),
        Case(method: "GET", path: "/api/frame?device=nokia", status: 404, code: "device_not_found", field: "device"),
        Case(method: "GET", path: "/api/frame?scrollY=abc", status: 400, code: "invalid_type", field: "scrollY"),
        Case(method: "GET", path: "/api/frame?scrollY=5000", status: 422, code: "out_of_range", field: "scrollY"),
        Case(method: "GET", path: "/api/frame?mode=loud", status: 422, code: "out_of_range", field: "mode"),
        Case(method: "GET", path: "/api/frame?zoom=2", status: 400, code: "unknown_name", field: "zoom"),
        Case(method: "GET", path: "/api/frame?time=-1", status: 422, code: "out_of_range", field: "time"),
        Case(method: "GET", path: "/api/frame?time=soon", status: 400, code: "invalid_type", field: "time"),
        Case(method: "GET", path: "/api/scenes?device=nokia", status: 404, code: "device_not_found", field: "device"),
        Case(method: "GET", path: "/api/scenes?flavour=1", status: 400, code: "unknown_name", field: "flavour"),
    ]

    @Test(arguments: cases) func answersWithStatusCodeAndField(_ item: Case) throws {
        let api = try InProcessAPI.serving()
        var headers = item.headers
        if let body = item.body, headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        let response = try api.client.request(item.method, item.path, headers: headers, body: Array((item.body ?? "").utf8))
        #expect(response.status == item.status)
        #expect(response.errorCode == item.code)
        #expect(response.errorField == item.field)
        #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
        if item.status == 405 { #expect(response.headers["allow"] != nil) }
    }
}
