import Testing

@testable import MotionScene

struct ParameterSpecTests {
    static let scroll = ParameterSpec.number("scrollY", label: "Scroll", unit: "pt", range: -200...1000, default: 0)
    static let page = ParameterSpec.number("index", label: "Index", range: 0...5, default: 0, integer: true)
    static let mode = ParameterSpec.choice("mode", label: "Mode", choices: ["seed", "periodic"], default: "periodic")
    static let tint = ParameterSpec.color("tint", label: "Tint", default: "#8e8e93")

    @Test(
        "accepted values",
        arguments: [
            (scroll, JSONValue.number(-200), ParameterValue.number(-200)), (scroll, 1000, .number(1000)),
            (scroll, 12.5, .number(12.5)), (page, 3, .number(3)), (mode, "seed", .text("seed")),
            (tint, "#FF0000", .text("#ff0000")),
        ])
    func accepted(spec: ParameterSpec, input: JSONValue, expected: ParameterValue) throws {
        #expect(try spec.validate(input) == expected)
    }

    @Test(
        "refused values name the field and the kind of fault",
        arguments: [
            (scroll, JSONValue.string("12"), SceneError.Kind.invalidType), (scroll, -200.5, .outOfRange),
            (scroll, 1000.01, .outOfRange), (scroll, nil, .invalidType), (page, 2.5, .outOfRange),
            (mode, "other", .outOfRange), (mode, 1, .invalidType), (tint, "red", .outOfRange),
            (tint, "#12345", .outOfRange), (tint, true, .invalidType),
        ])
    func refused(spec: ParameterSpec, input: JSONValue, kind: SceneError.Kind) {
        do {
            _ = try spec.validate(input)
            Issue.record("\(input) was accepted")
        } catch {
            #expect(error.kind == kind)
            #expect(error.field == spec.name)
        }
    }

    @Test("an out-of-range message states the allowed range")
    func rangeMessage() {
        #expect(throws: SceneError(.outOfRange, "'scrollY' must be between -200 and 1000; got 2000", field: "scrollY")) {
            try Self.scroll.validate(2000)
        }
    }

    @Test("events need every argument and refuse unknown ones")
    func events() throws {
        let event = EventSpec("tapTab", arguments: [Self.page])
        #expect(try event.validate(JSONObject(["index": 2])) == SceneEvent(name: "tapTab", arguments: ["index": .number(2)]))
        #expect(throws: SceneError.self) { try event.validate(JSONObject()) }
        #expect(throws: SceneError.self) { try event.validate(JSONObject(["index": 2, "extra": 1])) }
        #expect(throws: SceneError.self) { try event.validate(JSONObject(["index": 9])) }
    }

    @Test("the API description lists kind-specific fields")
    func description() {
        #expect(Self.mode.json["choices"] == ["seed", "periodic"])
        #expect(Self.scroll.json["min"] == -200)
        #expect(Self.tint.json["min"] == nil)
    }
}
