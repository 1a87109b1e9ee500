import Foundation

/// `dev`'s loop: watch the package's sources, debounce the saves, build, and on success swap
/// in a server running the new binary on the same port with the same `serve` options (so a
/// session store under the same `--data` restores every session); on failure keep the old
/// server and show the compiler's errors in every page through it.
/// `@unchecked`: `server`, `serverBinary`, `generation` and `port` are touched only under `lock`.
final class DevSupervisor: @unchecked Sendable {
    struct Configuration {
        var packageRoot: String
        var product: String
        var host: String
        /// 0 picks a free port for the first server; every later one takes the same.
        var port: Int
        /// What followed `--` on dev's command line, for every `serve`.
        var serveOptions: [String]
        var quietSeconds: Double
        /// Seconds between two looks at the sources (chosen: a twentieth of a second is
        /// unnoticeable next to a build and costs well under 1 % of a core).
        var pollSeconds = 0.05
    }

    private let configuration: Configuration
    private let build: PackageBuild
    private let binaryFolder: String
    private let watched: [URL]
    private let lock = NSLock()
    private var server: ServerProcess?
    private var serverBinary: String?
    private var generation = 0
    private var port: Int

    init(_ configuration: Configuration) throws(DevError) {
        self.configuration = configuration
        let sources = URL(fileURLWithPath: configuration.packageRoot).appendingPathComponent("Sources")
        guard FileManager.default.fileExists(atPath: sources.path) else { throw .noSources(configuration.packageRoot) }
        watched = [sources]
        build = PackageBuild(packageRoot: configuration.packageRoot, product: configuration.product)
        guard let folder = build.binaryFolder() else { throw .noBinaryFolder(configuration.packageRoot) }
        binaryFolder = folder
        port = configuration.port
    }

    /// Builds once (a no-op when `swift run` just did) and starts the first server.
    func start() throws(DevError) {
        let outcome = build.run()
        if !outcome.succeeded { Console.error(outcome.output) }
        try swapServer()
        if !outcome.succeeded {
            let errors = CompilerDiagnostic.errors(in: outcome.output, packageRoot: configuration.packageRoot)
            current?.send(.failed(savedAt: Date().timeIntervalSince1970, errors: errors))
        }
    }

    /// Watches forever; run it on its own thread.
    func watch() {
        var snapshot = SourceSnapshot.take(of: watched)
        var debounce = RebuildDebounce(quietSeconds: configuration.quietSeconds)
        var savedAt = Double.infinity
        while true {
            Thread.sleep(forTimeInterval: configuration.pollSeconds)
            let now = Date().timeIntervalSince1970
            let latest = SourceSnapshot.take(of: watched)
            let changes = latest.changes(since: snapshot)
            if !changes.isEmpty {
                debounce.changed(at: now)
                savedAt = min(savedAt, latest.latestModification(of: changes) ?? now)
                snapshot = latest
            }
            guard debounce.isDue(at: now) else { continue }
            _ = debounce.begin()
            rebuild(savedAt: savedAt.isFinite ? savedAt : now)
            savedAt = .infinity
        }
    }

    /// Stops the server and removes its copy of the binary: `dev` is ending.
    func stop() {
        lock.withLock {
            server?.stop()
            server = nil
            if let serverBinary { try? FileManager.default.removeItem(atPath: serverBinary) }
            serverBinary = nil
        }
    }

    private var current: ServerProcess? { lock.withLock { server } }

    private func rebuild(savedAt: Double) {
        Console.out("dev: rebuilding \(configuration.product)…\n")
        current?.send(.building(savedAt: savedAt))
        let outcome = build.run()
        let built = Date().timeIntervalSince1970
        guard outcome.succeeded else {
            let errors = CompilerDiagnostic.errors(in: outcome.output, packageRoot: configuration.packageRoot)
            Console.out("dev: the build failed; the previous server keeps running\n")
            for error in errors { Console.out("  \(error.summary)\n") }
            current?.send(.failed(savedAt: savedAt, errors: errors))
            return
        }
        do {
            try swapServer()
            let serving = Date().timeIntervalSince1970
            current?.send(.ready(savedAt: savedAt, buildSeconds: built - savedAt))
            Console.out(String(format: "dev: save → built %.2f s → serving %.2f s\n", built - savedAt, serving - savedAt))
        } catch {
            Console.error("dev: \(error)\n")
        }
    }

    /// Stops the running server and starts one from a copy of the binary just built. The copy
    /// lets the next build relink the product while this one runs; it sits beside the product
    /// so the resource bundles are found.
    private func swapServer() throws(DevError) {
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        let product = URL(fileURLWithPath: binaryFolder).appendingPathComponent(configuration.product)
        let copy = URL(fileURLWithPath: binaryFolder).appendingPathComponent(".dev-\(configuration.product)-\(generation)")
        try? FileManager.default.removeItem(at: copy)
        do {
            try FileManager.default.copyItem(at: product, to: copy)
        } catch {
            throw .cannotStartServer(product.path, reason: error.localizedDescription)
        }
        server?.stop()
        if let previous = serverBinary { try? FileManager.default.removeItem(atPath: previous) }
        let options = ["--host", configuration.host, "--port", String(port)] + configuration.serveOptions
        let started = try ServerProcess(binary: copy.path, serveArguments: options)
        server = started
        serverBinary = copy.path
        port = started.port
    }
}
