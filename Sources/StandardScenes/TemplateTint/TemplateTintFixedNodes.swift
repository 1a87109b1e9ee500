import MotionScene

/// §10's display list as it depends on the screen alone, built once per scene value: the
/// icons in their original colours, and where the nodes the tint recolours sit. A frame takes
/// the list as built, or recolours those nodes in place. Rebuilding the 36 nodes (their ids
/// interpolated) and searching every id for `.icon.` cost 185k instructions a frame (callgrind,
/// `bench frames` script); a list reused as built also shares its storage with the frame before,
/// so the delta skips it in one comparison.
struct TemplateTintFixedNodes: Sendable, HoldsNoMotion {
    /// The display list in the icon's original colours (`.alwaysOriginal`).
    let original: [Node]
    /// `drawnColors` for `original`: the parts' colours, each once, in drawing order.
    let originalColours: [String]
    /// Index paths (child positions from the top level down) of the icons' parts, whose fill
    /// the tint replaces, and of the tab titles, whose text colour it replaces.
    let iconParts: [[Int]]
    let titles: [[Int]]

    /// Built by the painter itself, so a frame shows what it would build afresh.
    init(screen: Screen) {
        original = TemplateTintPainter(screen: screen, tint: nil).nodes()
        originalColours = TemplateTintScene.iconColours(in: original)
        var iconParts: [[Int]] = []
        var titles: [[Int]] = []
        func visit(_ nodes: [Node], at parent: [Int]) {
            for (index, node) in nodes.enumerated() {
                let path = parent + [index]
                if TemplateTintScene.isIconPart(node.id) { iconParts.append(path) }
                // The painter's only texts are the tab titles, drawn in the tint or #333333.
                if node.kind == .text { titles.append(path) }
                visit(node.children, at: path)
            }
        }
        visit(original, at: [])
        self.iconParts = iconParts
        self.titles = titles
    }

    /// The display list with every part and title in `tint`, or in the originals when nil.
    func nodes(tint: HexColor?) -> [Node] {
        guard let tint else { return original }
        var nodes = original
        let fill = Fill.color(tint.hex)
        for path in iconParts { Self.change(&nodes, at: path[...]) { $0.fill = fill } }
        for path in titles { Self.change(&nodes, at: path[...]) { $0.color = tint.hex } }
        return nodes
    }

    /// The list in one tint, which the scene keeps while the tint stays: the rendering mode
    /// flips far more often than the tint changes, and recolouring cost 24k instructions.
    struct Tinted: Sendable, HoldsNoMotion {
        let tint: HexColor
        let nodes: [Node]
    }

    func tinted(_ tint: HexColor) -> Tinted { Tinted(tint: tint, nodes: nodes(tint: tint)) }

    /// `drawnColors` for `nodes(tint:)`: every part has the same fill in a template.
    func drawnColours(tint: HexColor?) -> [String] {
        tint.map { [$0.hex] } ?? originalColours
    }

    /// Changes the node at `path` in place: each level's array is copied once, when first
    /// written, and only along the paths changed.
    private static func change(_ nodes: inout [Node], at path: ArraySlice<Int>, _ body: (inout Node) -> Void) {
        guard let index = path.first else { return }
        if path.count == 1 {
            body(&nodes[index])
        } else {
            change(&nodes[index].children, at: path.dropFirst(), body)
        }
    }
}
