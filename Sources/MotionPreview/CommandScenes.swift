import Foundation
import MotionScene

/// The scenes `MotionPreview.main(scenes:)` was given. ArgumentParser builds each command
/// itself, so the catalog cannot be passed to it; it is set once, before parsing, and read by
/// the commands that need it.
enum CommandScenes {
    private static let lock = NSLock()
    // Written once by `install` before any command runs, read afterwards; the lock makes
    // both visible across threads.
    nonisolated(unsafe) private static var installed = SceneCatalog([])

    static func install(_ catalog: SceneCatalog) {
        lock.withLock { installed = catalog }
    }

    static var catalog: SceneCatalog {
        lock.withLock { installed }
    }
}
