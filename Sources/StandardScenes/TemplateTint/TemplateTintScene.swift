import MotionScene

/// `docs/scenes.md` §10 (seed 001, the article on UIImage rendering modes): the same icon drawn in
/// its original colours (`.alwaysOriginal`) or as a template (`.alwaysTemplate`), where every
/// opaque pixel takes the `tintColor` and only the shape's alpha survives.
public struct TemplateTintScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "template-tint", title: "Template image tinting", seed: "001",
        summary: "One icon in its original colours or as a template image recoloured by tintColor, in a tab bar and enlarged.")

    public enum RenderingMode: String, SceneChoice { case original, template }

    public struct Parameters: SceneParameters {
        public var renderingMode = RenderingMode.original
        /// The seed's `iconView.tintColor = .gray`: `UIColor.gray` is white 0.5, #808080 (not
        /// `systemGray`, #8e8e93).
        public var tint: HexColor = "#808080"
        public init() {}
    }

    public struct State: SceneState {
        var renderingMode, tint: String
        /// The fills of the icons' parts, each once, in drawing order.
        var drawnColors: [String]
    }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [.choice(\.renderingMode, "Rendering mode"), .color(\.tint, "Tint colour")]
    }

    public init(_ context: SceneContext<Self>) {}

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let parameters = context.parameters
        let tint = parameters.renderingMode == .template ? parameters.tint : nil
        let nodes = TemplateTintPainter(screen: context.screen, tint: tint).nodes()
        let state = State(renderingMode: parameters.renderingMode.rawValue, tint: parameters.tint.hex, drawnColors: Self.iconColours(in: nodes))
        return SceneOutput(state: state) { nodes }
    }

    static func iconColours(in nodes: [Node]) -> [String] {
        var colours: [String] = []
        func collect(_ node: Node) {
            if isIconPart(node.id), case .color(let colour)? = node.fill, !colours.contains(colour) { colours.append(colour) }
            node.children.forEach(collect)
        }
        nodes.forEach(collect)
        return colours
    }

    /// Whether a node's id has `.icon.` in it: a search over its bytes, where Foundation's
    /// `String.contains` cost about 7,000 instructions a node, half of this scene's frame, and
    /// the standard library's `utf8.contains(_:)` six times more than that.
    static func isIconPart(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { bytes in
            iconMarker.withUTF8Buffer { marker in
                guard bytes.count >= marker.count else { return false }
                return (0...(bytes.count - marker.count)).contains { start in
                    marker.indices.allSatisfy { bytes[start + $0] == marker[$0] }
                }
            }
        }
    }

    private static let iconMarker: StaticString = ".icon."
}
