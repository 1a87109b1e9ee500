import Foundation

/// One identity for every key path equal to another, so a scene's `\.scrollY` finds its
/// declaration by comparing two words.
///
/// Why: a scene names its parameters by key path (`changes[\.tabX]`, `context[scroll: \.y]`),
/// and the declaration holds a key path made elsewhere, at its own site. Two key paths from
/// different sites are different objects, and comparing them walks both patterns after a type
/// check: the article's one `set` spent 10k instructions, 5 µs here, finding two key paths
/// among its declarations (callgrind, issue 15). A key path literal is made once per site and
/// kept by the runtime, so the same object comes back on every call: it is looked up here by
/// its address, and only its first sight hashes and compares it.
///
/// Every key path listed by address is retained, so its address always stands for the object
/// it was first seen as and is never reused. Key paths made at run time (`appending(path:)`)
/// are new objects each time and would fill that list without end: past `addressLimit` they
/// are found by value (a hash and a comparison), with the same answers. The key paths kept by
/// value are one per distinct path, as many as the program spells.
enum KeyPathIdentity {
    static let addressLimit = 4096

    private static let lock = NSLock()
    // Guarded by `lock`. `byAddress` maps a key path seen to the first key path equal to it; it
    // holds both, so neither address can be reused while listed. `canonicals` keeps that first
    // one for good, so its identity never changes.
    nonisolated(unsafe) private static var byAddress: [ObjectIdentifier: (seen: AnyKeyPath, canonical: AnyKeyPath)] = [:]
    nonisolated(unsafe) private static var canonicals: [AnyKeyPath: AnyKeyPath] = [:]

    /// The identity shared by every key path equal to `keyPath` (`==` on `AnyKeyPath`).
    static func of(_ keyPath: AnyKeyPath) -> ObjectIdentifier {
        lock.withLock {
            if let known = byAddress[ObjectIdentifier(keyPath)] { return ObjectIdentifier(known.canonical) }
            let canonical: AnyKeyPath
            if let equal = canonicals[keyPath] {
                canonical = equal
            } else {
                canonical = keyPath
                canonicals[keyPath] = keyPath
            }
            if byAddress.count < addressLimit { byAddress[ObjectIdentifier(keyPath)] = (keyPath, canonical) }
            return ObjectIdentifier(canonical)
        }
    }
}

/// A scene's declared parameters by key path identity, in declaration order: what a scene's own
/// key path is looked up in (`SceneContext`, `ParameterChanges`). Plain words and strings, so
/// a lookup reads no generic declaration: each such read was a copy through the runtime's value
/// witnesses, 400 instructions (callgrind, issue 15).
struct DeclaredPaths: Sendable {
    private let identities: [ObjectIdentifier]
    /// The declarations' names, in their order.
    let names: [String]

    init<Root>(_ declarations: [ParameterDeclaration<Root>]) {
        identities = declarations.map(\.keyPathIdentity)
        names = declarations.map(\.name)
    }

    /// The position of the first declaration of `keyPath`.
    func index(of keyPath: AnyKeyPath) -> Int? {
        identities.firstIndex(of: KeyPathIdentity.of(keyPath))
    }

    /// The name of the first declaration of `keyPath`.
    func name(of keyPath: AnyKeyPath) -> String? {
        index(of: keyPath).map { names[$0] }
    }
}
