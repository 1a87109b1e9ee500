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
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw DeviceCatalogError(message: "device file is not valid JSON: \(error)")
        }
        guard let entries = document.arrayValue, !entries.isEmpty else {
            throw DeviceCatalogError(message: "device file must be a non-empty JSON array")
        }
        var profiles: [DeviceProfile] = []
        for (position, entry) in entries.enumerated() {
            let profile = try Self.profile(from: entry, position: position)
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

    private static func profile(from entry: JSONValue, position: Int) throws(DeviceCatalogError) -> DeviceProfile {
        func fail(_ what: String) -> DeviceCatalogError {
            DeviceCatalogError(message: "device #\(position + 1): \(what)")
        }
        func number(_ key: String, in value: JSONValue? = entry) throws(DeviceCatalogError) -> Double {
            guard let number = value?[key]?.doubleValue else { throw fail("'\(key)' must be a number") }
            return number
        }
        func insets(_ orientation: String) throws(DeviceCatalogError) -> EdgeInsets {
            let value = entry["safeArea"]?[orientation]
            guard value?.objectValue != nil else { throw fail("'safeArea.\(orientation)' must be an object") }
            return EdgeInsets(
                top: try number("top", in: value), left: try number("left", in: value),
                bottom: try number("bottom", in: value), right: try number("right", in: value))
        }
        guard let id = entry["id"]?.stringValue, !id.isEmpty else { throw fail("'id' must be a non-empty string") }
        guard let name = entry["name"]?.stringValue else { throw fail("'name' must be a string") }
        guard let cutoutName = entry["cutout"]?.stringValue, let cutout = Cutout(rawValue: cutoutName) else {
            throw fail("'cutout' must be one of none, notch, island")
        }
        let width = try number("width")
        let height = try number("height")
        guard width > 0, height > 0 else { throw fail("width and height must be positive") }
        return DeviceProfile(
            id: id, name: name, width: width, height: height, scale: try number("scale"),
            statusBar: try number("statusBar"), portraitSafeArea: try insets("portrait"),
            landscapeSafeArea: try insets("landscape"), navigationBar: try number("navigationBar"),
            cornerRadius: try number("cornerRadius"), cutout: cutout, year: Int(try number("year")))
    }
}
