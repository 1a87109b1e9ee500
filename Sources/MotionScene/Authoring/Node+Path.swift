extension Node {
    /// A closed polygon: `points` in the node's own coordinates (origin at `frame`'s corner),
    /// filled, stroked, shadowed and — with `.clipped()` — clipping its children like a box
    /// (`docs/protocol-notes.md`, "Path nodes"). `frame` sets the children's coordinates and
    /// the box a gradient fill spans.
    public static func path(_ id: String, frame: Rect, points: [Point], fill: HexColor? = nil) -> Node {
        var node = Node(id: id, kind: .path, frame: frame, fill: fill.map { .color($0.hex) })
        node.points = points
        return node
    }

    /// A polygon filled with a gradient across `frame`.
    public static func path(
        _ id: String, frame: Rect, points: [Point], gradient stops: [GradientStop], angleDegrees: Double
    ) -> Node {
        var node = Node(id: id, kind: .path, frame: frame, fill: .linearGradient(stops: stops, angleDegrees: angleDegrees))
        node.points = points
        return node
    }
}
