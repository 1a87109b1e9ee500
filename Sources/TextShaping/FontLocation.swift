#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the measuring font lives: the file the page also draws with (`docs/ecosystem.md`).
public enum FontLocation {
    /// Debian's `fonts-ipafont-gothic` puts IPAGothic here.
    public static let defaultPath = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
    /// Overrides `defaultPath` (another install location, or a test's font).
    public static let environmentVariable = "MOTION_PREVIEW_FONT"

    /// The path in force: the environment's, else the default.
    public static var configuredPath: String {
        if let value = getenv(environmentVariable), let path = String(validatingCString: value), !path.isEmpty {
            return path
        }
        return defaultPath
    }
}
