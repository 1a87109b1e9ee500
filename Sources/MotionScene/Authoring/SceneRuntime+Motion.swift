import Foundation

/// Finds the `TimeVarying` values a scene holds, a few levels into its stored properties, for
/// `SceneFrame.animating`. Reflection on every frame is costly (issue #15), so a type no value
/// of which can hold one within the depth searched — plain values, classes, sets, and structs
/// or tuples made only of such — is remembered the first time and skipped from then on.
/// Optionals, enums and collections are searched every time: their contents change.
enum MotionDetector {
    static func isAnimating(_ subject: Any, at time: Double, depth: Int = 3) -> Bool {
        search(subject, at: time, depth: depth).animating
    }

    /// Whether `subject` is animating, and whether its type is inert at `depth`.
    private static func search(_ subject: Any, at time: Double, depth: Int) -> (animating: Bool, inert: Bool) {
        let type = ObjectIdentifier(Swift.type(of: subject))
        if InertTypes.contains(type, depth: depth) { return (false, true) }
        if let moving = subject as? any TimeVarying { return (moving.isAnimating(at: time), false) }
        guard depth > 0 else {
            // Nothing below is searched: the type is inert at depth 0, and the cast is skipped next time.
            InertTypes.insert(type, depth: 0)
            return (false, true)
        }
        let mirror = Mirror(reflecting: subject)
        switch mirror.displayStyle {
        case .struct?, .tuple?:
            var inert = true
            for child in mirror.children {
                let found = search(child.value, at: time, depth: depth - 1)
                if found.animating { return (true, false) }
                inert = inert && found.inert
            }
            if inert { InertTypes.insert(type, depth: depth) }
            return (false, inert)
        case .optional?, .enum?:
            return (mirror.children.contains { search($0.value, at: time, depth: depth - 1).animating }, false)
        case .collection?:
            // Collections of motion (a cell's fade per row) are short; long arrays are layout data.
            let animating =
                mirror.children.count <= 64
                && mirror.children.contains { search($0.value, at: time, depth: depth - 1).animating }
            return (animating, false)
        default:
            InertTypes.insert(type, depth: depth)
            return (false, true)
        }
    }
}

/// Types found inert at a search depth, shared by every scene and thread.
private enum InertTypes {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var depth: Int
    }

    private static let lock = NSLock()
    // Guarded by `lock`; only ever grows.
    nonisolated(unsafe) private static var known: Set<Key> = []

    static func contains(_ type: ObjectIdentifier, depth: Int) -> Bool {
        lock.withLock { known.contains(Key(type: type, depth: depth)) }
    }

    static func insert(_ type: ObjectIdentifier, depth: Int) {
        lock.withLock { _ = known.insert(Key(type: type, depth: depth)) }
    }
}
