import MotionScene
import Testing

@testable import StandardScenes

/// The frame bytes the server publishes must equal, byte for byte, what the encoder before
/// issue #15 wrote: the `JSONValue` tree of `FrameDocument.json`, written whole (`JSONWriter`;
/// its format is checked against text written out by hand in `JSONByteWriterTests`),
/// with the frame and parameters computed by the separate `frame(at:)` and
/// `orderedParameters(_:at:)` calls. Every scene is driven through every parameter and event.
struct FrameBytesGoldenTests {
    static let scenes: [any Scene.Type] = StandardScenes.all.map { $0.sceneType }
    static let screens: [(String, Orientation)] = [("iphone-x", .portrait), ("ipad-10", .landscape)]

    @Test("published frame bytes equal the reference encoder's over a scripted session", arguments: scenes.map(SceneType.init))
    func bytesMatchReference(scene: SceneType) throws {
        for (device, orientation) in Self.screens {
            let screen = try Probe.screen(device, orientation)
            let specs = scene.type.parameters(for: screen)
            let names = specs.map(\.name)
            var value = scene.type.init(screen: screen, parameters: scene.type.defaultParameters(for: screen), at: 0)
            var seq = 0
            for input in Self.inputs(specs: specs, events: scene.type.events) {
                // Inputs 10 frames apart, so the frame 5 frames on comes before the next input.
                let time = Double(seq) * 10 / 60
                switch input {
                case .set(let changes): try? value.set(changes, at: time)
                case .event(let event): try? value.handle(event, at: time)
                }
                // Two frames per input: the one at the input and one a few frames on, mid-motion.
                for offset in [0.0, 5.0 / 60] {
                    let at = time + offset
                    let metrics = FrameMetrics(computeMicros: Double(seq) * 1.5, encodeMicros: Double(seq) / 7)
                    let published = value.publishedFrame(names, at: at)
                    let new = FrameDocument(
                        seq: seq, time: at, sceneID: scene.type.id, screen: screen, parameters: published.parameters,
                        frame: published.frame, haptic: seq % 3 == 0 ? "light" : nil
                    ).bytes(metrics: metrics)
                    let old = FrameDocument(
                        seq: seq, time: at, sceneID: scene.type.id, screen: screen,
                        parameters: value.orderedParameters(names, at: at), frame: value.frame(at: at),
                        haptic: seq % 3 == 0 ? "light" : nil)
                    var oldJSON = old.json.objectValue ?? JSONObject()
                    oldJSON["metrics"] = ["computeMicros": .number(metrics.computeMicros), "encodeMicros": .number(metrics.encodeMicros)]
                    let expected = JSONWriter.bytes(.object(oldJSON))
                    let equal = new == expected
                    #expect(equal, "\(scene) on \(device) \(orientation) frame \(seq) at \(at): \(Self.firstDifference(new, expected))")
                    if !equal { return }
                }
                seq += 1
            }
            #expect(seq > 3, "\(scene) was driven through some inputs")
        }
    }

    enum Input {
        case set([String: ParameterValue])
        case event(SceneEvent)
    }

    /// Each parameter to its minimum, middle and maximum (each choice in turn), then each event
    /// with its default arguments, then a drag and a fling where the scene has them.
    static func inputs(specs: [ParameterSpec], events: [EventSpec]) -> [Input] {
        var inputs: [Input] = []
        for spec in specs {
            switch spec.kind {
            case .number, .integer:
                let middle = spec.kind == .integer ? ((spec.minimum + spec.maximum) / 2).rounded(.down) : (spec.minimum + spec.maximum) / 2
                inputs += [spec.minimum, middle, spec.maximum].map { .set([spec.name: .number($0)]) }
            case .choice:
                inputs += spec.choices.map { .set([spec.name: .text($0)]) }
            case .color:
                inputs.append(.set([spec.name: .text("#336699")]))
            }
            inputs.append(.set([spec.name: spec.defaultValue]))
        }
        for event in events {
            var arguments = Dictionary(uniqueKeysWithValues: event.arguments.map { ($0.name, $0.defaultValue) })
            if event.name == "release", let velocity = event.arguments.first {
                arguments[velocity.name] = .number(min(max(-2500, velocity.minimum), velocity.maximum))
            }
            inputs.append(.event(SceneEvent(name: event.name, arguments: arguments)))
        }
        return inputs
    }

    /// Where two encodings part, with a little context, for a readable failure.
    static func firstDifference(_ new: [UInt8], _ old: [UInt8]) -> String {
        guard let index = new.indices.first(where: { $0 < old.count && new[$0] != old[$0] }) ?? (new.count == old.count ? nil : min(new.count, old.count))
        else { return "equal" }
        let start = max(index - 40, 0)
        return "new …\(String(decoding: new[start..<min(index + 40, new.count)], as: UTF8.self))… old …\(String(decoding: old[start..<min(index + 40, old.count)], as: UTF8.self))…"
    }
}
