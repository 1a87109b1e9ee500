import Dispatch
import Logging
import MotionScene

/// The application: routing, sessions, the frame clock and the libmicrohttpd daemon, built
/// outside `main` so that tests run exactly what the command line runs.
public final class PreviewServer: Sendable {
    public let configuration: ServerConfiguration
    let catalogs: Catalogs
    let registry: SessionRegistry
    let clock: FrameClock
    let router: Router
    private let daemon: MicroHTTPDaemon
    private let workers: WorkerPool
    private let logger: Logger
    /// The session `/` shows when no other is named, and its control token.
    let defaultSession: Session
    public let defaultControlToken: String
    /// `dev`'s build status, when `dev` runs this server.
    let devStatus = DevStatusBoard()

    /// A server whose sessions are stored in `configuration.dataDirectory` (nowhere when nil).
    public convenience init(
        configuration: ServerConfiguration, scenes: SceneCatalog, devices: DeviceCatalog,
        logger: Logger = Logger(label: "motion-preview")
    ) throws(ServerError) {
        let store: any SessionStore
        do {
            store = try configuration.dataDirectory.map { directory throws(StoreError) in
                try GRDBSessionStore(directory: directory)
            } ?? NoSessionStore()
        } catch {
            throw ServerError(error.message)
        }
        try self.init(configuration: configuration, scenes: scenes, devices: devices, store: store, logger: logger)
    }

    init(
        configuration: ServerConfiguration, scenes: SceneCatalog, devices: DeviceCatalog, store: any SessionStore,
        epochClock: EpochClock? = nil, logger: Logger
    ) throws(ServerError) {
        guard let fallbackScene = scenes.types.first else { throw ServerError("the scene catalog is empty") }
        guard (1...ServerConfiguration.maxSessionsCeiling).contains(configuration.maxSessions) else {
            throw ServerError("maxSessions must be 1…\(ServerConfiguration.maxSessionsCeiling), not \(configuration.maxSessions)")
        }
        let catalogs = Catalogs(
            scenes: scenes, devices: devices,
            defaultSceneID: scenes.type(id: configuration.defaultSceneID) != nil
                ? configuration.defaultSceneID : fallbackScene.id,
            defaultDeviceID: configuration.defaultDeviceID)
        let now: @Sendable () -> Double = FrameClock.monotonicSeconds
        let registryBox = Locked<SessionRegistry?>(nil)
        guard (1...ServerConfiguration.frameThreadsCeiling).contains(configuration.frameThreads) else {
            throw ServerError("frameThreads must be 1…\(ServerConfiguration.frameThreadsCeiling), not \(configuration.frameThreads)")
        }
        let clock = FrameClock(
            lanes: configuration.frameThreads, keepAliveInterval: configuration.keepAliveSeconds,
            peerCheckInterval: configuration.closedViewerCheckSeconds, now: now
        ) { lane in
            registryBox.withLock { $0?.sessions(inLane: lane) ?? [] }
        }
        let registry = SessionRegistry(
            catalogs: catalogs, frameInterval: 1 / configuration.framesPerSecond, store: store,
            epochClock: epochClock ?? .reading(monotonicNow: now()), capacity: configuration.maxSessions,
            lanes: configuration.frameThreads, wakeClock: { clock.wake(lane: $0) })
        registryBox.withLock { $0 = registry }
        (defaultSession, defaultControlToken) = try Self.restoreSessions(
            registry, lifetimeSeconds: configuration.sessionLifetimeSeconds, now: now(), logger: logger)
        let devStatus = self.devStatus
        let router = Router(
            catalogs: catalogs,
            sessions: SessionEndpoints(
                registry: registry, catalogs: catalogs, defaultControlToken: defaultControlToken, now: now,
                creations: AddressRateLimits(perMinute: configuration.sessionsPerMinutePerAddress),
                devStatus: devStatus),
            staticFiles: StaticFiles(webRoot: configuration.webRoot), fontPath: configuration.fontPath,
            hostGuard: HostGuard(listenHost: configuration.host, extra: configuration.allowedHosts),
            accessKey: configuration.accessKey.map(AccessKey.init(key:)), logger: logger)
        if router.staticFiles.root == nil {
            logger.warning("web root '\(configuration.webRoot)' does not exist; only the API is served")
        }
        let workers = WorkerPool(threads: configuration.workerThreads, capacity: configuration.workQueueCapacity)
        daemon = MicroHTTPDaemon(
            options: DaemonOptions(
                host: configuration.host, port: configuration.port, connectionLimit: Limits.connections,
                requestTimeoutSeconds: configuration.requestTimeoutSeconds,
                streamTimeoutSeconds: configuration.streamTimeoutSeconds, bodyLimit: Limits.bodyBytes,
                // 16 KiB blocks: a typical frame (a few KiB) leaves in one chunk.
                streamBlockSize: 16 * 1024, connectionsPerAddress: configuration.connectionsPerAddress,
                connectionMemoryBytes: Limits.connectionMemoryBytes,
                streamSendBufferBytes: configuration.streamSendBufferBytes, retryAfterSeconds: configuration.retryAfterSeconds,
                busyPollsWhileDragging: configuration.busyPollsWhileDragging,
                tls: try TLSFiles.load(certificate: configuration.tlsCertificatePath, key: configuration.tlsKeyPath)),
            workers: workers, responder: router)
        self.workers = workers
        self.router = router
        self.configuration = configuration
        self.catalogs = catalogs
        self.registry = registry
        self.clock = clock
        self.logger = logger
    }

    /// Binds and starts serving; returns at once.
    public func start() throws(ServerError) {
        try daemon.start()
        clock.start()
        logger.info("listening on \(configuration.host):\(port)")
    }

    /// The bound port (the ephemeral one when configured with 0).
    public var port: UInt16 { daemon.port }

    /// Requests the front door answered itself instead of relaying them (issue 15).
    var requestsAnsweredAtTheDoor: Int { daemon.requestsAnsweredAtTheDoor }

    /// Inputs rehearsed to keep their path warm (`WarmPath`).
    var rehearsedInputs: Int { daemon.rehearsedInputs }

    /// `http://HOST:PORT/` (`https` with TLS), with IPv6 hosts in brackets.
    public var url: String {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let scheme = configuration.tlsCertificatePath == nil ? "http" : "https"
        return "\(scheme)://\(host):\(port)/"
    }

    /// Ends every stream, waits for libmicrohttpd to let go of them, then stops: stopping
    /// with suspended streams would abort the process (docs/libmicrohttpd.md, pitfall 1).
    public func shutdown(waitingAtMost seconds: Double = 5) {
        let sessions = registry.all
        for session in sessions { session.finishStreams() }
        let deadline = DispatchTime.now() + seconds
        while sessions.contains(where: { $0.viewerCount > 0 }), DispatchTime.now() < deadline {
            // Shutdown only: polls the streams' ends every 10 ms, at most `seconds` long.
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(10))
        }
        clock.stop()
        // Queued heavy requests finish and resume their connections before the daemon stops.
        workers.stop()
        daemon.stop()
        logger.info("stopped")
    }
}
