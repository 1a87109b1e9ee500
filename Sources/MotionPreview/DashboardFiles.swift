import Foundation

/// Where the dashboard's files are when `--webroot` is not given. A user's package builds
/// MotionPreview from its checkout (a path dependency or `.build/checkouts`), and the page
/// lives beside this source file's package, so the path compiled in here finds it from any
/// working directory. `WebRoot` in the working directory is the fallback for a binary moved
/// elsewhere.
enum DashboardFiles {
    static var defaultWebRoot: String {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let webRoot = packageRoot.appendingPathComponent("WebRoot")
        let index = webRoot.appendingPathComponent("index.html").path
        return FileManager.default.fileExists(atPath: index) ? webRoot.path : "WebRoot"
    }
}
