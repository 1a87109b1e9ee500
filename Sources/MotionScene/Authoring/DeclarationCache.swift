import Foundation

/// Declarations computed once per scene type and screen. Finding a property's name takes a
/// reflection experiment, and `parameters(for:)` may lay out content; neither belongs in a
/// frame's budget.
enum DeclarationCache {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var kind: String
        var screen: Screen?
    }

    private static let lock = NSLock()
    // Guarded by `lock`; values are immutable once stored.
    nonisolated(unsafe) private static var values: [Key: any Sendable] = [:]

    static func value<Value: Sendable>(
        _ type: Any.Type, _ kind: String, screen: Screen? = nil, compute: () -> Value
    ) -> Value {
        let key = Key(type: ObjectIdentifier(type), kind: kind, screen: screen)
        if let cached = lock.withLock({ values[key] }) as? Value { return cached }
        let computed = compute()
        // Two threads may compute the same value at once; the first stored is the one every
        // caller gets, so that a value shared by sessions is one object (issue 15).
        return lock.withLock {
            if let stored = values[key] as? Value { return stored }
            values[key] = computed
            return computed
        }
    }
}

/// The screen a scene's screen-independent facts (its events, its state names) are read on:
/// the seeds' iPhone X in portrait.
enum ReferenceScreen {
    static let screen: Screen = {
        // The bundled profiles ship with the package and are validated by its tests.
        guard let catalog = try? DeviceCatalog.bundled(), let device = catalog.profile(id: "iphone-x") ?? catalog.profiles.first
        else { preconditionFailure("the bundled devices.json cannot be read") }
        return device.screen(.portrait)
    }()
}
