import Foundation
import Testing

@testable import MotionPreview

/// `motion-preview new`: what it writes, and what it refuses.
struct NewPackageTests {
    @Test("the folder's name names the package", arguments: [
        ("MyScenes", "MyScenes"), ("my-scenes", "MyScenes"), ("my_scenes 2", "MyScenes2"), ("scenes", "Scenes"),
    ])
    func name(_ folder: String, _ expected: String) {
        #expect(NewPackage.identifier(from: folder) == expected)
    }

    @Test("a name that gives no Swift identifier is refused", arguments: ["9lives", "---", "日本"])
    func unusableName(_ folder: String) {
        #expect(throws: NewPackageError.unusableName(folder)) { try NewPackage(folderName: folder, dependency: .path("/m")) }
    }

    @Test("a path dependency is named MotionPreview; a git one is referred to by its URL's last component")
    func dependency() throws {
        let path = try NewPackage(folderName: "Mine", dependency: .path("/src/motion preview"))
        let manifest = try #require(path.files.first { $0.path == "Package.swift" }?.contents)
        #expect(manifest.contains(#".package(name: "MotionPreview", path: "/src/motion preview")"#))
        #expect(manifest.contains(#".product(name: "MotionPreview", package: "MotionPreview")"#))
        let git = try NewPackage(folderName: "Mine", dependency: .git(url: "https://example.com/me/motion-fork.git", branch: "main"))
        let gitManifest = try #require(git.files.first { $0.path == "Package.swift" }?.contents)
        #expect(gitManifest.contains(#".package(url: "https://example.com/me/motion-fork.git", branch: "main")"#))
        #expect(gitManifest.contains(#".product(name: "MotionPreview", package: "motion-fork")"#))
    }

    @Test("the scene's colours are plain hex literals in its source")
    func colourLiterals() throws {
        let package = try NewPackage(folderName: "Mine", dependency: .path("/m"))
        let scene = try #require(package.files.first { $0.path == "Sources/Mine/FadingBarScene.swift" }?.contents)
        #expect(scene.contains(##"fill: "#76b6e2""##))
        #expect(Set(package.files.map(\.path)) == [
            "Package.swift", "Sources/Mine/main.swift", "Sources/Mine/FadingBarScene.swift",
            "Tests/MineTests/FadingBarSceneTests.swift", "README.md", ".gitignore",
        ])
    }

    @Test("a folder that exists and holds something is refused, and nothing is written")
    func refusesNonEmptyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let package = try NewPackage(folderName: "Mine", dependency: .path("/m"))
        #expect(throws: NewPackageError.folderNotEmpty(folder.path)) { try package.write(to: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test("an empty folder is filled")
    func writesIntoEmptyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try NewPackage(folderName: "Mine", dependency: .path("/m"))
        try package.write(to: folder)
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("swift run Mine dev"))
    }
}
