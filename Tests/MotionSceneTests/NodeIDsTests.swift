import Testing

@testable import MotionScene

/// Deltas match nodes by id, so `FrameDelta.Chain` sends one only for a tree whose ids are
/// unique at every depth (`NodeIDs.areUnique`, which reads the lists through pointers).
@Suite struct NodeIDsTests {
    static func node(_ id: String, _ children: [Node] = []) -> Node {
        Node(id: id, kind: children.isEmpty ? .rect : .group, frame: Rect(x: 0, y: 0, width: 1, height: 1), children: children)
    }

    static let trees: [(name: String, nodes: [Node], unique: Bool)] = [
        ("no nodes", [], true),
        ("siblings", [node("a"), node("b")], true),
        ("three levels", [node("a", [node("b", [node("c")]), node("d")]), node("e")], true),
        ("a child with its parent's id", [node("a", [node("a")])], false),
        ("cousins with one id", [node("a", [node("x")]), node("b", [node("x")])], false),
        ("a leaf deep down with a top-level id", [node("a", [node("b", [node("c", [node("e")])])]), node("e")], false),
        ("two siblings", [node("a"), node("a")], false),
    ]

    @Test(arguments: trees.indices) func idsAreUniqueAtEveryDepth(_ index: Int) {
        let tree = Self.trees[index]
        #expect(NodeIDs.areUnique(in: tree.nodes) == tree.unique, "\(tree.name)")
    }
}
