import MotionCore
import Testing

@testable import MotionScene

/// `FrameDelta.Chain`: deltas only between frames whose node ids are unique, the check
/// inherited while the id tree stays the same, and every delta applied gives the next frame.
struct FrameDeltaChainTests {
    static func screen() throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(.portrait)
    }

    /// A frame of rows `ids` at vertical offset `y`, children under the first row.
    static func source(seq: Int, ids: [String], y: Double, screen: Screen, alpha: Double? = nil) -> (FrameDelta.Source, FrameDocument) {
        let rows = ids.enumerated().map { index, id in
            Node(
                id: id, kind: .group, frame: Rect(x: 0, y: y + Double(index) * 44, width: 375, height: 44), alpha: alpha,
                children: index == 0 ? [Node(id: "\(id).label", kind: .text, frame: Rect(x: 8, y: 0, width: 100, height: 20))] : [])
        }
        let frame = SceneFrame(state: JSONObject(["y": .number(y)]), nodes: rows, animating: false)
        let document = FrameDocument(
            seq: seq, time: Double(seq) / 60, sceneID: "rows", screen: screen, parameters: [("scrollY", .number(y))],
            frame: frame, haptic: nil)
        return (FrameDelta.Source(document, metrics: nil), document)
    }

    /// Each step: the row ids, the offset, an alpha, and whether a delta is expected.
    @Test func deltasNeedUniqueIDsAndApplyToTheNextFrame() throws {
        let screen = try Self.screen()
        let steps: [(ids: [String], y: Double, alpha: Double?, delta: Bool)] = [
            (["a", "b", "c"], 0, nil, false),  // the first frame has nothing before it
            (["a", "b", "c"], -10, nil, true),  // same ids: moved by one offset
            (["a", "b", "c"], -10, 0.5, true),  // a property changed
            (["a", "b", "d"], -12, 0.5, true),  // one row replaced: ids checked again
            (["a", "b", "b"], -12, 0.5, false),  // an id used twice
            (["a", "b", "b"], -14, 0.5, false),  // still twice, with the same tree as before
            (["a", "b", "c"], -14, 0.5, false),  // unique again, but the frame before was not
            (["a", "b", "c"], -16, 0.5, true),
        ]
        var chain = FrameDelta.Chain()
        var previousJSON: JSONValue?
        for (seq, step) in steps.enumerated() {
            let (source, document) = Self.source(seq: seq, ids: step.ids, y: step.y, screen: screen, alpha: step.alpha)
            let delta = chain.append(source)
            #expect((delta != nil) == step.delta, "step \(seq)")
            if let delta, let previousJSON {
                // Key order is not part of the format: a property that appears is added last.
                let applied = try FrameDelta.apply(delta.json, to: previousJSON)
                #expect(Self.sortedKeys(applied) == Self.sortedKeys(document.json), "step \(seq)")
            }
            previousJSON = document.json
        }
    }

    static func sortedKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            .object(JSONObject(entries: object.entries.sorted { $0.key < $1.key }.map { ($0.key, sortedKeys($0.value)) }))
        case .array(let items): .array(items.map(sortedKeys))
        default: value
        }
    }

    @Test func aScrollSendsOneOffsetForEveryMovedRow() throws {
        let screen = try Self.screen()
        var chain = FrameDelta.Chain()
        _ = chain.append(Self.source(seq: 0, ids: ["a", "b", "c"], y: 0, screen: screen).0)
        let next = chain.append(Self.source(seq: 1, ids: ["a", "b", "c"], y: -7.5, screen: screen).0)
        let delta = try #require(next).json
        #expect(delta["moved"] == [[0, -7.5, "a", "b", "c"]])
        #expect(delta["changed"] == nil)
    }

    /// Rows built once and placed anew each frame share their boxes with the frame before: a
    /// row moved is sent as a move, one resized with its new frame, one left where it was not
    /// at all, and the delta applied still gives the next frame.
    @Test func partsBuiltOnceArePlacedAnew() throws {
        let screen = try Self.screen()
        let built = ["a", "b", "c"].map { id in
            Node(
                id: id, kind: .group, frame: .zero, fill: .color("#112233"),
                children: [Node(id: "\(id).label", kind: .text, frame: Rect(x: 8, y: 0, width: 100, height: 20), text: id)])
        }
        func frame(seq: Int, _ frames: [Rect]) -> (FrameDelta.Source, FrameDocument) {
            let rows = zip(built, frames).map { row, frame in
                var placed = row
                placed.frame = frame
                return placed
            }
            let document = FrameDocument(
                seq: seq, time: Double(seq) / 60, sceneID: "rows", screen: screen, parameters: [], frame:
                    SceneFrame(state: JSONObject(), nodes: rows, animating: false), haptic: nil)
            return (FrameDelta.Source(document, metrics: nil), document)
        }
        let before = [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 0, y: 44, width: 375, height: 44), Rect(x: 0, y: 88, width: 375, height: 44)]
        let after = [Rect(x: 0, y: -10, width: 375, height: 44), Rect(x: 0, y: 44, width: 375, height: 60), Rect(x: 0, y: 88, width: 375, height: 44)]
        let (first, firstDocument) = frame(seq: 0, before)
        let (second, secondDocument) = frame(seq: 1, after)
        #expect(first.nodes[0].isSameStorage(as: second.nodes[0]))
        var chain = FrameDelta.Chain()
        _ = chain.append(first)
        let changes = chain.append(second)
        let delta = try #require(changes).json
        #expect(delta["moved"] == [[0, -10, "a"]])
        #expect(delta["changed"] == ["b": ["frame": [0, 44, 375, 60]]])
        let applied = try FrameDelta.apply(delta, to: firstDocument.json)
        #expect(Self.sortedKeys(applied) == Self.sortedKeys(secondDocument.json))
    }
}
