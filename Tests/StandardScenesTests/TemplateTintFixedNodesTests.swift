import MotionScene
import Testing

@testable import StandardScenes

/// The display list is built once per screen in the original colours, and a template frame
/// recolours its parts and titles in place (`TemplateTintFixedNodes`): every list, and the
/// colours the state reports, must equal those built afresh.
struct TemplateTintFixedNodesTests {
    /// Originals; the default gray; a tint equal to a part's original colour; one with alpha.
    static let tints: [HexColor?] = [nil, "#808080", "#e8503a", "#FF2D5580"]

    @Test("display lists from nodes built once equal lists built afresh", arguments: Probe.screens)
    func fixedNodesEqualFreshNodes(device: String, orientation: Orientation) throws {
        let screen = try Probe.screen(device, orientation)
        let fixed = TemplateTintFixedNodes(screen: screen)
        for tint in Self.tints {
            let built = TemplateTintPainter(screen: screen, tint: tint).nodes()
            #expect(fixed.nodes(tint: tint) == built, "tint \(tint?.hex ?? "none")")
            #expect(fixed.drawnColours(tint: tint) == TemplateTintScene.iconColours(in: built), "tint \(tint?.hex ?? "none")")
        }
    }

    @Test("the tint reaches the twenty icon parts and the four titles", arguments: Probe.screens)
    func recolouredNodes(device: String, orientation: Orientation) throws {
        let fixed = TemplateTintFixedNodes(screen: try Probe.screen(device, orientation))
        #expect(fixed.iconParts.count == 5 * TemplateTintPainter.parts.count)
        #expect(fixed.titles.count == TemplateTintPainter.tabTitles.count)
    }

    /// Inputs in order — (rendering mode, tint) — each followed by a frame: the kept tint must
    /// follow every tint change, and the originals come back between them.
    static let inputs: [[(mode: String, tint: String)]] = [
        [("template", "#808080"), ("original", "#808080"), ("template", "#808080")],
        [("template", "#808080"), ("template", "#ff2d55"), ("original", "#ff2d55"), ("template", "#ff2d55")],
        [("original", "#808080"), ("original", "#34c759"), ("template", "#34c759"), ("template", "#808080")],
    ]

    @Test("frames after tint and mode changes equal lists built afresh", arguments: inputs)
    func keptTintFollowsChanges(inputs: [(mode: String, tint: String)]) throws {
        let screen = try Probe.screen("iphone-x")
        var runtime = TemplateTintScene.Runtime(screen: screen, parameters: [:], at: 0)
        for (step, input) in inputs.enumerated() {
            let time = Double(step + 1) / 60
            try runtime.set(["renderingMode": .text(input.mode), "tint": .text(input.tint)], at: time)
            let tint = input.mode == "template" ? HexColor(input.tint) : nil
            #expect(runtime.frame(at: time).nodes == TemplateTintPainter(screen: screen, tint: tint).nodes(), "step \(step)")
        }
    }

    @Test("a recoloured frame leaves the list built once as it was")
    func originalUntouched() throws {
        let screen = try Probe.screen("iphone-x")
        let fixed = TemplateTintFixedNodes(screen: screen)
        _ = fixed.nodes(tint: "#ff2d55")
        #expect(fixed.nodes(tint: nil) == TemplateTintPainter(screen: screen, tint: nil).nodes())
    }
}
