import ArgumentParser
import Foundation
import MotionScene
import PreviewServer

/// `motion-preview render`: one frame, exactly as `GET /api/frame` returns it (JSON), or drawn
/// as SVG; with `--all-devices --out DIR`, the same state on every device profile, one file each.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one frame as GET /api/frame returns it, as JSON or SVG; or write it for every device.")

    @Option(help: "Scene id.") var scene: String?
    @Option(help: "Device id.") var device: String?
    @Option(help: "portrait or landscape.") var orientation: String?
    @Flag(help: "With the device's keyboard up (GET /api/frame's keyboard=true).") var keyboard = false
    @Option(help: "Seconds on the scene clock.") var time: String?
    @Option(name: .customLong("param"), help: "A parameter as name=value (repeatable).") var params: [String] = []
    @Option(help: "json or svg.") var format: RenderFormat = .json
    @Flag(help: "Render the state on every device profile (needs --out).") var allDevices = false
    @Option(help: "Folder for --all-devices: one file per device, plus the SVG's font and pictures.") var out: String?
    @Option(help: "The IPAGothic file to embed in SVG.") var font = RenderFiles.defaultFontPath
    @OptionGroup var catalogs: CatalogOptions
    @OptionGroup var content: ContentOption

    func validate() throws {
        if allDevices, out == nil { throw ValidationError("--all-devices writes files: give --out DIR") }
        if !allDevices, out != nil { throw ValidationError("--out is for --all-devices; one frame goes to stdout") }
        if allDevices, device != nil { throw ValidationError("--all-devices and --device exclude each other") }
    }

    func run() throws {
        try content.install(into: CommandScenes.catalog)
        let devices = try catalogs.deviceCatalog()
        let given = try parsedParams()
        guard allDevices, let out else {
            let query = baseQuery(device: device) + given
            try printAnswer { try render(query: query, devices: devices, options: try RenderFiles.embedded(fontPath: font)) }
            return
        }
        let files = try RenderFiles(folder: out, fontPath: font, format: format)
        var failures = 0
        for profile in devices.profiles {
            let query = baseQuery(device: profile.id) + RenderFiles.clamped(
                given, scene: scene, screen: profile.screen(
                    orientation.flatMap(Orientation.init(rawValue:)) ?? .portrait, keyboardShown: keyboard))
            do {
                let text = try render(query: query, devices: devices, options: files.linkedOptions)
                try files.write(text, device: profile.id)
            } catch let failure as PreviewAPIFailure {
                failures += 1
                Console.error("\(profile.id): \(failure.body)\n")
            }
        }
        Console.out("wrote \(devices.profiles.count - failures) of \(devices.profiles.count) devices to \(out)\n")
        if failures > 0 { throw ExitCode(1) }
    }

    private func render(query: [(name: String, value: String)], devices: DeviceCatalog, options: SVGRenderOptions) throws -> String {
        switch format {
        case .json: try PreviewAPI.frameJSON(query: query, scenes: CommandScenes.catalog, devices: devices)
        case .svg: try PreviewAPI.frameSVG(query: query, scenes: CommandScenes.catalog, devices: devices, options: options)
        }
    }

    private func baseQuery(device: String?) -> [(name: String, value: String)] {
        let keyboard: String? = keyboard ? "true" : nil
        return [("scene", scene), ("device", device), ("orientation", orientation), ("keyboard", keyboard), ("clock", time)]
            .compactMap { name, value in value.map { (name, $0) } }
    }

    private func parsedParams() throws -> [(name: String, value: String)] {
        try params.map { param in
            guard let equals = param.firstIndex(of: "=") else {
                throw ValidationError("--param takes name=value, not '\(param)'")
            }
            return (String(param[..<equals]), String(param[param.index(after: equals)...]))
        }
    }
}

enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case json, svg
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
