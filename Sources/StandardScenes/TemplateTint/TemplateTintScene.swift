import MotionScene

/// `scenes.md` §10 (seed 001, the article on UIImage rendering modes): the same icon drawn in
/// its original colours (`.alwaysOriginal`) or as a template (`.alwaysTemplate`), where every
/// opaque pixel takes the `tintColor` and only the shape's alpha survives.
public struct TemplateTintScene: Scene {
    public static let id = "template-tint"
    public static let title = "Template image tinting"
    public static let seed = "001"
    public static let summary =
        "One icon in its original colours or as a template image recoloured by tintColor, in a tab bar and enlarged."

    /// UIKit's default `tintColor` for template images in the seed: gray (#8e8e93, systemGray).
    static let defaultTint = "#8e8e93"

    public static let stateKeys = ["renderingMode", "tint", "drawnColors"]
    public static let events: [EventSpec] = []

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        [
            .choice("renderingMode", label: "Rendering mode", choices: ["original", "template"], default: "original"),
            .color("tint", label: "Tint colour", default: defaultTint),
        ]
    }

    let screen: Screen
    public private(set) var parameters: [String: ParameterValue]

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        self.screen = screen
        self.parameters = Self.defaultParameters(for: screen).merging(parameters) { $1 }
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        parameters.merge(changes) { $1 }
    }

    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        throw SceneError(.unknownName, "template-tint has no event '\(event.name)'", field: "event")
    }

    var renderingMode: String { parameters["renderingMode"]?.text ?? "original" }
    var tint: String { parameters["tint"]?.text ?? Self.defaultTint }

    public func frame(at time: Double) -> SceneFrame {
        let recolour: (String) -> String = renderingMode == "template" ? { _ in tint } : { $0 }
        let painter = TemplateTintPainter(screen: screen, recolour: recolour)
        let nodes = painter.nodes()
        var colours: [String] = []
        func collect(_ node: Node) {
            if node.id.contains(".icon."), case .color(let colour)? = node.fill, !colours.contains(colour) {
                colours.append(colour)
            }
            node.children.forEach(collect)
        }
        nodes.forEach(collect)
        var state = JSONObject()
        state["renderingMode"] = .string(renderingMode)
        state["tint"] = .string(tint)
        state["drawnColors"] = .array(colours.map(JSONValue.string))
        return SceneFrame(state: state, nodes: nodes, animating: false)
    }
}
