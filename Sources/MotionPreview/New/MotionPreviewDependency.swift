import Foundation

/// How a new package depends on MotionPreview: by path to a checkout (the default: this
/// binary's own), or by git URL.
enum MotionPreviewDependency: Equatable {
    case path(String)
    case git(url: String, branch: String)

    /// The line in `dependencies:`. A path dependency's identity is its folder's name, which
    /// differs between checkouts, so it is named `MotionPreview`; products then refer to that.
    var packageLine: String {
        switch self {
        case .path(let path): ".package(name: \"MotionPreview\", path: \(Self.literal(path)))"
        case .git(let url, let branch): ".package(url: \(Self.literal(url)), branch: \(Self.literal(branch)))"
        }
    }

    /// The `package:` products name: `MotionPreview` for a path, the URL's last component for
    /// git (a URL dependency's identity, which `name:` cannot change).
    var packageIdentity: String {
        switch self {
        case .path: "MotionPreview"
        case .git(let url, _):
            String(url.split(separator: "/").last.map { $0.hasSuffix(".git") ? $0.dropLast(4) : $0 } ?? "MotionPreview")
        }
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
