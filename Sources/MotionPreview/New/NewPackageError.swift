/// Why `motion-preview new` wrote nothing.
enum NewPackageError: Error, Equatable, CustomStringConvertible {
    /// The folder exists and holds something: `new` never writes over a user's files.
    case folderNotEmpty(String)
    /// The folder's name gives no Swift identifier to name the package and its targets after.
    case unusableName(String)
    case cannotWrite(String, reason: String)

    var description: String {
        switch self {
        case .folderNotEmpty(let path):
            "'\(path)' already exists and is not empty; give a new folder (nothing was written)"
        case .unusableName(let name):
            "cannot name a package after '\(name)': use a folder name that starts with a letter, such as MyScenes"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        }
    }
}
