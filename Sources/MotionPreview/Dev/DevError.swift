/// Why `dev` cannot go on.
enum DevError: Error, Equatable, CustomStringConvertible {
    case noSources(String)
    case cannotStartServer(String, reason: String)
    case noBinaryFolder(String)

    var description: String {
        switch self {
        case .noSources(let path): "no Sources folder in '\(path)': run dev from a package (or give --package-path)"
        case .cannotStartServer(let binary, let reason): "cannot start '\(binary) serve': \(reason)"
        case .noBinaryFolder(let path): "swift build --show-bin-path failed in '\(path)'"
        }
    }
}
