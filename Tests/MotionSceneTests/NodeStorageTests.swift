import MotionCore
import Testing

@testable import MotionScene

/// `Node` keeps its fields but the frame in one shared box: copies share it, a write to one
/// copy gives that copy its own box and leaves every other copy as it was (value semantics), a
/// move keeps the box, and the diff takes a shared box for a node unchanged but for its frame.
struct NodeStorageTests {
    static let original = Node(
        id: "n", kind: .group, frame: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5, fill: .color("#112233"),
        text: "text", children: [Node(id: "child", kind: .rect, frame: .zero)])

    /// A write through each kind of accessor: a whole value, a member of a value, an optional's
    /// member, an array grown in place; and whether the written copy still shares the box (only
    /// the node's own frame is held beside it).
    static let writes: [(name: String, keepsBox: Bool, write: @Sendable (inout Node) -> Void)] = [
        ("id", false, { $0.id = "m" }),
        ("frame's member", true, { $0.frame.y += 10 }),
        ("alpha", false, { $0.alpha = nil }),
        ("text", false, { $0.text?.append("!") }),
        ("children appended", false, { $0.children.append(Node(id: "more", kind: .rect, frame: .zero)) }),
        ("child's frame", false, { $0.children[0].frame.x = 9 }),
        ("points", false, { $0.points = [Point(x: 1, y: 1)] }),
    ]

    @Test(arguments: writes.map(\.name))
    func aWriteChangesOnlyTheCopyWritten(name: String) throws {
        let row = try #require(Self.writes.first { $0.name == name })
        let kept = Self.original
        var written = kept
        #expect(written.isSameStorage(as: kept))
        row.write(&written)
        #expect(written.isSameStorage(as: kept) == row.keepsBox)
        #expect(written != kept)
        #expect(kept == Self.original && kept.fields == Self.original.fields, "\(name) reached the other copy")
        #expect(Self.original.children.map(\.id) == ["child"] && Self.original.children[0].frame == .zero)
    }

    @Test func equalFieldsInTwoBoxesAreEqualNodes() {
        let rebuilt = Node(
            id: "n", kind: .group, frame: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5, fill: .color("#112233"),
            text: "text", children: [Node(id: "child", kind: .rect, frame: .zero)])
        #expect(!rebuilt.isSameStorage(as: Self.original))
        #expect(rebuilt == Self.original)
        #expect(rebuilt.hashValue == Self.original.hashValue)
        #expect(Set([rebuilt, Self.original]).count == 1)
    }

    @Test func aUniquelyHeldNodeIsWrittenInPlace() {
        var node = Node(id: "only", kind: .rect, frame: .zero)
        let box = ObjectIdentifier(node.storage)
        node.frame.x = 4
        node.alpha = 0.25
        #expect(ObjectIdentifier(node.storage) == box)
    }
}
