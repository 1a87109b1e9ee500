/// Where `serve` keeps its sessions unless told otherwise (`--data`): the per-user data
/// directory of the XDG base directory spec on Linux, `~/Library/Application Support` on macOS.
public enum DataDirectory {
    public static let folderName = "motion-preview"

    public static func standard(environment: [String: String]) -> String {
        #if os(macOS)
            return "\(environment["HOME"] ?? ".")/Library/Application Support/\(folderName)"
        #else
            if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return "\(data)/\(folderName)" }
            return "\(environment["HOME"] ?? ".")/.local/share/\(folderName)"
        #endif
    }
}
