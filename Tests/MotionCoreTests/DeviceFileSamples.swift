/// A valid one-device file, field by field, for tests that break one value at a time.
enum DeviceFileSamples {
    static let phoneFields: [(String, String)] = [
        ("id", #""my-phone""#), ("name", #""Mine""#), ("group", #""Mine""#), ("year", "2026"), ("width", "360"),
        ("height", "780"), ("scale", "3"), ("statusBar", "40"), ("landscapeStatusBar", "0"),
        ("safeArea", #"{"portrait":{"top":40,"left":0,"bottom":30,"right":0},"landscape":{"top":0,"left":40,"bottom":20,"right":40}}"#),
        ("navigationBar", "44"), ("cornerRadius", "40"), ("cutout", #""island""#),
        ("cutoutFrame", #"{"x":120,"y":10,"width":120,"height":30}"#), ("cutoutRadius", "15"),
        ("keyboard", #"{"portrait":320,"landscape":200}"#), ("unconfirmed", #"["statusBar"]"#), ("notes", #""measured""#),
    ]

    /// The fields with some removed and some replaced (raw JSON text per field).
    static func phone(removing removed: String..., replacing replaced: [String: String] = [:]) -> [(String, String)] {
        phoneFields.filter { !removed.contains($0.0) }.map { ($0.0, replaced[$0.0] ?? $0.1) }
    }

    static func file(_ devices: [(String, String)]...) -> String {
        "[" + devices.map { "{" + $0.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}" }.joined(separator: ",") + "]"
    }
}
