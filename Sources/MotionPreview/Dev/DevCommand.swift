import ArgumentParser
import Foundation
import PreviewServer

/// `motion-preview dev` (or `swift run MyScenes dev`): serves, rebuilds on every save of the
/// package's sources, and swaps the new server in on the same port; open pages reconnect by
/// themselves and keep their session. A failed build leaves the old server running and shows
/// the compiler's errors in every page.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev", abstract: "Serve, rebuild on every save, and reload every open page in place.")

    @Option(help: "Address to listen on.")
    var host = ServerConfiguration().host

    @Option(help: "Port to listen on, kept across reloads; 0 picks a free one.")
    var port = ServerConfiguration().port

    @Option(help: "The package to watch and build (default: the one this binary was built in).")
    var packagePath: String?

    @Option(help: "The executable product to build and serve (default: this binary's name).")
    var product: String?

    @Option(name: .customLong("debounce-ms"), help: "Quiet time after a save before building, milliseconds.")
    var debounceMilliseconds = Int(RebuildDebounce.standardQuietSeconds * 1000)

    @Argument(parsing: .postTerminator, help: "Options for every serve, after --: dev -- --data DIR.")
    var serveOptions: [String] = []

    func run() throws {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let signals = StopSignals()
        let supervisor = try DevSupervisor(
            DevSupervisor.Configuration(
                packageRoot: packagePath ?? Self.packageRoot(of: executable) ?? FileManager.default.currentDirectoryPath,
                product: product ?? executable.lastPathComponent, host: host, port: Int(port), serveOptions: serveOptions,
                quietSeconds: Double(debounceMilliseconds) / 1000))
        try supervisor.start()
        Thread.detachNewThread { supervisor.watch() }
        let signal = signals.wait()
        Console.out("received signal \(signal), stopping\n")
        supervisor.stop()
    }

    /// The package a product was built in: the folder holding its `.build`.
    static func packageRoot(of binary: URL) -> String? {
        let components = binary.standardizedFileURL.pathComponents
        guard let build = components.lastIndex(of: ".build"), build > 0 else { return nil }
        return NSString.path(withComponents: Array(components[..<build]))
    }
}
