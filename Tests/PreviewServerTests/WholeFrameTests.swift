import MotionScene
import Testing

@testable import PreviewServer

/// `WholeFrame`: while every viewer takes deltas, a published frame is not encoded whole; when
/// someone needs it, it is the frame the delta describes, metrics included.
@Suite struct WholeFrameTests {
    @Test func framesAreEncodedWholeOnlyWhenNeeded() throws {
        var state = SessionStateTests().makeState()
        // The session's first frame is encoded to size the deltas that follow.
        #expect(state.frameEvents.whole.isEncoded)
        var published: [FrameEvents] = []
        for (index, scrollY) in [40.0, 80, 120, 160].enumerated() {
            let actions = try state.apply(
                SessionInput(changes: JSONObject(["scrollY": .number(scrollY)])), catalogs: SessionStateTests.catalogs,
                now: 100.5 + Double(index) / 60)
            published += actions.compactMap(\.frameEvents)
        }
        #expect(published.count == 4)
        for frame in published {
            #expect(!frame.whole.isEncoded, "frame \(frame.seq)")
            #expect(frame.delta != nil, "frame \(frame.seq)")
        }
        // Asked for, the newest frame is what its delta gives from the frame before.
        let previous = try JSONParser.parse(String(decoding: published[2].whole.json, as: UTF8.self))
        let newest = try JSONParser.parse(state.frameJSON)
        #expect(published[3].whole.isEncoded)
        let deltaText = String(decoding: try #require(published[3].delta), as: UTF8.self)
        let deltaJSON = try #require(deltaText.split(separator: "\n").first { $0.hasPrefix("data: ") }).dropFirst(6)
        let applied = try FrameDelta.apply(try JSONParser.parse(String(deltaJSON)), to: previous)
        #expect(CanonicalJSON(applied).value == CanonicalJSON(newest).value)
        #expect(newest["metrics"]?["computeMicros"] != nil)
        #expect(newest["seq"] == .number(Double(published[3].seq)))
    }

    /// A frame given already encoded (a whole-frames-only stream, tests) gives its JSON without
    /// the event's head and the blank line after it, as one encoded on demand does.
    @Test func anEncodedFramesJSONIsItsDataLine() {
        let json = Array(#"{"seq":7}"#.utf8)
        let whole = WholeFrame(seq: 7, event: EventEncoding.frame(seq: 7, json: json))
        #expect(Array(whole.json) == json)
        #expect(whole.event == EventEncoding.frame(seq: 7, json: json))
    }

    /// Encoded on demand, a frame's event is its document's bytes behind the event's head, as
    /// a frame given already encoded is, and its JSON is exactly those bytes.
    @Test func aFrameEncodedOnDemandIsItsDocumentsBytesFramed() {
        let state = SessionStateTests().makeState()
        let document = FrameDocument(
            seq: 3, time: 0.5, sceneID: "article", screenFields: state.screenFields,
            parameters: [(name: "scrollY", value: .number(40))],
            frame: SceneFrame(state: JSONObject(["y": .number(12.5)]), nodes: [], animating: true), haptic: nil)
        let metrics = FrameMetrics(computeMicros: 9, encodeMicros: 4)
        let whole = WholeFrame(seq: 3, document: document, metrics: metrics, estimatedSize: 16)
        let json = document.bytes(metrics: metrics)
        #expect(Array(whole.json) == json)
        #expect(whole.event == EventEncoding.frame(seq: 3, json: json))
    }
}
