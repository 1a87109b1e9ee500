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

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @OptionGroup var catalogs: CatalogOptions

    /// Set by `dev` on the servers it runs: build status arrives on standard input.
    @Flag(name: .customLong("dev-status-stdin"), help: .hidden)
    var devStatusFromStandardInput = false

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
        let server = try PreviewServer(
            configuration: configuration, scenes: CommandScenes.catalog, devices: try catalogs.deviceCatalog(),
            logger: Logger(label: "motion-preview"))
        // Signals are blocked before any server thread exists, so every thread inherits the
        // mask and only `waitForStopSignal` receives them (pitfall 7).
        let signals = StopSignals()
        LoadSocket.raiseFileLimit()
        try server.start()
        if devStatusFromStandardInput { DevStatusReader.start(forwardingTo: server) }
        Console.out("MotionPreview serving \(server.url)\n")
        Console.out("default session control token: \(server.defaultControlToken)\n")
        let signal = signals.wait()
        Console.out("received signal \(signal), stopping\n")
        server.shutdown()
    }
}
