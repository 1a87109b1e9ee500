import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// WebRoot/ files: types, validators, and no way out of the root.
@Suite struct StaticFileTests {
    @Test func rootServesIndexWithValidators() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/")
        #expect(response.status == 200)
        #expect(response.text == TestFiles.indexHTML)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["cache-control"] == "no-cache")
        #expect(response.headers["etag"] != nil)
        #expect(response.headers["last-modified"]?.hasSuffix(" GMT") == true)
    }

    @Test func scriptHasJavaScriptType() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/js/app.js")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "text/javascript; charset=utf-8")
    }

    @Test func matchingIfNoneMatchIs304() throws {
        let api = try InProcessAPI.serving()
        let first = try api.client.get("/index.html")
        let etag = try #require(first.headers["etag"])
        let again = try api.client.get("/index.html", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let stale = try api.client.get("/index.html", headers: ["If-None-Match": "\"other\""])
        #expect(stale.status == 200)
    }

    @Test func symlinkInsideTheRootIsServed() throws {
        let api = try InProcessAPI.serving()
        #expect(try api.client.get("/inside.js").status == 200)
    }

    @Test(arguments: [
        ("/../secret.txt", 400), ("/%2e%2e/secret.txt", 400), ("/js/%2E%2E/%2e%2e/secret.txt", 400),
        ("/js/../../secret.txt", 400), ("/escape.txt", 404), ("//etc/passwd", 404), ("/.hidden", 404),
        ("/%2fetc%2fpasswd", 404),
    ])
    func pathsOutOfTheRootAreRefused(_ path: String, _ status: Int) throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get(path)
        #expect(response.status == status)
        #expect(!response.text.contains("secret"))
        #expect(!response.text.contains("root:"))
    }

    @Test func headIsAnsweredWithoutBody() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.request("HEAD", "/index.html")
        #expect(response.status == 200)
        #expect(response.headers["etag"] != nil)
    }
}

/// The DNS-rebinding guard.
@Suite struct HostGuardTests {
    /// The guard's verdict on a request with this `Host` header, as the router asks it.
    static func allows(_ guardian: HostGuard, _ host: String?) -> Bool {
        guardian.allows(hostName: HTTPRequest(method: "GET", path: "/", headers: host.map { ["host": $0] } ?? [:]).hostName)
    }

    @Test(arguments: [
        ("127.0.0.1:8080", true), ("localhost", true), ("LOCALHOST:1", true), ("[::1]:8080", true),
        ("preview.test:80", true), ("evil.example", false), ("127.0.0.1.evil.example", false), ("", false),
        ("[::2]", false),
    ])
    func allowsOnlyLocalAndGivenNames(_ host: String, _ allowed: Bool) {
        let guardian = HostGuard(listenHost: "127.0.0.1", extra: ["preview.test"])
        #expect(Self.allows(guardian, host) == allowed)
    }

    @Test func missingHostIsRefused() {
        #expect(!Self.allows(HostGuard(listenHost: "127.0.0.1", extra: []), nil))
    }

    @Test func listenAddressIsAllowed() {
        #expect(Self.allows(HostGuard(listenHost: "10.0.0.5", extra: []), "10.0.0.5:9000"))
        #expect(Self.allows(HostGuard(listenHost: "::1", extra: []), "[::1]"))
    }

    @Test func foreignHostHeaderIs403OnTheWire() throws {
        let server = try TestServer { $0.allowedHosts = ["preview.test"] }
        let refused = try server.client.get("/api/scenes", headers: ["Host": "evil.example:\(server.port)"])
        #expect(refused.status == 403)
        #expect(refused.errorCode == "host_not_allowed")
        #expect(try server.client.get("/healthz", headers: ["Host": "preview.test"]).status == 200)
        #expect(try server.client.get("/healthz", headers: ["Host": "localhost:\(server.port)"]).status == 200)
    }
}

/// `Last-Modified` dates.
@Suite struct HTTPDateTests {
    @Test(arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"), (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"), (1_700_000_000, "Tue, 14 Nov 2023 22:13:20 GMT"),
    ])
    func formatsIMFFixdate(_ seconds: Int, _ expected: String) {
        #expect(HTTPDate.string(secondsSince1970: seconds) == expected)
    }
}
