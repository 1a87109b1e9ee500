/// One entry of a device file exactly as written, before validation. Types are checked by
/// `JSONDecoder`; values are checked by `DeviceRecord.profile()`. Optional keys are the ones a
/// profile can do without (a device with no keyboard data cannot raise a keyboard).
struct DeviceRecord: Decodable, Sendable {
    /// A value given once per orientation (`{portrait, landscape}`).
    struct PerOrientation<Value: Decodable & Sendable>: Decodable, Sendable {
        var portrait: Value
        var landscape: Value
    }

    var id: String
    var name: String
    var group: String?
    var year: Int
    var width: Double
    var height: Double
    var scale: Double
    var statusBar: Double
    /// Absent in files written before it existed: then the landscape top inset, which is what
    /// iOS shows (0 on iPhones, the status bar on iPads).
    var landscapeStatusBar: Double?
    var safeArea: PerOrientation<EdgeInsets>
    var navigationBar: Double
    var cornerRadius: Double
    var cutout: String
    var cutoutFrame: Rect?
    var cutoutRadius: Double?
    var keyboard: PerOrientation<Double>?
    /// Fields whose value no primary source confirms (docs/devices.md's [U]).
    var unconfirmed: [String]?
    /// Where the numbers come from; for people, never read by the code.
    var notes: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, group, year, width, height, scale, statusBar, landscapeStatusBar, safeArea, navigationBar
        case cornerRadius, cutout, cutoutFrame, cutoutRadius, keyboard, unconfirmed, notes
    }

    /// The picker's heading for a profile that names none.
    static let defaultGroup = "Other devices"
}
