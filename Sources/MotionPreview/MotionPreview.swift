import ArgumentParser
import Foundation
import MotionScene
import PreviewServer

/// The whole command line as a library: a user's package gives its own executable every
/// subcommand (`serve`, `render`, `scenes`, …) over its own scenes with one line,
/// `MotionPreview.main(scenes: [MyHeader.self])`.
public enum MotionPreview {
    /// Parses the process's arguments and runs the subcommand over `scenes`, listed in the
    /// order the dashboard shows them. Exits the process when the command ends.
    public static func main(scenes: [any SceneProvider.Type]) -> Never {
        CommandScenes.install(SceneCatalog(scenes.map { $0.sceneType }))
        MotionPreviewCommand.main()
        exit(0)
    }
}

/// `motion-preview`: serve the dashboard (the default), or answer one API question offline.
struct MotionPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "motion-preview",
        abstract: "Preview scroll-driven iOS motion in a browser.",
        subcommands: [
            ServeCommand.self, NewCommand.self, DevCommand.self, RenderCommand.self, ScenesCommand.self, DevicesCommand.self, LoadCommand.self,
            BenchCommand.self, CurveCommand.self, SolveCommand.self,
        ],
        defaultSubcommand: ServeCommand.self)
}
