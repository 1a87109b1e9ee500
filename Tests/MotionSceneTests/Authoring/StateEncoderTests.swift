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
}
