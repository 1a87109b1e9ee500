import MotionScene
import StandardScenes
import Testing

@testable import PreviewServer

/// Deltas rebuild the full frames (issue #15): for every scene, a scrub of its first parameter,
/// every event it has (presses, a drag then a fast release: a fling; transitions) and the
/// frames that animate after each, sent as deltas from the first full frame, give the full
/// frames node for node.
@Suite struct FrameDeltaSequenceTests {
    static let catalogs = StoredSessionReplayTests.catalogs

    /// The published frames of the script, in order, as a session's viewers get them.
    static func publishedFrames(_ sceneID: String) throws -> [FrameEvents] {
        let type = try #require(SceneCatalog.standard.type(id: sceneID))
        let screen = try catalogs.screen(device: nil, orientation: nil)
        let origin = SceneOrigin(sceneID: sceneID, screen: screen, parameters: type.defaultParameters(for: screen), time: 0)
        var state = try SessionState(id: "s", origin: origin, catalogs: catalogs, now: 0)
        state.setViewers(1)
        var frames = [state.frameEvents]
        var wall = 0.0
        func record(_ actions: SessionActions) {
            for case .frame(let frame) in actions { frames.append(frame) }
        }
        // Animations run to rest (at most 3 s) at 60 frames/s, as the frame clock ticks them.
        func settle() {
            for _ in 0..<180 where state.ticking {
                wall += state.frameInterval
                record(state.tick(now: wall))
            }
        }
        for input in scrub(type, screen: screen) + StoredSessionReplayTests.script(type, screen: screen).map(\.input) {
            wall += state.frameInterval
            // A scene may refuse an event in the state it is in (a second press): nothing is published.
            if let actions = try? state.apply(input, catalogs: catalogs, now: wall) { record(actions) }
            settle()
        }
        return frames
    }

    /// The first numeric parameter from its minimum to its maximum in 40 steps, one per frame.
    static func scrub(_ type: any Scene.Type, screen: Screen) -> [SessionInput] {
        guard let spec = type.parameters(for: screen).first(where: { $0.kind == .number || $0.kind == .integer })
        else { return [] }
        return (0...40).map { step in
            SessionInput(changes: JSONObject(entries: [(spec.name, StoredSessionReplayTests.value(spec, fraction: Double(step) / 40))]))
        }
    }

    static func data(_ event: [UInt8]) throws -> JSONValue {
        let text = String(decoding: event, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("data: ") })
        return try JSONParser.parse(String(line.dropFirst(6)))
    }

    @Test(arguments: SceneCatalog.standard.ids)
    func deltasAppliedInOrderGiveTheFullFramesNodeForNode(_ sceneID: String) throws {
        let frames = try Self.publishedFrames(sceneID)
        #expect(frames.count > 2, "the script published too few frames in \(sceneID)")
        var current = try Self.data(frames[0].full)
        var deltas = 0
        for frame in frames.dropFirst() {
            let full = try Self.data(frame.full)
            if let delta = frame.delta {
                deltas += 1
                current = try FrameDelta.apply(try Self.data(delta), to: current)
                // Compared field by field, so a failure names what differs instead of printing frames.
                let applied = CanonicalJSON(current).value.objectValue ?? JSONObject()
                let expected = CanonicalJSON(full).value.objectValue ?? JSONObject()
                let differing = Set(applied.keys + expected.keys).filter { applied[$0] != expected[$0] }.sorted()
                #expect(differing.isEmpty, "\(sceneID) seq \(frame.seq): \(differing) differ")
            } else {
                current = full
            }
        }
        #expect(deltas * 2 > frames.count, "most frames of \(sceneID) should go as deltas")
    }

    /// Figures for issue #15: bytes per frame event, whole and as a delta, over the script.
    @Test func bytesPerFrameFullAndDeltaForEveryScene() throws {
        for sceneID in SceneCatalog.standard.ids {
            let frames = try Self.publishedFrames(sceneID).dropFirst()
            let full = frames.map(\.full.count).reduce(0, +) / frames.count
            let sent = frames.map { ($0.delta ?? $0.full).count }.reduce(0, +) / frames.count
            print("deltas \(sceneID): \(frames.count) frames, full \(full) B/frame, delta stream \(sent) B/frame")
            #expect(sent < full, "\(sceneID)")
        }
    }
}

/// A JSON value compared with object keys in any order: a delta adds a property after the
/// node's others, and key order is not part of the frame format.
struct CanonicalJSON: Equatable {
    let value: JSONValue

    init(_ value: JSONValue) {
        self.value = Self.sorted(value)
    }

    static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): .array(items.map(sorted))
        case .object(let object):
            .object(JSONObject(entries: object.entries.sorted { $0.key < $1.key }.map { ($0.key, sorted($0.value)) }))
        default: value
        }
    }
}
