/// Why a font could not be loaded for measuring. The message names the file and how to point
/// at another one, so a missing font is a clear error and never a silent fallback.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "cannot load the font '\(path)': \(reason) (install fonts-ipafont-gothic or set \(FontLocation.environmentVariable) to a TrueType file)"
    }
}
