/// Everything `motion-preview serve` can change.
public struct ServerConfiguration: Sendable {
    /// Loopback by default: the preview is a developer tool, not a public site.
    public var host = "127.0.0.1"
    /// 0 binds an ephemeral port (tests); read it back from `PreviewServer.port`.
    public var port: UInt16 = 8080
    /// Extra names the `Host` header may carry (`--allow-host`).
    public var allowedHosts: [String] = []
    public var webRoot = "WebRoot"
    /// IPAGothic, the font the scenes measure text with (ecosystem.md).
    public var fontPath = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
    /// The default session's scene and device (protocol.md); the first scene of the catalog
    /// stands in when this one is not in it.
    public var defaultSceneID = "article"
    public var defaultDeviceID = "iphone-x"
    /// protocol.md: a comment every 15 s keeps idle streams open through proxies.
    public var keepAliveSeconds = 15.0
    /// A stream that accepts no byte for this long is closed: four keep-alive intervals, so a
    /// live idle viewer never reaches it but a stuck one is dropped (pitfalls 2 and 9).
    public var streamTimeoutSeconds = 60
    /// Ordinary requests (pitfall 2): 30 s, libmicrohttpd.md's measured choice.
    public var requestTimeoutSeconds = 30
    /// protocol.md: at most 60 frames per second.
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
