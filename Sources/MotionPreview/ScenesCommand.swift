import ArgumentParser
import PreviewServer

/// `motion-preview scenes`: the JSON of `GET /api/scenes`.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "Print GET /api/scenes.")

    @Option(help: "Device whose screen sets the parameter ranges.") var device: String?
    @Option(help: "portrait or landscape.") var orientation: String?
    @OptionGroup var catalogs: CatalogOptions

    func run() throws {
        let query = [("device", device), ("orientation", orientation)].compactMap { name, value in
            value.map { (name: name, value: $0) }
        }
        try printAnswer {
            try PreviewAPI.scenesJSON(query: query, scenes: CommandScenes.catalog, devices: try catalogs.deviceCatalog())
        }
    }
}

/// `motion-preview devices`: the device JSON, as `GET /api/devices` serves it.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "Print GET /api/devices.")

    @OptionGroup var catalogs: CatalogOptions

    func run() throws {
        Console.out(try catalogs.deviceCatalog().sourceJSON)
    }
}
