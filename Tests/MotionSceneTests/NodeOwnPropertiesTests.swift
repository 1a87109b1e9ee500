import MotionCore
import Testing

@testable import MotionScene

/// `Node.hasSameOwnProperties(as:ignoringFrame:)` and `NodeProperties.changes(from:to:)` compare
/// field by field, so a field added to `Node` and forgotten there would let a delta miss that
/// field's changes: every stored property but `children` must have a row here, and each row's
/// change must be seen by both.
struct NodeOwnPropertiesTests {
    static let base = Node(
        id: "n", kind: .rect, frame: Rect(x: 1, y: 2, width: 30, height: 40), alpha: 0.5, fill: .color("#112233"),
        stroke: Stroke(color: "#445566", width: 1), radius: 4, clip: true, transform: .scale(2),
        shadow: Shadow(color: "#000000", offsetX: 0, offsetY: 1, blur: 2), text: "a", font: Font(size: 12),
        color: "#ffffff", align: .center, src: "photo", contentMode: .aspectFill,
        children: [Node(id: "child", kind: .rect, frame: .zero)])

    /// Per stored property: a change to it alone.
    static let changes: [(property: String, change: @Sendable (inout Node) -> Void)] = [
        ("id", { $0.id = "other" }),
        ("kind", { $0.kind = .group }),
        ("frame", { $0.frame.y += 1 }),
        ("alpha", { $0.alpha = nil }),
        ("fill", { $0.fill = .color("#112234") }),
        ("stroke", { $0.stroke?.width = 2 }),
        ("radius", { $0.radius = 5 }),
        ("clip", { $0.clip = false }),
        ("transform", { $0.transform = .identity }),
        ("shadow", { $0.shadow?.blur = 3 }),
        ("text", { $0.text = "b" }),
        ("font", { $0.font?.weight = 700 }),
        ("color", { $0.color = "#fffffe" }),
        ("align", { $0.align = .left }),
        ("src", { $0.src = "other" }),
        ("contentMode", { $0.contentMode = .fill }),
        ("points", { $0.points = [Point(x: 0, y: 0)] }),
    ]

    @Test func everyPropertyButTheChildrenHasARow() {
        // The box's fields and the node's own, the frame (the box itself is not a property).
        let boxed = Mirror(reflecting: Self.base.fields).children.compactMap(\.label)
        let own = Mirror(reflecting: Self.base).children.compactMap(\.label).filter { $0 != "storage" }
        #expect(own == ["frame"])
        let stored = Set(boxed + own)
        #expect(Set(Self.changes.map(\.property)) == stored.subtracting(["children"]))
    }

    @Test(arguments: Self.changes.map(\.property))
    func aChangeToOnePropertyIsSeen(property: String) throws {
        let change = try #require(Self.changes.first { $0.property == property }).change
        var changed = Self.base
        change(&changed)
        #expect(changed != Self.base, "the row's change must change the node")
        #expect(!Self.base.hasSameOwnProperties(as: changed))
        #expect(Self.base.hasSameOwnProperties(as: changed, ignoringFrame: true) == (property == "frame"))
        // The delta's property changes list the same fields: the changed one alone (`id` is
        // not a property there, and `kind` is written as `type`).
        let changes = NodeProperties.changes(from: Self.base, to: changed)
        let key = ["id": nil, "kind": "type"][property] ?? property
        #expect(changes.set.names + changes.unset.names == (key.map { [$0] } ?? []), "\(property)")
    }

    @Test func theChildrenAreNotOwnProperties() {
        var changed = Self.base
        changed.children = []
        #expect(Self.base.hasSameOwnProperties(as: changed))
    }

    @Test func sharedStorageIsSeenAndEqualCopiesAreNot() {
        let children = Self.base.children
        let copied = children.map { $0 }
        #expect(children.sharesStorage(with: children))
        #expect(!children.sharesStorage(with: copied))
        #expect([Node]().sharesStorage(with: []))
        #expect(!children.sharesStorage(with: []))
    }
}
