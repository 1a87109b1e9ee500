import ArgumentParser
import Foundation

/// `motion-preview new PATH`: a package with a scene of its own that `swift run` serves.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Write a new package with one scene, a test and a README, ready for `swift run`.")

    @Argument(help: "The folder to create; its name names the package (my-scenes → MyScenes).")
    var path: String

    @Option(help: "Depend on MotionPreview from this git URL instead of this checkout's path.")
    var git: String?

    @Option(help: "The branch of --git.")
    var branch = "main"

    func run() throws {
        let folder = URL(fileURLWithPath: path)
        let dependency = git.map { MotionPreviewDependency.git(url: $0, branch: branch) } ?? .path(PackageCheckout.root.path)
        let package = try NewPackage(folderName: folder.lastPathComponent, dependency: dependency)
        try package.write(to: folder)
        Console.out("wrote the package \(package.name) in \(folder.path)\n\n  cd \(path) && swift run \(package.name)\n\n")
    }
}
