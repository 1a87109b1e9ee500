import Foundation

/// The device profiles, read from a JSON file in the shape `GET /api/devices` serves, so a
/// user can add a device by editing data instead of rebuilding. Every value is checked when
/// the file is read; a file with one bad value is refused whole, naming the device and field.
public struct DeviceCatalog: Sendable {
    public let profiles: [DeviceProfile]
    /// The file's text exactly as read: the server sends it as is.
    public let sourceJSON: String

    public init(json text: String) throws(DeviceCatalogError) {
        let records = try DeviceFileDecoder.records(in: Data(text.utf8))
        guard !records.isEmpty else { throw DeviceCatalogError(message: "device file must list at least one device") }
        var profiles: [DeviceProfile] = []
        for record in records {
            guard !profiles.contains(where: { $0.id == record.id }) else {
                throw DeviceCatalogError(deviceID: record.id, field: "id", message: "is listed twice")
            }
            profiles.append(try record.profile())
        }
        self.profiles = profiles
        self.sourceJSON = text
    }

    /// The profiles of `docs/devices.md`, shipped with the package.
    public static func bundled() throws(DeviceCatalogError) -> DeviceCatalog {
        guard let url = Bundle.module.url(forResource: "devices", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { throw DeviceCatalogError(message: "the bundled devices.json is missing") }
        return try DeviceCatalog(json: String(decoding: data, as: UTF8.self))
    }

    public func profile(id: String) -> DeviceProfile? {
        profiles.first { $0.id == id }
    }
}
