import ArgumentParser
import Foundation
import Logging
import PreviewServer

/// `motion-preview serve`: the dashboard and its API until SIGINT or SIGTERM.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the dashboard and the API.")

    @Option(help: "Address to listen on (an IP address or localhost).")
    var host = ServerConfiguration().host

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = ServerConfiguration().port

    @Option(name: .customLong("allow-host"), help: "Another name the Host header may carry (repeatable).")
    var allowedHosts: [String] = []

    @Option(help: "Folder of the page.")
    var webroot = DashboardFiles.defaultWebRoot

    @Option(help: "The font served at /fonts/ipag.ttf.")
    var font = ServerConfiguration().fontPath

    @Option(
        help: ArgumentHelp(
            "Folder where sessions are stored to survive restarts.",
            discussion: "Default: $XDG_DATA_HOME/motion-preview, or ~/.local/share/motion-preview.",
            valueName: "dir"))
    var data: String?

    @Flag(name: .customLong("no-store"), help: "Keep sessions in memory only: a restart forgets them.")
    var noStore = false

    @Option(
        name: .customLong("session-ttl"),
        help: "Delete stored sessions nobody has driven for this long (90s, 45m, 12h, 30d); the 'default' session stays.")
    var sessionTTL = DurationArgument(seconds: ServerConfiguration().sessionLifetimeSeconds)

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(
        name: .customLong("access-key"),
        help: "Require this key (X-Access-Key, or open /?access_key=KEY once) for all but shared sessions' links.")
    var accessKey: String?

    @Option(name: .customLong("tls-cert"), help: "PEM certificate: serve HTTPS (with --tls-key).")
    var tlsCertificate: String?

    @Option(name: .customLong("tls-key"), help: "PEM private key for --tls-cert.")
    var tlsKey: String?

    @OptionGroup var limits: ServeLimitOptions

    @OptionGroup var catalogs: CatalogOptions

    @OptionGroup var content: ContentOption

    /// Set by `dev` on the servers it runs: build status arrives on standard input.
    @Flag(name: .customLong("dev-status-stdin"), help: .hidden)
    var devStatusFromStandardInput = false

    func validate() throws {
        if noStore, data != nil { throw ValidationError("--data and --no-store contradict each other") }
        if let accessKey, !ServerConfiguration.isValidAccessKey(accessKey) {
            throw ValidationError("--access-key needs at least 16 characters from A-Z a-z 0-9 - _ . ~")
        }
        guard (tlsCertificate == nil) == (tlsKey == nil) else {
            throw ValidationError("--tls-cert and --tls-key go together")
        }
    }

    func run() throws {
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("unknown log level '\(logLevel)'")
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        try content.install(into: CommandScenes.catalog)
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.allowedHosts = allowedHosts
        configuration.webRoot = webroot
        configuration.fontPath = font
        configuration.dataDirectory =
            noStore ? nil : data ?? DataDirectory.standard(environment: ProcessInfo.processInfo.environment)
        configuration.sessionLifetimeSeconds = sessionTTL.seconds
        configuration.accessKey = accessKey
        configuration.tlsCertificatePath = tlsCertificate
        configuration.tlsKeyPath = tlsKey
        limits.apply(to: &configuration)
        // Signals are blocked before any server thread exists — building the server starts the
        // worker pool's threads and the store's — so every thread inherits the mask and only
        // `signals.wait()` receives them (pitfall 7).
        let signals = StopSignals()
        let server = try PreviewServer(
            configuration: configuration, scenes: CommandScenes.catalog, devices: try catalogs.deviceCatalog(),
            logger: Logger(label: "motion-preview"))
        FileLimit.raiseToMaximum()
        try server.start()
        if devStatusFromStandardInput { DevStatusReader.start(forwardingTo: server) }
        Console.out("MotionPreview serving \(server.url)\n")
        if let warning = configuration.exposureWarning { Console.error(warning) }
        Console.out("default session control token: \(server.defaultControlToken)\n")
        Console.out("sessions: \(configuration.dataDirectory.map { "stored in \($0)" } ?? "not stored (--no-store)")\n")
        let signal = signals.wait()
        Console.out("received signal \(signal), stopping\n")
        server.shutdown()
    }
}
