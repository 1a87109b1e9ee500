import Foundation
import Logging
import MotionScene

@testable import MotionPreview
@testable import PreviewServer

/// A real server on an ephemeral port, built by the same `PreviewServer` the command line
/// uses and serving `TestFiles`: for what the transport itself does (streams, connections,
/// timeouts, strict framing). What an endpoint answers is tested through `InProcessAPI`.
final class TestServer {
    let server: PreviewServer
    let files: TestFiles
    var port: UInt16 { server.port }
    var client: LoopbackHTTPClient { LoopbackHTTPClient(port: port) }

    /// `store`: where sessions go; nil builds the one the configuration names (none by default).
    init(store: (any SessionStore)? = nil, configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        files = try TestFiles()
        var configuration = files.configuration()
        configure(&configuration)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        if let store {
            server = try PreviewServer(
                configuration: configuration, scenes: .testing, devices: try DeviceCatalog.bundled(), store: store,
                logger: logger)
        } else {
            server = try PreviewServer(
                configuration: configuration, scenes: .testing, devices: try DeviceCatalog.bundled(), logger: logger)
        }
        try server.start()
    }

    deinit {
        server.shutdown()
    }

    /// The default session's token header.
    var authorization: [String: String] { ["Authorization": "Bearer \(server.defaultControlToken)"] }

    func input(_ json: String, session: String = "default", token: String? = nil) throws -> LoopbackResponse {
        let token = token ?? server.defaultControlToken
        return try client.post("/api/sessions/\(session)/input", json: json, headers: ["Authorization": "Bearer \(token)"])
    }
}
