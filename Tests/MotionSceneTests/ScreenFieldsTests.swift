import MotionCore
import Testing

@testable import MotionScene

/// A session builds its screen's frame fields once: every frame on that screen carries the
/// same JSON, by storage, so the delta compares them without reading them.
struct ScreenFieldsTests {
    static func document(seq: Int, fields: ScreenFields) -> FrameDocument {
        FrameDocument(
            seq: seq, time: Double(seq) / 60, sceneID: "rows", screenFields: fields, parameters: [("scrollY", .number(Double(seq)))],
            frame: SceneFrame(state: JSONObject(["y": .number(Double(seq))]), nodes: [], animating: false), haptic: nil)
    }

    @Test("frames on one screen share its fields' storage, and equal what the screen alone gives")
    func framesShareTheScreenFields() throws {
        let screen = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(.portrait)
        let fields = ScreenFields(screen)
        let first = Self.document(seq: 1, fields: fields).fieldsWithoutNodes
        let second = Self.document(seq: 2, fields: fields).fieldsWithoutNodes
        for key in ["safeArea", "screen"] {
            let a = try #require(first[key]?.objectValue)
            let b = try #require(second[key]?.objectValue)
            #expect(a.entries.sharesStorage(with: b.entries), "\(key)")
        }
        let rebuilt = FrameDocument(
            seq: 1, time: 1.0 / 60, sceneID: "rows", screen: screen, parameters: [("scrollY", .number(1))],
            frame: SceneFrame(state: JSONObject(["y": .number(1)]), nodes: [], animating: false), haptic: nil)
        #expect(rebuilt.fieldsWithoutNodes == first)
        #expect(JSONWriter.string(.object(rebuilt.fieldsWithoutNodes)) == JSONWriter.string(.object(first)))
    }
}
