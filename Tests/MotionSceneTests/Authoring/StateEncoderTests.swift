import Testing

@testable import MotionScene

struct StateEncoderTests {
    struct Cell: Encodable {
        var y: Double
        var visible: Bool
    }

    struct State: SceneState {
        var zulu: Double
        var alpha: Int
        var title: String
        var missing: Double?
        var cells: [Cell]
        var nested: Cell
    }

    @Test("declaration order, optionals as null, arrays and nested structs as JSON")
    func encodesInDeclarationOrder() {
        let state = State(
            zulu: 1.5, alpha: 2, title: "海", missing: nil, cells: [Cell(y: 0, visible: true), Cell(y: 40.25, visible: false)],
            nested: Cell(y: -1, visible: true))
        let object = StateEncoder.object(state)
        #expect(object.keys == ["zulu", "alpha", "title", "missing", "cells", "nested"])
        #expect(object["zulu"] == .number(1.5))
        #expect(object["alpha"] == .number(2))
        #expect(object["title"] == .string("海"))
        #expect(object["missing"] == .null)
        #expect(object["cells"] == [["y": 0, "visible": true], ["y": 40.25, "visible": false]])
        #expect(object["nested"]?["y"] == .number(-1))
        #expect(JSONWriter.string(.object(object)).hasPrefix("{\"zulu\":1.5,\"alpha\":2,"))
    }

    /// A hand-written `encode(to:)` may write a key twice: the last write wins, a nested
    /// container and a plain value alike, and keeps the key's first place.
    struct Rewriting: SceneState {
        enum Keys: String, CodingKey { case first, again, after }
        var valueLast: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .first)
            if valueLast {
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .again)
                try nested.encode(true, forKey: .first)
                try container.encode(2.5, forKey: .again)
            } else {
                try container.encode(2.5, forKey: .again)
                var nested = container.nestedUnkeyedContainer(forKey: .again)
                try nested.encode("x")
            }
            try container.encode("z", forKey: .after)
        }
    }

    @Test(arguments: [(true, JSONValue.number(2.5)), (false, JSONValue.array([.string("x")]))])
    func aKeyWrittenAgainKeepsTheLastValue(valueLast: Bool, expected: JSONValue) {
        let object = StateEncoder.object(Rewriting(valueLast: valueLast))
        #expect(object.keys == ["first", "again", "after"])
        #expect(object["again"] == expected)
        #expect(object["after"] == .string("z"))
    }

    /// Keys of one length with the same first and last bytes share the encoder's bit for "seen
    /// already": they are told apart by comparing them, and each keeps its own value.
    struct LookAlike: SceneState {
        var axb: Double
        var ayb: Double
        var axxb: Bool
        var ayyb: Bool
    }

    @Test func keysThatLookAlikeStayApart() {
        // Through `Encoder`: read from its properties (`StateLayout`), such a state never meets
        // the encoder's key bits.
        let object = StateEncoder.encoded(LookAlike(axb: 1, ayb: 2, axxb: true, ayyb: false))
        #expect(object.keys == ["axb", "ayb", "axxb", "ayyb"])
        #expect(object["axb"] == .number(1))
        #expect(object["ayb"] == .number(2))
        #expect(object["axxb"] == .bool(true))
        #expect(object["ayyb"] == .bool(false))
    }
}
