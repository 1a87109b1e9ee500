import Foundation

/// Everything `motion-preview serve` can change.
public struct ServerConfiguration: Sendable {
    /// Loopback by default: the preview is a developer tool, not a public site.
    public var host = "127.0.0.1"
    /// 0 binds an ephemeral port (tests); read it back from `PreviewServer.port`.
    public var port: UInt16 = 8080
    /// Extra names the `Host` header may carry (`--allow-host`).
    public var allowedHosts: [String] = []
    public var webRoot = "WebRoot"
    /// IPAGothic, the font the scenes measure text with (docs/ecosystem.md).
    public var fontPath = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
    /// The default session's scene and device (docs/protocol.md); the first scene of the catalog
    /// stands in when this one is not in it.
    public var defaultSceneID = "article"
    public var defaultDeviceID = "iphone-x"
    /// docs/protocol.md: a comment every 15 s keeps idle streams open through proxies.
    public var keepAliveSeconds = 15.0
    /// A stream that accepts no byte for this long while it has bytes to send is closed. An
    /// idle stream is suspended and never times out (pitfall 2), so this only measures a
    /// viewer that stopped reading; 10 s is far above a tab's brief stall (issue 12: it was a
    /// minute).
    public var streamTimeoutSeconds = 10
    /// The kernel send buffer of a stream: 256 KiB holds dozens of frames for a viewer on a
    /// slow link, where Linux would otherwise grow it to megabytes for one that stopped
    /// reading (pitfall 9), delaying the stream timeout by as much.
    public var streamSendBufferBytes = 256 * 1024
    /// An ordinary connection that sends nothing, or reads nothing of its answer, for this
    /// long is closed: a slowloris or a stuck reader holds a slot seconds, not a minute
    /// (issue 12). 10 s outlasts any request the page makes on a slow network.
    public var requestTimeoutSeconds = 10
    /// Connections one address may hold at once (libmicrohttpd refuses more at accept), so
    /// one peer cannot take every slot. 128 is a dashboard's few plus the viewers of the
    /// `load` client's default run (100) from one machine; raise it for bigger load tests.
    public var connectionsPerAddress = 128
    /// New sessions one address may create per minute (429 beyond): Share creates one per
    /// click; 20 is a busy afternoon's worth in a minute, and keeps one client from filling
    /// the server's `maxSessions` in seconds.
    public var sessionsPerMinutePerAddress = 20.0
    /// Live sessions at once, `default` included (`--max-sessions`): past it a new session
    /// takes the place of one idle for 10 minutes, or is refused with 503. The default suits
    /// one team (`Limits.sessions`); a server for many teams, or a scale test, raises it up to
    /// `maxSessionsCeiling`.
    public var maxSessions = Limits.sessions
    /// The most `maxSessions` may be: a session holds about 90 KB idle (3,000 created: 275 MB
    /// of RSS) and 150 KB animating with a viewer (800: 150 MiB, `load --sessions`), so this
    /// is 1–1.5 GB, still inside a small server.
    public static let maxSessionsCeiling = 10_000
    /// Threads that tick sessions (`FrameClock`), each its share of them: one thread keeps
    /// 350–630 sessions animating with a viewer each at 60 frames/s on a core, by machine
    /// (issue 15).
    /// One per core by default, at most `frameThreadsCeiling`.
    public var frameThreads = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), ServerConfiguration.frameThreadsCeiling)
    public static let frameThreadsCeiling = 64
    /// Whether the front door's thread polls instead of sleeping while a control is dragged
    /// and for 50 ms after (`WarmPath`): an input's frame leaves some 40 µs sooner, for one
    /// core kept busy by a drag. It stops for a second whenever another task waited for a CPU
    /// meanwhile (`/proc/pressure/cpu`; a kernel without those figures never polls).
    public var busyPollsWhileDragging = true
    /// Threads that run heavy requests (batches, timelines, SVG, static files) off the thread
    /// that writes the streams; one per core of the 2-core machine it was measured on.
    public var workerThreads = 2
    /// Heavy requests that may wait for a worker; past it they get 503 with `Retry-After`
    /// instead of an unbounded backlog. 16 holds the 8 concurrent sweeps issue 12 tried
    /// twice over.
    public var workQueueCapacity = 16
    /// `Retry-After` on a 503 from a full work queue: one heavy request's time, about.
    public var retryAfterSeconds = 1
    /// How often suspended streams are checked for a peer that has gone: a closed viewer
    /// leaves the count within twice this (issue 12 asks for 2 s).
    public var closedViewerCheckSeconds = 0.5
    /// When set, every request but a view or control link of a shared session needs this key
    /// (`X-Access-Key` header, or the cookie `?access_key=` sets); for a non-loopback bind.
    public var accessKey: String?
    /// PEM files for HTTPS through libmicrohttpd's GnuTLS (`--tls-cert`, `--tls-key`).
    public var tlsCertificatePath: String?
    public var tlsKeyPath: String?
    /// docs/protocol.md: at most 60 frames per second.
    public var framesPerSecond = 60.0
    /// Where sessions are stored to outlive the process (`--data`, `DataDirectory.standard` for
    /// `serve`); nil keeps them in memory only — `--no-store`, and the default for code that
    /// builds a server itself, such as the tests, so nothing writes a user's data by accident.
    public var dataDirectory: String?
    /// A stored session nobody has driven for this long is deleted when the server starts
    /// (`--session-ttl`): 30 days (chosen: a link shared for a review outlives the review;
    /// `default` never expires).
    public var sessionLifetimeSeconds = 30 * 86_400.0

    public init() {}
}
