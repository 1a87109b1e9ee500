import Testing

@testable import MotionScene

/// `KeyPathIdentity`: equal key paths share one identity, wherever and however they were made,
/// and a scene's key path finds its declaration by it (`DeclaredPaths`).
struct KeyPathIdentityTests {
    struct Inner: Equatable { var x = 0.0 }
    struct Root: SceneParameters {
        var a = 1.0
        var b = 2.0
        var inner = Inner()
    }

    static func declaredA() -> KeyPath<Root, Double> { \Root.a }
    static func writtenA() -> WritableKeyPath<Root, Double> { \.a }

    @Test func equalKeyPathsFromTwoPlacesShareAnIdentity() {
        #expect(KeyPathIdentity.of(Self.declaredA()) == KeyPathIdentity.of(Self.writtenA()))
        #expect(KeyPathIdentity.of(\Root.a) != KeyPathIdentity.of(\Root.b))
        #expect(KeyPathIdentity.of(\Root.inner.x) != KeyPathIdentity.of(\Root.inner))
    }

    /// A key path made at run time is a new object each time: past the list by address it is
    /// still found by value, with the same answer.
    @Test func keyPathsMadeAtRunTimeKeepTheirIdentityPastTheList() {
        let literal = KeyPathIdentity.of(\Root.inner.x)
        var mismatches = 0
        for _ in 0..<(KeyPathIdentity.addressLimit + 100) {
            let made = (\Root.inner).appending(path: \Inner.x)
            if KeyPathIdentity.of(made) != literal { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func declaredPathsFindTheFirstDeclarationOfAKeyPath() {
        let declarations: [ParameterDeclaration<Root>] = [
            .number(\.b, "B", range: 0...10), .number(\.a, "A", range: 0...10),
        ]
        let paths = DeclaredPaths(declarations)
        #expect(paths.names == ["b", "a"])
        #expect(paths.index(of: Self.writtenA()) == 1)
        #expect(paths.name(of: \Root.b) == "b")
        #expect(paths.name(of: \Root.inner.x) == nil)
    }
}
