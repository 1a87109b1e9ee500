import Testing

@testable import MotionScene

/// A state type whose stored properties give what its `encode(to:)` gives is read from them
/// (`StateLayout`); any other goes on through `Encoder`. Either way the object is the one
/// `Encoder` makes.
struct StateLayoutTests {
    struct Cell: Encodable, Sendable {
        var y: Double
        var visible: Bool
    }

    final class Label: Encodable, Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// Every kind a member can have: plain, optional, and encoded on its own.
    struct Mixed: SceneState {
        var alpha: Double
        var count: Int
        var shown: Bool
        var title: String
        var maybeAlpha: Double?
        var maybeCount: Int?
        var maybeShown: Bool?
        var maybeTitle: String?
        var cells: [Cell]
        var nested: Cell
        var maybeNested: Cell?
        var label: Label
    }

    static let mixedStates: [Mixed] = [
        Mixed(
            alpha: 0.25, count: 3, shown: true, title: "海", maybeAlpha: nil, maybeCount: nil, maybeShown: nil, maybeTitle: nil,
            cells: [], nested: Cell(y: 0, visible: false), maybeNested: nil, label: Label("a")),
        Mixed(
            alpha: -1e-7, count: -40, shown: false, title: "", maybeAlpha: 2.5, maybeCount: 7, maybeShown: false,
            maybeTitle: "\"quoted\"", cells: [Cell(y: 40.25, visible: true), Cell(y: -3, visible: false)],
            nested: Cell(y: 1e300, visible: true), maybeNested: Cell(y: 5, visible: true), label: Label("b")),
        Mixed(
            alpha: 0, count: Int.max, shown: true, title: String(repeating: "long text ", count: 8), maybeAlpha: -0.0,
            maybeCount: Int.min, maybeShown: true, maybeTitle: "", cells: [Cell(y: 1, visible: true)],
            nested: Cell(y: -0.5, visible: false), maybeNested: nil, label: Label("")),
    ]

    @Test func everyKindOfMemberIsReadFromItsProperty() throws {
        // The first state teaches the type; every state after it is read from its properties.
        for state in Self.mixedStates + Self.mixedStates.reversed() {
            #expect(StateEncoder.object(state) == StateEncoder.encoded(state))
        }
        let layout = try #require(Self.layout(of: Mixed.self))
        #expect(layout.members.map(\.key) == StateEncoder.encoded(Self.mixedStates[1]).keys)
    }

    /// Numbers, flags and strings only: the article's kind of state.
    struct Plain: SceneState {
        var headerClips: Bool
        var navAlpha, headerImageHeight: Double
        var phase: String
        var shown: Int
    }

    @Test(arguments: [
        Plain(headerClips: true, navAlpha: 0, headerImageHeight: 240, phase: "collapsed", shown: 0),
        Plain(headerClips: false, navAlpha: 0.123456789, headerImageHeight: -12.5, phase: "", shown: 1_234_567),
        Plain(headerClips: true, navAlpha: 1, headerImageHeight: 1e-300, phase: "a phase name longer than fifteen", shown: -1),
    ])
    func aPlainStateIsReadAsItIsNow(state: Plain) throws {
        _ = StateEncoder.object(Plain(headerClips: false, navAlpha: 9, headerImageHeight: 9, phase: "first", shown: 9))
        #expect(Self.layout(of: Plain.self) != nil)
        let read = StateEncoder.object(state)
        #expect(read == StateEncoder.encoded(state))
        #expect(JSONWriter.string(.object(read)) == JSONWriter.string(.object(StateEncoder.encoded(state))))
    }

    /// Keys renamed by `CodingKeys`.
    struct Renamed: SceneState {
        enum CodingKeys: String, CodingKey {
            case navAlpha = "nav_alpha"
            case shown
        }
        var navAlpha: Double
        var shown: Bool
    }

    /// A value computed by its own `encode(to:)`.
    struct Computed: SceneState {
        var progress: Double
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(["percent": progress * 100])
        }
    }

    /// A property left out of its keys.
    struct LeftOut: SceneState {
        enum CodingKeys: CodingKey { case shown }
        var shown: Bool
        var cache: Double = 0
    }

    /// Its properties, but in another order.
    struct Reordered: SceneState {
        var first: Double
        var second: Double
        func encode(to encoder: any Encoder) throws {
            enum Keys: CodingKey { case second, first }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(second, forKey: .second)
            try container.encode(first, forKey: .first)
        }
    }

    /// A property of a type with no `Encodable` conformance, written by hand.
    struct Unencodable: SceneState {
        struct Opaque: Sendable { var raw: Double }
        var opaque: Opaque
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(["raw": opaque.raw])
        }
    }

    @Test func aStateThatEncodesItselfOtherwiseGoesThroughEncoder() {
        let renamed = StateEncoder.object(Renamed(navAlpha: 0.5, shown: true))
        #expect(renamed.keys == ["nav_alpha", "shown"])
        #expect(StateEncoder.object(Renamed(navAlpha: 0.75, shown: false))["nav_alpha"] == .number(0.75))

        _ = StateEncoder.object(Computed(progress: 0.5))
        #expect(StateEncoder.object(Computed(progress: 0.25))["percent"] == .number(25))

        _ = StateEncoder.object(LeftOut(shown: true))
        #expect(StateEncoder.object(LeftOut(shown: false, cache: 3)).keys == ["shown"])

        _ = StateEncoder.object(Reordered(first: 1, second: 2))
        #expect(StateEncoder.object(Reordered(first: 3, second: 4)).keys == ["second", "first"])

        #expect(StateEncoder.object(Unencodable(opaque: .init(raw: 2)))["raw"] == .number(2))

        for type in [Renamed.self, Computed.self, LeftOut.self, Reordered.self, Unencodable.self] as [any SceneState.Type] {
            #expect(Self.layout(of: type) == nil, "\(type)")
        }
    }

    /// A class or an enum as the state: no struct to read, so `Encoder` alone.
    final class ClassState: SceneState {
        let alpha: Double
        init(alpha: Double) { self.alpha = alpha }
    }

    enum EnumState: SceneState {
        case idle
        case moving(speed: Double)
    }

    @Test func aClassOrAnEnumGoesThroughEncoder() {
        #expect(StateEncoder.object(ClassState(alpha: 0.5)) == StateEncoder.encoded(ClassState(alpha: 0.5)))
        #expect(StateEncoder.object(ClassState(alpha: 0.25))["alpha"] == .number(0.25))
        #expect(Self.layout(of: ClassState.self) == nil)
        #expect(StateEncoder.object(EnumState.moving(speed: 2)) == StateEncoder.encoded(EnumState.moving(speed: 2)))
        #expect(StateEncoder.object(EnumState.idle) == StateEncoder.encoded(EnumState.idle))
        #expect(Self.layout(of: EnumState.self) == nil)
    }

    @Test func aStateWithoutPropertiesIsAnEmptyObject() {
        struct Empty: SceneState {}
        #expect(StateEncoder.object(Empty()) == JSONObject())
        #expect(StateEncoder.object(Empty()) == JSONObject())
        #expect(Self.layout(of: Empty.self)?.members.isEmpty == true)
    }

    private static func layout(of type: Any.Type) -> StateLayout? {
        if case .layout(let layout)? = StateLayouts.known(type) { return layout }
        return nil
    }
}

/// Number types other than `Double` and `Int` hand themselves to a single-value container;
/// they are numbers there, through `Encoder` and through a layout alike (a `Float` in a state
/// overflowed the stack going round the encoder).
struct StateNumberTypesTests {
    struct Inner: Encodable, Sendable {
        var small: UInt16
        var ratio: Float
    }

    struct Numbers: SceneState {
        var ratio: Float
        var tiny: Int8
        var count: Int32
        var huge: UInt64
        var maybeRatio: Float?
        var ratios: [Float]
        var inner: Inner
    }

    @Test(arguments: [
        (Numbers(ratio: 0.1, tiny: -3, count: 70_000, huge: 42, maybeRatio: nil, ratios: [], inner: Inner(small: 7, ratio: 2.5)),
         #"{"ratio":0.1,"tiny":-3,"count":70000,"huge":42,"maybeRatio":null,"ratios":[],"inner":{"small":7,"ratio":2.5}}"#),
        (Numbers(ratio: -1.5, tiny: 127, count: -1, huge: 1 << 52, maybeRatio: 0.25, ratios: [1, 0.5, 1e-3],
                 inner: Inner(small: 65_535, ratio: 3e-8)),
         #"{"ratio":-1.5,"tiny":127,"count":-1,"huge":4503599627370496,"maybeRatio":0.25,"ratios":[1,0.5,0.001],"inner":{"small":65535,"ratio":3e-08}}"#),
    ])
    func numberTypesAreNumbers(state: Numbers, json: String) {
        #expect(JSONWriter.string(.object(StateEncoder.encoded(state))) == json)
        #expect(JSONWriter.string(.object(StateEncoder.object(state))) == json)
        #expect(JSONWriter.string(.object(StateEncoder.object(state))) == json)
    }
}
