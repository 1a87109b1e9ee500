import Foundation

/// The package `motion-preview new` writes: its name (from the folder's) and its files, as
/// text, before anything touches the disk.
struct NewPackage {
    let name: String
    /// Paths relative to the package folder, with their contents.
    let files: [(path: String, contents: String)]

    init(folderName: String, dependency: MotionPreviewDependency) throws(NewPackageError) {
        guard let name = Self.identifier(from: folderName) else { throw .unusableName(folderName) }
        self.name = name
        let template = NewPackageTemplate(name: name, dependency: dependency)
        files = [
            ("Package.swift", template.manifest),
            ("Sources/\(name)/main.swift", template.main),
            ("Sources/\(name)/FadingBarScene.swift", template.scene),
            ("Tests/\(name)Tests/FadingBarSceneTests.swift", template.test),
            ("README.md", template.readme),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
        ]
    }

    /// Writes every file under `folder`, which must not exist or be empty: `new` never writes
    /// over anything.
    func write(to folder: URL) throws(NewPackageError) {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            throw .folderNotEmpty(folder.path)
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .folderNotEmpty(folder.path)
        }
        for file in files {
            let target = folder.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: target)
            } catch {
                throw .cannotWrite(target.path, reason: error.localizedDescription)
            }
        }
    }

    /// `my-scenes` → `MyScenes`: letters and digits, each word capitalised; nil when nothing
    /// usable is left or it would start with a digit.
    static func identifier(from folderName: String) -> String? {
        let words = folderName.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter else { return nil }
        return name
    }
}
