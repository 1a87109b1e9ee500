import Foundation
import Logging
import MotionScene
@testable import PreviewServer

/// A real server on an ephemeral port, built by the same `PreviewServer` the command line
/// uses, with a temporary web root (an index, a script, a symlink that points outside).
final class TestServer {
    let server: PreviewServer
    let directory: URL
    var port: UInt16 { server.port }
    var client: TestHTTPClient { TestHTTPClient(port: port) }

    static let indexHTML = "<!doctype html><title>preview</title>"

    /// `store`: where sessions go; nil builds the one the configuration names (none by default).
    init(store: (any SessionStore)? = nil, configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("mp-test-\(UUID().uuidString)")
        let webRoot = directory.appendingPathComponent("WebRoot")
        try FileManager.default.createDirectory(at: webRoot.appendingPathComponent("js"), withIntermediateDirectories: true)
        try Self.indexHTML.write(to: webRoot.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "export const x = 1;\n".write(to: webRoot.appendingPathComponent("js/app.js"), atomically: true, encoding: .utf8)
        try "secret".write(to: directory.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: webRoot.appendingPathComponent("escape.txt").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: webRoot.appendingPathComponent("inside.js").path, withDestinationPath: "js/app.js")
        try Data([0, 1, 0, 0, 0, 7]).write(to: directory.appendingPathComponent("font.ttf"))

        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.webRoot = webRoot.path
        configuration.fontPath = directory.appendingPathComponent("font.ttf").path
        configuration.defaultSceneID = TestScrollScene.id
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
        try? FileManager.default.removeItem(at: directory)
    }

    /// The default session's token header.
    var authorization: [String: String] { ["Authorization": "Bearer \(server.defaultControlToken)"] }

    func input(_ json: String, session: String = "default", token: String? = nil) throws -> TestResponse {
        let token = token ?? server.defaultControlToken
        return try client.post("/api/sessions/\(session)/input", json: json, headers: ["Authorization": "Bearer \(token)"])
    }
}
