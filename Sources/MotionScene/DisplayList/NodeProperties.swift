/// A node's properties as its JSON lists them after `id` (`docs/protocol.md`, "Display list"),
/// in that order: what a delta names when a kept node changed (`NodeChanges`), and what
/// `Node.write(into:)` walks, so a property's key and JSON have one owner.
enum NodeProperty: Int, CaseIterable, Sendable {
    case type, frame, alpha, fill, stroke, radius, clip, transform, shadow, text, font, color, align, src, contentMode
    case points
    /// The child list, sent whole by a delta when its kept nodes changed order.
    case children

    /// The property's key in the node's JSON.
    var key: StaticString {
        switch self {
        case .type: "type"
        case .frame: "frame"
        case .alpha: "alpha"
        case .fill: "fill"
        case .stroke: "stroke"
        case .radius: "radius"
        case .clip: "clip"
        case .transform: "transform"
        case .shadow: "shadow"
        case .text: "text"
        case .font: "font"
        case .color: "color"
        case .align: "align"
        case .src: "src"
        case .contentMode: "contentMode"
        case .points: "points"
        case .children: "children"
        }
    }

    var name: String { key.description }
}

/// A set of `NodeProperty`, one bit each: a delta's changes to one node are the new node and
/// the bits of what to send from it, where a `JSONObject` of their values was built, compared
/// and written again (issue #15).
struct NodeProperties: OptionSet, Sendable {
    let rawValue: UInt32

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(_ property: NodeProperty) {
        rawValue = 1 << UInt32(property.rawValue)
    }

    func contains(_ property: NodeProperty) -> Bool { rawValue & (1 << UInt32(property.rawValue)) != 0 }

    mutating func insert(_ property: NodeProperty) { formUnion(NodeProperties(property)) }

    mutating func remove(_ property: NodeProperty) { subtract(NodeProperties(property)) }

    /// Calls `body` with each member in `NodeProperty`'s order, the order the node's JSON lists
    /// them, without making a list of them.
    func forEach(_ body: (NodeProperty) -> Void) {
        var bits = rawValue
        while bits != 0 {
            // Every bit set is a case's: only `init(_:)` and the set algebra make them.
            if let property = NodeProperty(rawValue: bits.trailingZeroBitCount) { body(property) }
            bits &= bits - 1
        }
    }

    /// What changed from `old` to `new`, both the same node in two frames, compared field by
    /// field: `set` the properties `new` has that differ from (or are absent in) `old`, `unset`
    /// those `old` had and `new` has not. The children are not compared. Exactly what
    /// comparing the two nodes' JSON without `id` and `children` finds
    /// (`NodePropertyChangesTests`); building both nodes' JSON to compare cost 180k
    /// instructions a frame where a scene recolours its nodes (template-tint, callgrind).
    ///
    /// By pointer, as the nodes lie in their lists: a node passed by value was first copied out
    /// of its list (`NodeChanges.diffNode`), a retain and a release.
    static func changes(from old: UnsafePointer<Node>, to new: UnsafePointer<Node>) -> (set: NodeProperties, unset: NodeProperties) {
        var set = NodeProperties()
        var unset = NodeProperties()
        func compare<Value: Equatable>(_ property: NodeProperty, _ old: Value?, _ new: Value?) {
            if new != nil {
                if old != new { set.insert(property) }
            } else if old != nil {
                unset.insert(property)
            }
        }
        compare(.type, old.pointee.kind, new.pointee.kind)
        compare(.frame, old.pointee.frame, new.pointee.frame)
        compare(.alpha, old.pointee.alpha, new.pointee.alpha)
        compare(.fill, old.pointee.fill, new.pointee.fill)
        compare(.stroke, old.pointee.stroke, new.pointee.stroke)
        compare(.radius, old.pointee.radius, new.pointee.radius)
        compare(.clip, old.pointee.clip, new.pointee.clip)
        compare(.transform, old.pointee.transform, new.pointee.transform)
        compare(.shadow, old.pointee.shadow, new.pointee.shadow)
        compare(.text, old.pointee.text, new.pointee.text)
        compare(.font, old.pointee.font, new.pointee.font)
        compare(.color, old.pointee.color, new.pointee.color)
        compare(.align, old.pointee.align, new.pointee.align)
        compare(.src, old.pointee.src, new.pointee.src)
        compare(.contentMode, old.pointee.contentMode, new.pointee.contentMode)
        compare(.points, old.pointee.points, new.pointee.points)
        return (set, unset)
    }

    static func changes(from old: Node, to new: Node) -> (set: NodeProperties, unset: NodeProperties) {
        withUnsafePointer(to: old) { old in withUnsafePointer(to: new) { changes(from: old, to: $0) } }
    }
}
