import MotionCore
import Testing

@testable import MotionScene

/// `Node` keeps its fields in one shared box: copies share it, a write to one copy gives that
/// copy its own box and leaves every other copy as it was (value semantics), and the diff
/// takes a shared box for an unchanged node.
struct NodeStorageTests {
    static let original = Node(
        id: "n", kind: .group, frame: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.5, fill: .color("#112233"),
        text: "text", children: [Node(id: "child", kind: .rect, frame: .zero)])

    /// A write through each kind of accessor: a whole value, a member of a value, an optional's
    /// member, an array grown in place.
    static let writes: [(name: String, write: @Sendable (inout Node) -> Void)] = [
        ("id", { $0.id = "m" }),
        ("frame's member", { $0.frame.y += 10 }),
        ("alpha", { $0.alpha = nil }),
        ("text", { $0.text?.append("!") }),
        ("children appended", { $0.children.append(Node(id: "more", kind: .rect, frame: .zero)) }),
        ("child's frame", { $0.children[0].frame.x = 9 }),
        ("points", { $0.points = [Point(x: 1, y: 1)] }),
    ]

    @Test(arguments: writes.map(\.name))
    func aWriteChangesOnlyTheCopyWritten(name: String) throws {
        let write = try #require(Self.writes.first { $0.name == name }).write
        let kept = Self.original
        var written = kept
        #expect(written.isSameStorage(as: kept))
        write(&written)
        #expect(!written.isSameStorage(as: kept))
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
