import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 12, item 6: forwarded requests are never local, every answer carries the security
/// headers, and `--access-key` guards everything but a shared session's links. Where a request
/// comes from and the headers libmicrohttpd adds are checked on the wire; what the key lets
/// through is the router's answer, checked in-process.
@Suite struct ExposureTests {
    @Test(arguments: [
        ["Forwarded": "for=8.8.8.8"], ["X-Forwarded-For": "8.8.8.8"], ["X-Real-IP": "8.8.8.8"],
        ["x-forwarded-for": "127.0.0.1"],
    ])
    func forwardedRequestsAreNeverLoopback(_ headers: [String: String]) throws {
        let server = try TestServer()
        let answer = try server.client.get("/api/sessions/default/token", headers: headers)
        #expect(answer.status == 403)
        #expect(answer.errorCode == "forbidden")
        #expect(try server.client.get("/api/sessions/default/token").status == 200)
    }

    @Test(arguments: [
        "/", "/js/app.js", "/fonts/ipag.ttf", "/api/scenes", "/api/sessions/default", "/api/nothing", "/missing.html",
        "/api/placeholders/sea-1.svg", "/api/frame?format=svg",
    ])
    func everyAnswerCarriesTheSecurityHeaders(_ path: String) throws {
        let server = try TestServer()
        let answer = try server.client.get(path)
        for (name, value) in SecurityHeaders.all {
            #expect(answer.headers[name.lowercased()] == value, "\(name) on \(path)")
        }
        #expect(answer.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
    }

    @Test func streamsAndRefusalsCarryThemToo() throws {
        let server = try TestServer()
        let stream = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        #expect(stream.headers["x-content-type-options"] == "nosniff")
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("GET /a%00 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try LoopbackHTTPClient.readResponse(from: socket).headers["x-frame-options"] == "DENY")
    }

    struct Guarded: CustomTestStringConvertible, Sendable {
        var method = "GET"
        var path: String
        var body: String?
        /// Whether a request without the key gets through.
        var open: Bool
        var testDescription: String { "\(method) \(path) \(open ? "open" : "needs the key")" }
    }

    static let key = "k3y-for-tests-0123456789"
    static let shared = "0123456789abcdef0123456789abcdef"

    static let guarded: [Guarded] = [
        Guarded(path: "/", open: true),
        Guarded(path: "/js/app.js", open: true),
        Guarded(path: "/fonts/ipag.ttf", open: true),
        Guarded(path: "/healthz", open: true),
        Guarded(path: "/api/scenes", open: true),
        Guarded(path: "/api/devices", open: true),
        Guarded(path: "/api/placeholders/sea-1.svg", open: true),
        Guarded(path: "/api/sessions/\(shared)", open: true),
        Guarded(path: "/api/sessions/\(shared)/frame", open: true),
        Guarded(method: "POST", path: "/api/sessions/\(shared)/input", body: "{}", open: true),
        Guarded(path: "/api/sessions/default", open: false),
        Guarded(path: "/api/sessions/default/events", open: false),
        Guarded(path: "/api/sessions/default/token", open: false),
        Guarded(method: "POST", path: "/api/sessions", body: "{}", open: false),
        Guarded(path: "/api/frame", open: false),
        Guarded(method: "POST", path: "/api/frames", body: "{}", open: false),
        Guarded(path: "/api/sessions/\(shared)/timeline", open: false),
    ]

    @Test(arguments: guarded) func accessKeyGuardsAllButLinks(_ request: Guarded) throws {
        let api = try InProcessAPI.serving { $0.accessKey = Self.key }
        let without = try api.client.request(request.method, request.path, body: Array((request.body ?? "").utf8))
        #expect((without.errorCode != "access_key_required") == request.open)
        if !request.open { #expect(without.status == 401) }
        if request.path.hasSuffix("/events") {
            let stream = try api.events(request.path, headers: ["X-Access-Key": Self.key])
            #expect(stream.status == 200)
        } else {
            let with = try api.client.request(
                request.method, request.path, headers: ["X-Access-Key": Self.key], body: Array((request.body ?? "").utf8))
            #expect(with.errorCode != "access_key_required")
        }
    }

    @Test func theKeyInTheAddressBecomesACookie() throws {
        let api = try InProcessAPI.serving { $0.accessKey = Self.key }
        let redirect = try api.client.get("/?scene=article&access_key=\(Self.key)")
        #expect(redirect.status == 303)
        #expect(redirect.headers["location"] == "/?scene=article")
        let cookie = try #require(redirect.headers["set-cookie"])
        #expect(cookie.hasPrefix("\(AccessKey.cookieName)=\(Self.key);"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let pair = String(cookie.prefix { $0 != ";" })
        #expect(try api.client.get("/api/sessions/default/token", headers: ["Cookie": "a=b; " + pair]).status == 200)
        #expect(try api.client.get("/?access_key=wrong").status == 401)
    }
}
