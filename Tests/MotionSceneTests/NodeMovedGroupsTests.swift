import MotionCore
import Testing

@testable import MotionScene

/// `NodeChanges` groups the nodes that only moved by their offset: groups in the order their
/// offsets were first met, ids in node order, whether the groups are found by a scan (a few)
/// or through their index (more than `NodeChanges.scannedGroups`).
struct NodeMovedGroupsTests {
    @Test("moved nodes group by offset in the order first met", arguments: [1, 3, 8, 9, 20])
    func movedGroups(offsets: Int) {
        // Node k moves down by (k mod offsets) + 1: every offset is met again after all were met.
        let count = offsets * 3
        let old = (0..<count).map { Node(id: "n\($0)", kind: .rect, frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        let new = old.enumerated().map { index, node in
            var moved = node
            moved.frame.y = Double(index % offsets + 1)
            return moved
        }
        var changes = NodeChanges()
        let sameOrder = changes.diffChildren(parent: nil, old: old, new: new)
        #expect(sameOrder)
        let expected = (0..<offsets).map { first in
            (NodeChanges.Offset(dx: 0, dy: Double(first + 1)), stride(from: first, to: count, by: offsets).map { "n\($0)" })
        }
        let groups = changes.movedGroups
        #expect(groups.map { $0.offset } == expected.map { $0.0 })
        #expect(groups.map { changes.ids(in: $0) } == expected.map { $0.1 })
        #expect(changes.changed.isEmpty)
    }
}
