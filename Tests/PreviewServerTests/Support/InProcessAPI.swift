import Foundation
import Logging
import MotionScene

@testable import MotionPreview
@testable import PreviewServer

/// The server's router with a test registry and no socket: endpoint tests call it directly,
/// as libmicrohttpd's handler does. A real socket is only for what the transport itself does.
struct InProcessAPI {
    let registry: SessionRegistry
    let router: Router
    /// The wall time every request is answered at; tests move it.
    let clock: Locked<Double>
    /// The default session's control token.
    let defaultControlToken: String
    /// The web root and font `serving` built, kept as long as a copy of this value lives.
    private let files: TestFiles?

    init(
        catalogs: Catalogs = SessionStateTests.catalogs, store: any SessionStore = InMemorySessionStore(),
        sessionsPerMinute: Double = 1_000
    ) {
        let clock = Locked(0.0)
        let registry = SessionRegistry.testing(catalogs: catalogs, store: store)
        self.registry = registry
        self.clock = clock
        defaultControlToken = "default-token"
        files = nil
        router = Router(
            catalogs: registry.catalogs,
            sessions: SessionEndpoints(
                registry: registry, catalogs: registry.catalogs, defaultControlToken: defaultControlToken,
                now: { clock.withLock { $0 } }, creations: AddressRateLimits(perMinute: sessionsPerMinute)),
            staticFiles: StaticFiles(webRoot: "/nonexistent"), fontPath: "/nonexistent",
            hostGuard: HostGuard(listenHost: "127.0.0.1", extra: []), logger: Logger(label: "test"))
    }

    /// The router as `TestServer`'s server builds it from the same configuration — the test
    /// scenes, `TestFiles`, the default session made as at start — answering on the injected
    /// clock. `store` nil: none, as the configuration names by default.
    static func serving(
        store: (any SessionStore)? = nil, configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws -> InProcessAPI {
        try InProcessAPI(files: try TestFiles(), store: store ?? NoSessionStore(), configure: configure)
    }

    private init(files: TestFiles, store: any SessionStore, configure: (inout ServerConfiguration) -> Void) throws {
        var configuration = files.configuration()
        configure(&configuration)
        let scenes = SceneCatalog.testing
        let catalogs = Catalogs(
            scenes: scenes, devices: try DeviceCatalog.bundled(),
            defaultSceneID: scenes.type(id: configuration.defaultSceneID) != nil
                ? configuration.defaultSceneID : scenes.ids.first ?? "",
            defaultDeviceID: configuration.defaultDeviceID)
        let clock = Locked(0.0)
        let registry = SessionRegistry.testing(catalogs: catalogs, store: store)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        (_, defaultControlToken) = try PreviewServer.restoreSessions(
            registry, lifetimeSeconds: configuration.sessionLifetimeSeconds, now: 0, logger: logger)
        self.registry = registry
        self.clock = clock
        self.files = files
        router = Router(
            catalogs: catalogs,
            sessions: SessionEndpoints(
                registry: registry, catalogs: catalogs, defaultControlToken: defaultControlToken,
                now: { clock.withLock { $0 } },
                creations: AddressRateLimits(perMinute: configuration.sessionsPerMinutePerAddress)),
            staticFiles: StaticFiles(webRoot: configuration.webRoot), fontPath: configuration.fontPath,
            hostGuard: HostGuard(listenHost: configuration.host, extra: configuration.allowedHosts),
            accessKey: configuration.accessKey.map(AccessKey.init(key:)), logger: logger)
    }

    func advance(to now: Double) {
        clock.withLock { $0 = now }
    }

    /// The answer's status and parsed JSON body.
    func send(_ method: String, _ path: String, json: String? = nil, token: String? = nil) throws -> (
        status: Int, json: JSONValue
    ) {
        let response = try client.request(
            method, path, headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:],
            body: Array((json ?? "").utf8), contentType: json.map { _ in "application/json" })
        return (response.status, try response.json())
    }

    /// Requests as the test's HTTP client sends them, answered by the router.
    var client: InProcessClient { InProcessClient(router: router) }

    /// The default session's token header.
    var authorization: [String: String] { ["Authorization": "Bearer \(defaultControlToken)"] }

    func input(_ json: String, session: String = "default", token: String? = nil) throws -> LoopbackResponse {
        try client.post(
            "/api/sessions/\(session)/input", json: json,
            headers: ["Authorization": "Bearer \(token ?? defaultControlToken)"])
    }

    /// The event stream the router opens for `path`, read as far as it has been written.
    func events(_ path: String, headers: [String: String] = [:]) throws -> InProcessEventStream {
        InProcessEventStream(try client.response("GET", path, headers: headers))
    }
}
