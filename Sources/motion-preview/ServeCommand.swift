import ArgumentParser
import Foundation
import Logging
import PreviewServer
import Scenes

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
    var webroot = ServerConfiguration().webRoot

    @Option(help: "The font served at /fonts/ipag.ttf.")
    var font = ServerConfiguration().fontPath

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

    func validate() throws {
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
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.allowedHosts = allowedHosts
        configuration.webRoot = webroot
        configuration.fontPath = font
        configuration.accessKey = accessKey
        configuration.tlsCertificatePath = tlsCertificate
        configuration.tlsKeyPath = tlsKey
        limits.apply(to: &configuration)
        let server = try PreviewServer(
            configuration: configuration, scenes: .standard, devices: try catalogs.deviceCatalog(),
            logger: Logger(label: "motion-preview"))
        // Signals are blocked before any server thread exists, so every thread inherits the
        // mask and only `waitForStopSignal` receives them (pitfall 7).
        let signals = StopSignals()
        LoadSocket.raiseFileLimit()
        try server.start()
        Console.out("MotionPreview serving \(server.url)\n")
        if let warning = configuration.exposureWarning { Console.error(warning) }
        Console.out("default session control token: \(server.defaultControlToken)\n")
        let signal = signals.wait()
        Console.out("received signal \(signal), stopping\n")
        server.shutdown()
    }
}
