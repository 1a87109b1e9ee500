import ArgumentParser
import MotionCore
import PreviewServer
import Scenes

/// `motion-preview render`: one frame, exactly as `GET /api/frame` returns it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Print one frame as GET /api/frame returns it.")

    @Option(help: "Scene id.") var scene: String?
    @Option(help: "Device id.") var device: String?
    @Option(help: "portrait or landscape.") var orientation: String?
    @Option(help: "Seconds on the scene clock.") var time: String?
    @Option(name: .customLong("param"), help: "A parameter as name=value (repeatable).") var params: [String] = []
    @OptionGroup var catalogs: CatalogOptions

    func run() throws {
        var query: [(name: String, value: String)] = []
        for (name, value) in [("scene", scene), ("device", device), ("orientation", orientation), ("time", time)] {
            if let value { query.append((name, value)) }
        }
        for param in params {
            guard let equals = param.firstIndex(of: "=") else {
                throw ValidationError("--param takes name=value, not '\(param)'")
            }
            query.append((String(param[..<equals]), String(param[param.index(after: equals)...])))
        }
        try printAnswer {
            try PreviewAPI.frameJSON(query: query, scenes: .standard, devices: try catalogs.deviceCatalog())
        }
    }
}

/// Prints an API answer plus a newline, or the API's JSON error on stderr with exit code 1.
func printAnswer(_ answer: () throws -> String) throws {
    do {
        Console.out(try answer() + "\n")
    } catch let failure as PreviewAPIFailure {
        Console.error(failure.body + "\n")
        throw ExitCode(1)
    }
}
