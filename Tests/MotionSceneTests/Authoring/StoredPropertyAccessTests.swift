import Testing

@testable import MotionScene

/// Declarations read and write parameters at stored offsets instead of through key paths;
/// both must reach the same property, whatever its type and place in the struct.
struct StoredPropertyAccessTests {
    enum Variant: String, SceneChoice {
        case plain, fancy
    }

    struct Inner: Equatable {
        var flag = false
        var depth = 2.5
    }

    struct Mixed: SceneParameters {
        var flag = true
        var title = "海の見える街"
        var offset = 12.5
        var count = 3
        var variant = Variant.plain
        var tint: HexColor = "#336699"
        var inner = Inner()
        var computed: Double { offset * 2 }
    }

    @Test("a read at the offset is the key path's read, for each type and place")
    func readsMatchKeyPaths() throws {
        let value = Mixed(flag: false, title: "港", offset: -3.25, count: 42, variant: .fancy, tint: "#ff0000", inner: Inner(flag: true, depth: 9))
        #expect(try #require(StoredPropertyAccess<Mixed, Bool>(\Mixed.flag)).read(value) == value.flag)
        #expect(try #require(StoredPropertyAccess<Mixed, String>(\Mixed.title)).read(value) == value.title)
        #expect(try #require(StoredPropertyAccess<Mixed, Double>(\Mixed.offset)).read(value) == value.offset)
        #expect(try #require(StoredPropertyAccess<Mixed, Int>(\Mixed.count)).read(value) == value.count)
        #expect(try #require(StoredPropertyAccess<Mixed, Variant>(\Mixed.variant)).read(value) == value.variant)
        #expect(try #require(StoredPropertyAccess<Mixed, HexColor>(\Mixed.tint)).read(value) == value.tint)
        #expect(try #require(StoredPropertyAccess<Mixed, Double>(\Mixed.inner.depth)).read(value) == value.inner.depth)
        #expect(try #require(StoredPropertyAccess<Mixed, Double>(\Mixed.inner, then: \Inner.depth)).read(value) == 9)
    }

    @Test("a write at the offset changes that property and no other")
    func writesChangeOnlyTheirProperty() throws {
        var value = Mixed()
        try #require(StoredPropertyAccess<Mixed, String>(\Mixed.title)).write("橋", into: &value)
        try #require(StoredPropertyAccess<Mixed, Double>(\Mixed.inner.depth)).write(-1, into: &value)
        var expected = Mixed()
        expected.title = "橋"
        expected.inner.depth = -1
        #expect(value.title == expected.title)
        #expect(value.inner == expected.inner)
        #expect(value.offset == expected.offset && value.count == expected.count && value.flag == expected.flag)
        #expect(value.tint == expected.tint && value.variant == expected.variant)
    }

    @Test("a computed step has no offset: the declaration keeps its key path")
    func computedPathsHaveNoOffset() {
        #expect(StoredPropertyAccess<Mixed, Double>(\Mixed.computed) == nil)
        #expect(StoredPropertyAccess<Mixed, Double>(\Mixed.inner, then: \Inner.depth) != nil)
    }

    @Test("declarations and tunables read and write through the offsets as through their key paths")
    func declarationsRoundTrip() {
        struct Tuning: Tunables {
            var duration = 0.25
            var curve = TimingCurve.easeInEaseOut
            static let tunables: [TunableDeclaration<Self>] = [
                .number(\.duration, "Duration", unit: "s", range: 0...2), .curve(\.curve, "Curve"),
            ]
        }
        var parameters = Mixed()
        let title = ParameterDeclaration<Mixed>.choice(\.variant, "Variant")
        title.write(&parameters, .text("fancy"))
        #expect(parameters.variant == .fancy)
        #expect(title.read(parameters) == .text("fancy"))

        var box = TuningBox<Tuning>()
        let duration = Tuning.tunables[0].parameter
        duration.write(&box, .number(1.5))
        #expect(box.tuning.duration == 1.5)
        #expect(duration.read(box) == .number(1.5))
        let curve = Tuning.tunables[1].parameter
        curve.write(&box, .text("linear"))
        #expect(box.tuning.curve == .linear)
        #expect(curve.read(box) == .text("linear"))
        #expect(box.tuning.duration == 1.5)
    }

    /// A frame presents scroll offsets through `writeAt`, a pointer to the parameters: it must
    /// set what `write` sets, and nothing else.
    @Test("a declaration's write through a pointer is its write")
    func writesThroughPointers() {
        let offset = ParameterDeclaration<Mixed>.number(\.offset, "Offset", range: -100...100)
        let variant = ParameterDeclaration<Mixed>.choice(\.variant, "Variant")
        let depth = ParameterDeclaration<Mixed>.number(\.inner.depth, "Depth", range: 0...10)
        var written = Mixed()
        var expected = Mixed()
        for (declaration, value) in [(offset, ParameterValue.number(-42.5)), (variant, .text("fancy")), (depth, .number(7))] {
            withUnsafeMutablePointer(to: &written) { declaration.writeAt(UnsafeMutableRawPointer($0), value) }
            declaration.write(&expected, value)
        }
        #expect(written.offset == -42.5 && written.variant == .fancy && written.inner.depth == 7)
        #expect(written.offset == expected.offset && written.variant == expected.variant && written.inner == expected.inner)
        #expect(written.title == Mixed().title && written.count == Mixed().count && written.flag == Mixed().flag)
        // A value of the wrong kind changes nothing, as `write` ignores it.
        withUnsafeMutablePointer(to: &written) { offset.writeAt(UnsafeMutableRawPointer($0), .text("far")) }
        #expect(written.offset == -42.5)
    }
}
