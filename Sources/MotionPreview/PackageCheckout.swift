import Foundation

/// The MotionPreview checkout this binary was built from: a user's package builds it from a
/// path dependency or from `.build/checkouts`, and this source file's path, compiled in, finds
/// it from any working directory.
enum PackageCheckout {
    /// The folder holding MotionPreview's Package.swift.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
