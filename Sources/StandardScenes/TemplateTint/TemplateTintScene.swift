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

    /// The layout depends only on the screen; the parameters change colours alone.
    let fixedNodes: TemplateTintFixedNodes
    /// The list in the tint parameter's colour, recoloured when the tint changes.
    private(set) var tinted: TemplateTintFixedNodes.Tinted

    public init(_ context: SceneContext<Self>) {
        fixedNodes = TemplateTintFixedNodes(screen: context.screen)
        tinted = fixedNodes.tinted(context.parameters.tint)
    }

    public mutating func parametersChanged(_ context: inout SceneContext<Self>) {
        if tinted.tint != context.parameters.tint { tinted = fixedNodes.tinted(context.parameters.tint) }
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let parameters = context.parameters
        let tint = parameters.renderingMode == .template ? parameters.tint : nil
        let state = State(
            renderingMode: parameters.renderingMode.rawValue, tint: parameters.tint.hex,
            drawnColors: fixedNodes.drawnColours(tint: tint))
        return SceneOutput(state: state) { nodes(tint: tint) }
    }

    /// The list as kept for the originals or the tint; recoloured here only for a tint that
    /// `parametersChanged` has not seen.
    func nodes(tint: HexColor?) -> [Node] {
        if let tint, tint == tinted.tint { return tinted.nodes }
        return fixedNodes.nodes(tint: tint)
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
    /// `String.contains` cost about 7,000 instructions a node, and the standard library's
    /// `utf8.contains(_:)` six times more than that. Run once per scene value
    /// (`TemplateTintFixedNodes`), no longer per frame.
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
