/// Builds a display list the way SwiftUI builds a view: nodes one per line, `if`, `switch` and
/// `for` among them.
///
///     Node.group("header", frame: header, clip: true) {
///         Node.image("header.image", frame: image, src: "sea-1")
///         if showsTitle { Node.text("header.title", frame: title, "海", size: 17) }
///     }
@resultBuilder
public enum NodeBuilder {
    // A block is built by appending each line's nodes to one array (`buildPartialBlock`),
    // which starts with room for `blockCapacity`: a lone node is not wrapped in an array of its
    // own first. An array per line, then one more to join them, was 9 allocations of the
    // article's 76 a frame (callgrind, issue #15).
    public static func buildExpression(_ node: Node) -> Node { node }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildExpression(_ node: Node?) -> [Node] { node.map { [$0] } ?? [] }

    public static func buildPartialBlock(first node: Node) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(blockCapacity)
        nodes.append(node)
        return nodes
    }

    public static func buildPartialBlock(first nodes: [Node]) -> [Node] { nodes }

    public static func buildPartialBlock(accumulated: consuming [Node], next node: Node) -> [Node] {
        var nodes = accumulated
        nodes.append(node)
        return nodes
    }

    public static func buildPartialBlock(accumulated: consuming [Node], next part: [Node]) -> [Node] {
        var nodes = accumulated
        // A block that starts with a list (an `if`) has no room for the lines after it: grown
        // to `blockCapacity` at once, where doubling from one regrew it twice a frame in the
        // article's rows (callgrind, issue #15).
        let needed = nodes.count + part.count
        if nodes.capacity < needed { nodes.reserveCapacity(max(blockCapacity, needed)) }
        nodes.append(contentsOf: part)
        return nodes
    }

    public static func buildBlock() -> [Node] { [] }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { joined(parts) }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }

    /// Room for a block's nodes: most blocks have fewer, and a node takes a pointer's room.
    static let blockCapacity = 8

    /// The parts in order, in one array sized once; a single part is returned as it is. A
    /// display list is built on every frame, and `flatMap` regrew its array (issue #15).
    static func joined(_ parts: [[Node]]) -> [Node] {
        if parts.count == 1 { return parts[0] }
        var nodes: [Node] = []
        nodes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { nodes.append(contentsOf: part) }
        return nodes
    }
}

extension Node {
    /// A group: children drawn in its coordinates, clipped to its frame when `clip` is set.
    public static func group(
        _ id: String, frame: Rect, fill: HexColor? = nil, clip: Bool = false, @NodeBuilder _ children: () -> [Node]
    ) -> Node {
        Node(id: id, kind: .group, frame: frame, fill: fill.map { .color($0.hex) }, clip: clip ? true : nil, children: children())
    }

    /// A filled rectangle.
    public static func rect(_ id: String, frame: Rect, fill: HexColor, radius: Double? = nil) -> Node {
        Node(id: id, kind: .rect, frame: frame, fill: .color(fill.hex), radius: radius)
    }

    /// A rectangle filled with a gradient.
    public static func rect(_ id: String, frame: Rect, gradient stops: [GradientStop], angleDegrees: Double = 0) -> Node {
        Node(id: id, kind: .rect, frame: frame, fill: .linearGradient(stops: stops, angleDegrees: angleDegrees))
    }

    /// One line of text in IPAGothic.
    public static func text(
        _ id: String, frame: Rect, _ text: String, size: Double, weight: Int = 400, color: HexColor = "#000000",
        align: TextAlign = .left
    ) -> Node {
        Node(
            id: id, kind: .text, frame: frame, text: text, font: Font(size: size, weight: weight), color: color.hex,
            align: align)
    }

    /// A picture by name (`sea-1`, a placeholder the page draws) fitted by `contentMode`.
    public static func image(_ id: String, frame: Rect, src: String, contentMode: ContentMode = .aspectFill) -> Node {
        Node(id: id, kind: .image, frame: frame, src: src, contentMode: contentMode)
    }

    public consuming func alpha(_ alpha: Double) -> Node { with { $0.alpha = alpha } }
    public consuming func radius(_ radius: Double) -> Node { with { $0.radius = radius } }
    public consuming func clipped(_ clips: Bool = true) -> Node { with { $0.clip = clips } }
    public consuming func stroke(_ color: HexColor, width: Double) -> Node { with { $0.stroke = Stroke(color: color.hex, width: width) } }
    public consuming func transform(_ transform: AffineTransform) -> Node { with { $0.transform = transform } }
    public consuming func scaled(_ factor: Double) -> Node { with { $0.transform = .scale(factor) } }
    public consuming func shadow(_ shadow: Shadow) -> Node { with { $0.shadow = shadow } }
    public consuming func fill(_ color: HexColor) -> Node { with { $0.fill = .color(color.hex) } }

    /// Children appended after the ones the node has.
    public consuming func children(@NodeBuilder _ children: () -> [Node]) -> Node { with { $0.children += children() } }

    /// Consuming: the node a modifier is called on is a temporary (`Node.group(…).alpha(…)`),
    /// so its box is handed on and changed in place, where a copy of it made the change copy
    /// the box (a node's fields and an allocation) while the temporary still held it.
    private consuming func with(_ change: (inout Node) -> Void) -> Node {
        var copy = self
        change(&copy)
        return copy
    }
}
