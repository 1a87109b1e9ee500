import ArgumentParser

/// `motion-preview`: serve the dashboard (the default), or answer one API question offline.
@main
struct MotionPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion-preview",
        abstract: "Preview scroll-driven iOS motion in a browser.",
        subcommands: [
            ServeCommand.self, RenderCommand.self, ScenesCommand.self, DevicesCommand.self, LoadCommand.self,
            BenchCommand.self, CurveCommand.self, SolveCommand.self,
        ],
        defaultSubcommand: ServeCommand.self)
}
