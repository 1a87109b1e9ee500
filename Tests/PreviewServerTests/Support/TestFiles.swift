import Foundation
@testable import PreviewServer

/// What a test server serves from disk, in a temporary directory removed with the value: a web
/// root (an index, a script, a symlink that points outside it and one that stays inside) and
/// a six-byte font.
final class TestFiles {
    static let indexHTML = "<!doctype html><title>preview</title>"
    /// The font's bytes: not a real font, only something to serve and compare.
    static let fontBytes: [UInt8] = [0, 1, 0, 0, 0, 7]

    let directory: URL
    var webRoot: String { directory.appendingPathComponent("WebRoot").path }
    var fontPath: String { directory.appendingPathComponent("font.ttf").path }

    init() throws {
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
        try Data(Self.fontBytes).write(to: directory.appendingPathComponent("font.ttf"))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A configuration serving these files, with the test scenes' scroll scene as the default.
    func configuration() -> ServerConfiguration {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.webRoot = webRoot
        configuration.fontPath = fontPath
        configuration.defaultSceneID = TestScrollScene.id
        return configuration
    }
}
