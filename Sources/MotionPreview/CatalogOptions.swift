import ArgumentParser
import Foundation
import MotionScene

/// `--devices FILE`: the device profiles to use instead of the bundled ones.
struct CatalogOptions: ParsableArguments {
    @Option(help: "A device file in the shape of GET /api/devices (default: the bundled profiles).")
    var devices: String?

    func deviceCatalog() throws -> DeviceCatalog {
        guard let devices else { return try DeviceCatalog.bundled() }
        guard let data = FileManager.default.contents(atPath: devices) else {
            throw ValidationError("cannot read the device file '\(devices)'")
        }
        return try DeviceCatalog(json: String(decoding: data, as: UTF8.self))
    }
}
