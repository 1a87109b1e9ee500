import ArgumentParser
import MotionScene
import PreviewServer

/// `motion-preview bench frames`: what publishing one frame of each scene costs — compute
/// (the frame and its presented parameters) and encode (its JSON bytes) — over a scripted
/// scrub of the scene's main parameter and an animation (issue #15).
struct BenchFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print each scene's frame compute and encode time (median, p99) and frame size.",
        discussion: "Build with scripts/build-release (a release build) for meaningful figures. --frames N only does the work (for callgrind).")

    @Option(help: "Scene id to measure (default: every scene).")
    var scene: String?

    @Option(help: "Frames per phase: the scrub has this many, the animation up to this many.")
    var iterations = 600

    @Flag(help: "Print the figures as JSON.")
    var json = false

    @Option(help: "Do only the work of N frames per phase, untimed, and print each scene's checksum of every byte (for callgrind, and to show frames unchanged).")
    var frames: Int?

    func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        if let frames, frames <= 0 { throw ValidationError("--frames must be positive") }
    }

    func run() throws {
        let types = try sceneTypes()
        let screen = try Self.defaultScreen()
        if let frames {
            for type in types {
                let checksum = BenchFrameRun(sceneType: type, screen: screen).run(frames: frames, timed: false).checksum
                print("\(type.id) checksum \(String(checksum, radix: 16))")
            }
            return
        }
        let rows = types.map { type -> BenchFrameRow in
            // One untimed warm-up pass fills the per-type caches a long-running server holds.
            _ = BenchFrameRun(sceneType: type, screen: screen).run(frames: 10, timed: false)
            return BenchFrameRow(BenchFrameRun(sceneType: type, screen: screen).run(frames: iterations, timed: true))
        }
        print(json ? BenchFrameRow.json(rows) : BenchFrameRow.table(rows))
    }

    private func sceneTypes() throws -> [any Scene.Type] {
        let catalog = CommandScenes.catalog
        guard let scene else { return catalog.types }
        guard let type = catalog.type(id: scene) else {
            throw ValidationError("--scene must be one of \(catalog.ids.joined(separator: ", ")); got '\(scene)'")
        }
        return [type]
    }

    /// The server's default device (`ServerConfiguration.defaultDeviceID`), in portrait.
    static func defaultScreen() throws -> Screen {
        let id = ServerConfiguration().defaultDeviceID
        guard let profile = try DeviceCatalog.bundled().profile(id: id) else {
            throw ValidationError("the bundled devices have no '\(id)'")
        }
        return profile.screen(.portrait)
    }
}
