import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// What `dev` tells the server, and how the server passes it on to every page.
struct DevStatusTests {
    @Test("each status is one JSON line with the save in milliseconds", arguments: [
        (DevStatus.building(savedAt: 12.5), #"{"state":"building","savedAt":12500}"#),
        (DevStatus.ready(savedAt: 1, buildSeconds: 2.34567), #"{"state":"ready","savedAt":1000,"buildSeconds":2.346}"#),
        (
            DevStatus.failed(savedAt: 2, errors: [CompilerDiagnostic(file: "Sources/A.swift", line: 4, column: 9, message: "boom")]),
            #"{"state":"failed","savedAt":2000,"errors":[{"file":"Sources/A.swift","line":4,"column":9,"message":"boom"}]}"#
        ),
    ])
    func json(_ status: DevStatus, _ expected: String) {
        #expect(status.json == expected)
    }

    @Test("the serving line gives the port", arguments: [
        ("MotionPreview serving http://127.0.0.1:8080/", 8080), ("MotionPreview serving http://[::1]:41234/", 41234),
        ("default session control token: abc", nil),
    ])
    func port(_ line: String, _ expected: Int?) {
        #expect(ServerProcess.port(inServingLine: line) == expected)
    }

    @Test("a package's binary lives under its .build folder", arguments: [
        ("/work/MyScenes/.build/debug/MyScenes", "/work/MyScenes"),
        ("/work/MyScenes/.build/x86_64-unknown-linux-gnu/debug/MyScenes", "/work/MyScenes"),
        ("/usr/local/bin/motion-preview", nil),
    ])
    func packageRoot(_ binary: String, _ expected: String?) {
        #expect(DevCommand.packageRoot(of: URL(fileURLWithPath: binary)) == expected)
    }

    @Test("a snapshot of the sources sees a save, an addition and a removal")
    func snapshot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("Scene.swift")
        try Data("let a = 1\n".utf8).write(to: scene)
        let first = SourceSnapshot.take(of: [folder])
        #expect(SourceSnapshot.take(of: [folder]).changes(since: first).isEmpty)
        try Data("let a = 12\n".utf8).write(to: scene)
        let added = folder.appendingPathComponent("Other.swift")
        try Data("\n".utf8).write(to: added)
        let second = SourceSnapshot.take(of: [folder])
        #expect(second.changes(since: first) == [added.path, scene.path].sorted())
        try FileManager.default.removeItem(at: added)
        #expect(SourceSnapshot.take(of: [folder]).changes(since: second) == [added.path])
    }

    @Test("a status reaches the streams open now and every stream that opens later")
    func broadcast() throws {
        let server = try TestServer()
        let open = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        _ = try open.next(named: "frame")
        server.server.publishDevStatus(json: #"{"state":"building","savedAt":1}"#)
        #expect(try open.next(named: "dev").json()["state"] == "building")
        let later = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        _ = try later.next(named: "frame")
        #expect(try later.next(named: "dev").json()["state"] == "building")
    }
}
