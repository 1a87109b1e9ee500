import Foundation

/// Finds the name of the stored property a key path writes, so a scene declares each
/// parameter and tunable once — by its key path — and its wire name is the property's own.
///
/// Swift offers no key path → name lookup, so the name is found by experiment: write a
/// different value through the key path into a default instance and see which of the
/// instance's mirrored children changed. Done once per declaration list, not per frame.
enum PropertyNames {
    static func name<Root, Value: SceneValue>(of keyPath: WritableKeyPath<Root, Value>, in root: Root) -> String {
        var probe = root
        probe[keyPath: keyPath] = root[keyPath: keyPath].distinctValue
        let before = Mirror(reflecting: root).children
        let after = Mirror(reflecting: probe).children
        for (original, changed) in zip(before, after) where "\(original.value)" != "\(changed.value)" {
            guard let label = original.label else { continue }
            return label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
        preconditionFailure("\(keyPath) does not name a stored property of \(Root.self)")
    }
}
