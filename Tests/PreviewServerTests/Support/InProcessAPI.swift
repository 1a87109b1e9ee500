import Foundation
import Logging
import MotionScene

@testable import PreviewServer

/// The server's router with a test registry and no socket: endpoint tests call it directly,
/// as libmicrohttpd's handler does. A real socket is only for what the transport itself does.
struct InProcessAPI {
    let registry: SessionRegistry
    let router: Router
    /// The wall time every request is answered at; tests move it.
    let clock: Locked<Double>

    init(
        catalogs: Catalogs = SessionStateTests.catalogs, store: any SessionStore = InMemorySessionStore(),
        sessionsPerMinute: Double = 1_000
    ) {
        let clock = Locked(0.0)
        let registry = SessionRegistry.testing(catalogs: catalogs, store: store)
        self.registry = registry
        self.clock = clock
        router = Router(
            catalogs: registry.catalogs,
            sessions: SessionEndpoints(
                registry: registry, catalogs: registry.catalogs, defaultControlToken: "default-token",
                now: { clock.withLock { $0 } }, creations: AddressRateLimits(perMinute: sessionsPerMinute)),
            staticFiles: StaticFiles(webRoot: "/nonexistent"), fontPath: "/nonexistent",
            hostGuard: HostGuard(listenHost: "127.0.0.1", extra: []), logger: Logger(label: "test"))
    }

    func advance(to now: Double) {
        clock.withLock { $0 = now }
    }

    /// The answer's status and parsed JSON body.
    func send(_ method: String, _ path: String, json: String? = nil, token: String? = nil) throws -> (
        status: Int, json: JSONValue
    ) {
        var headers = ["host": "127.0.0.1:8080"]
        if json != nil { headers["content-type"] = "application/json" }
        if let token { headers["authorization"] = "Bearer \(token)" }
        let response = router.respond(
            to: HTTPRequest(method: method, path: path, headers: headers, body: Array((json ?? "").utf8)))
        let text = String(decoding: response.bodyBytes ?? [], as: UTF8.self)
        return (response.status, try JSONParser.parse(text))
    }
}
