import MotionCore
import Testing

@testable import MotionScene

/// A delta's `fields`: compared typed and written in place (`FrameDelta.Source.fieldChanges`,
/// `FieldChanges`), they must be exactly what comparing the two frames' JSON fields key by key
/// gives — the same keys set, in the same order, with the same values, and the same keys unset —
/// byte for byte.
struct FrameDeltaFieldTests {
    struct Frame {
        var seq = 1
        var time = 0.5
        var scene = "rows"
        var screen: Screen
        var animating = false
        var haptic: String?
        var metrics: FrameMetrics?
    }

    static func document(_ frame: Frame) -> FrameDocument {
        FrameDocument(
            seq: frame.seq, time: frame.time, sceneID: frame.scene, screen: frame.screen, parameters: [("y", .number(1))],
            frame: SceneFrame(state: JSONObject(), nodes: [], animating: frame.animating), haptic: frame.haptic)
    }

    /// The frame's fields as JSON, the way the whole frame writes them, with `metrics` last as
    /// the stream's frames carry it.
    static func jsonFields(_ frame: Frame) -> JSONObject {
        var fields = JSONObject()
        for (key, value) in document(frame).fieldsWithoutNodes where key != "params" && key != "state" {
            fields.appendNew(key, value)
        }
        if let metrics = frame.metrics { fields.appendNew("metrics", metrics.json) }
        return fields
    }

    @Test func typedFieldChangesEqualTheJSONComparison() throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        let portrait = device.screen(.portrait)
        let base = Frame(screen: portrait)
        let metrics = FrameMetrics(computeMicros: 12, encodeMicros: 3)
        let cases: [(name: String, old: Frame, new: Frame)] = [
            ("nothing changed", base, base),
            ("the next frame", base, with(base) { $0.seq = 2; $0.time = 0.5 + 1.0 / 60 }),
            ("another scene", base, with(base) { $0.scene = "cards" }),
            ("rotated", base, with(base) { $0.screen = device.screen(.landscape) }),
            ("the keyboard shown", base, with(base) { $0.screen = device.screen(.portrait, keyboardShown: true) }),
            ("the same screen rebuilt", base, with(base) { $0.screen = device.screen(.portrait) }),
            ("animating starts", base, with(base) { $0.animating = true }),
            ("a haptic", base, with(base) { $0.haptic = "light" }),
            ("the haptic goes", with(base) { $0.haptic = "rigid" }, base),
            ("metrics appear", base, with(base) { $0.metrics = metrics }),
            ("metrics change", with(base) { $0.metrics = metrics }, with(base) { $0.metrics = FrameMetrics(computeMicros: 13, encodeMicros: 3) }),
            ("metrics stay", with(base) { $0.metrics = metrics }, with(base) { $0.metrics = metrics }),
            ("metrics go", with(base) { $0.metrics = metrics }, base),
            ("everything at once", with(base) { $0.metrics = metrics; $0.haptic = "light" },
             with(base) { $0.seq = 9; $0.screen = device.screen(.landscape); $0.animating = true }),
        ]
        for item in cases {
            let old = FrameDelta.Source(Self.document(item.old), metrics: item.old.metrics)
            let new = FrameDelta.Source(Self.document(item.new), metrics: item.new.metrics)
            let typed = Self.written { new.fieldChanges(from: old).write(to: &$0) }
            let json = Self.written {
                KeyedChanges(from: Self.jsonFields(item.old), to: Self.jsonFields(item.new))
                    .write(to: &$0, setKey: "fields", unsetKey: "fieldsUnset")
            }
            #expect(String(decoding: typed, as: UTF8.self) == String(decoding: json, as: UTF8.self), "\(item.name)")
        }
    }

    @Test func theWholeDisplayListComesLast() throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x"))
        let old = FrameDelta.Source(Self.document(Frame(screen: device.screen(.portrait))), metrics: nil)
        let new = FrameDelta.Source(Self.document(Frame(seq: 2, screen: device.screen(.portrait))), metrics: FrameMetrics(computeMicros: 1, encodeMicros: 2))
        var changes = new.fieldChanges(from: old)
        changes.nodes = [Node(id: "a", kind: .rect, frame: Rect(x: 0, y: 0, width: 1, height: 2))]
        let written = String(decoding: Self.written { changes.write(to: &$0) }, as: UTF8.self)
        #expect(written == #"{"fields":{"seq":2,"metrics":{"computeMicros":1,"encodeMicros":2},"nodes":[{"id":"a","type":"rect","frame":[0,0,1,2]}]}}"#)
    }

    /// What `write` writes, as the only member of an object.
    private static func written(_ write: (inout JSONByteWriter) -> Void) -> [UInt8] {
        var writer = JSONByteWriter()
        writer.beginObject()
        write(&writer)
        writer.endObject()
        return writer.bytes
    }

    private func with(_ frame: Frame, _ change: (inout Frame) -> Void) -> Frame {
        var copy = frame
        change(&copy)
        return copy
    }
}
