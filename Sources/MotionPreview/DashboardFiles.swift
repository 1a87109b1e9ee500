import Foundation

/// Where the dashboard's files are when `--webroot` is not given: beside the checkout this
/// binary was built from (`PackageCheckout`). `WebRoot` in the working directory is the
/// fallback for a binary moved elsewhere.
enum DashboardFiles {
    static var defaultWebRoot: String {
        let webRoot = PackageCheckout.root.appendingPathComponent("WebRoot")
        let index = webRoot.appendingPathComponent("index.html").path
        return FileManager.default.fileExists(atPath: index) ? webRoot.path : "WebRoot"
    }
}
