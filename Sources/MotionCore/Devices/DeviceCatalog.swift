import Foundation

/// Why a device file could not be read as profiles.
public struct DeviceCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The device profiles, read from a JSON file in the shape `GET /api/devices` serves, so a
/// user can add a device by editing data instead of rebuilding.
public struct DeviceCatalog: Sendable {
    public let profiles: [DeviceProfile]
    /// The file's text exactly as read: the server sends it as is.
    public let sourceJSON: String

    public init(json text: String) throws(DeviceCatalogError) {
        let entries: [DeviceFileEntry]
        do {
            entries = try JSONDecoder().decode([DeviceFileEntry].self, from: Data(text.utf8))
        } catch {
            throw DeviceCatalogError(message: "device file does not hold device profiles: \(error)")
        }
        guard !entries.isEmpty else { throw DeviceCatalogError(message: "device file must be a non-empty JSON array") }
        var profiles: [DeviceProfile] = []
        for entry in entries {
            let profile = try entry.profile()
            guard !profiles.contains(where: { $0.id == profile.id }) else {
                throw DeviceCatalogError(message: "device '\(profile.id)' is listed twice")
            }
            profiles.append(profile)
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

/// One element of the device file, as written there.
private struct DeviceFileEntry: Decodable {
    struct Insets: Decodable {
        var top, left, bottom, right: Double
        var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    }
    struct SafeAreas: Decodable {
        var portrait, landscape: Insets
    }
    var id, name, cutout: String
    var width, height, scale, statusBar, navigationBar, cornerRadius: Double
    var safeArea: SafeAreas
    var year: Int

    func profile() throws(DeviceCatalogError) -> DeviceProfile {
        guard !id.isEmpty else { throw DeviceCatalogError(message: "a device has an empty 'id'") }
        guard let cutout = Cutout(rawValue: cutout) else {
            throw DeviceCatalogError(message: "device '\(id)': 'cutout' must be one of none, notch, island")
        }
        guard width > 0, height > 0 else {
            throw DeviceCatalogError(message: "device '\(id)': width and height must be positive")
        }
        return DeviceProfile(
            id: id, name: name, width: width, height: height, scale: scale, statusBar: statusBar,
            portraitSafeArea: safeArea.portrait.edgeInsets, landscapeSafeArea: safeArea.landscape.edgeInsets,
            navigationBar: navigationBar, cornerRadius: cornerRadius, cutout: cutout, year: year)
    }
}
