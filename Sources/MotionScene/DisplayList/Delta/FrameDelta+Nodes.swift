/// The display-list part of a delta: nodes removed, nodes added at their index among their new
/// siblings, and the changed properties of the nodes kept (`docs/protocol-notes.md`).
///
/// Its lists hold structs, not tuples: an array's elements are destroyed through their type's
/// value witnesses, and a tuple's are the runtime's generic ones (`JSONObject.Entry`).
struct NodeChanges: Sendable {
    /// A new node, at its index among its parent's (nil: the top level) new children.
    struct Added: Sendable {
        let parent: String?
        let index: Int
        let node: Node
    }

    /// A kept node with properties whose value changed or that appeared, or whose children
    /// are sent whole: the new node, and which of its properties to send. Their JSON is written
    /// from the node (`Node.writeValue(of:into:)`), where a `JSONObject` of them was built for
    /// every changed node and walked again to be written (issue #15).
    struct Changed: Sendable {
        let node: Node
        let properties: NodeProperties
    }

    /// A kept node's properties that became absent.
    struct Unset: Sendable {
        let id: String
        let properties: NodeProperties
    }

    /// Nodes that moved by one offset: the first and last of its ids in `movedIDs`, which
    /// chain on from one to the next in node order. One list for every group's ids, where a
    /// list each was an allocation and a free per group and frame, and destroying the groups
    /// 760 instructions a frame of the article's fling (callgrind, issue 15).
    struct MovedGroup: Sendable {
        let offset: Offset
        let first: Int
        var last: Int
    }

    /// A moved node's id, and where the next id of its group is in `movedIDs` (nil: the last).
    struct MovedID: Sendable {
        let id: String
        var next: Int?
    }

    var removed: [String] = []
    var added: [Added] = []
    var changed: [Changed] = []
    var unset: [Unset] = []
    /// Nodes whose frame only moved, grouped by how far in the order the offsets were first
    /// met: a scroll moves many nodes by the same offset, and one offset with the ids is a
    /// fraction of every frame written out.
    var movedGroups: [MovedGroup] = []
    var movedIDs: [MovedID] = []
    /// Where each offset's group is in `movedGroups`, kept once there are more groups than
    /// `scannedGroups`: below that a scan finds a group for less than hashing, and a scrolled
    /// list makes a handful (its rows' offset, one per parallax image), where adding each to
    /// this index cost 1.8k instructions (callgrind, parallax-list).
    var movedGroupIndex: [Offset: Int] = [:]
    static let scannedGroups = 8
    /// Whether every list compared had the same ids in the same order: the new tree's ids are
    /// then the old tree's, and unique if those were.
    var idsMatchThroughout = true

    init() {}

    /// Starts with `buffers`'s empty lists and their room (`DeltaBuffers`).
    init(buffers: DeltaBuffers) {
        swap(&changed, &buffers.changed)
        swap(&movedIDs, &buffers.movedIDs)
        swap(&movedGroups, &buffers.movedGroups)
    }

    struct Offset: Hashable {
        let dx: Double
        let dy: Double
    }

    /// Compares the children of one parent (nil: the top level). Returns false when the kept
    /// nodes changed order: a list is then sent whole, which the caller does.
    mutating func diffChildren(parent: String?, old: [Node], new: [Node]) -> Bool {
        // The common case, a list whose ids are the same in the same order, needs no sets.
        if old.count == new.count, old.indices.allSatisfy({ old[$0].id == new[$0].id }) {
            // One pass: `diffNode` is cheap for a node that did not change, where comparing the
            // subtree first (`!=`) and then diffing it walked every changed branch twice. By
            // pointer into both lists: `zip`'s iterator, the arrays' subscripts and even a buffer
            // pointer's subscript copied every node before the call, which may write memory (it
            // mutates `self`). Since `Node` keeps its fields in a box, such a copy is a retain and
            // a release, not the few hundred bytes it was; the pointers still save those.
            old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    guard let oldNodes = old.baseAddress, let newNodes = new.baseAddress else { return }
                    for index in old.indices { diffNode(old: oldNodes + index, new: newNodes + index) }
                }
            }
            return true
        }
        idsMatchThroughout = false
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let oldSet = Set(oldIDs)
        let newSet = Set(newIDs)
        guard oldIDs.filter(newSet.contains) == newIDs.filter(oldSet.contains) else { return false }
        removed += oldIDs.filter { !newSet.contains($0) }
        let oldByID = Dictionary(uniqueKeysWithValues: zip(oldIDs, old))
        for (index, node) in new.enumerated() {
            if let previous = oldByID[node.id] {
                withUnsafePointer(to: previous) { old in withUnsafePointer(to: node) { diffNode(old: old, new: $0) } }
            } else {
                added.append(Added(parent: parent, index: index, node: node))
            }
        }
        return true
    }

    /// A kept node, compared property by property without copies; its properties are turned
    /// into JSON only when they differ beyond a move, then its children are compared. Each
    /// property is read through the pointers where it is used, so no whole node is copied.
    private mutating func diffNode(old: UnsafePointer<Node>, new: UnsafePointer<Node>) {
        // One box is one node but for its frame, children included: a part built once and
        // kept is unchanged, or moved.
        if old.pointee.isSameStorage(as: new.pointee) {
            if old.pointee.frame != new.pointee.frame { reframe(new, from: old.pointee.frame) }
            return
        }
        let id = new.pointee.id
        // One walk of the properties: a frame that changed by a move alone (as while a list
        // scrolls) is sent as a move, anything else as the new values.
        var (set, gone) = NodeProperties.changes(from: old, to: new)
        if set.contains(.frame), let offset = Self.offset(from: old.pointee.frame, to: new.pointee.frame) {
            set.remove(.frame)
            move(id, by: offset)
        }
        // Arrays that share storage (a row built once, moved each frame) are the same children
        // at once, where comparing child by child would walk the whole subtree.
        let oldChildren = old.pointee.children
        let newChildren = new.pointee.children
        if !oldChildren.sharesStorage(with: newChildren), !diffChildren(parent: id, old: oldChildren, new: newChildren) {
            set.insert(.children)
        }
        // Appended without a search for the id: a delta's ids are unique (`FrameDelta.Chain`
        // drops one whose new frame repeats an id), and searching cost 1k instructions a
        // changed node where a scene recolours two dozen (template-tint, callgrind).
        if !set.isEmpty { change(new.pointee, set) }
        if !gone.isEmpty { unset.append(Unset(id: id, properties: gone)) }
    }

    /// A node whose frame alone changed: a move when its size stayed, its new frame otherwise.
    private mutating func reframe(_ node: UnsafePointer<Node>, from old: Rect) {
        if let offset = Self.offset(from: old, to: node.pointee.frame) {
            move(node.pointee.id, by: offset)
        } else {
            change(node.pointee, NodeProperties(.frame))
        }
    }

    private mutating func change(_ node: Node, _ properties: NodeProperties) {
        if changed.isEmpty { changed.reserveCapacity(Self.startingRoom) }
        changed.append(Changed(node: node, properties: properties))
    }

    /// Room a list of moves or changes starts with: a scroll or a fling moves and changes a
    /// handful of nodes each frame, and growing each list from one by doubling reallocated it
    /// four times a frame, 1.5k instructions (callgrind, the article's fling, issue 15).
    private static let startingRoom = 8

    private mutating func move(_ id: String, by offset: Offset) {
        if movedIDs.isEmpty { movedIDs.reserveCapacity(Self.startingRoom) }
        let added = movedIDs.count
        movedIDs.append(MovedID(id: id, next: nil))
        if let index = movedGroup(offset) {
            movedIDs[movedGroups[index].last].next = added
            movedGroups[index].last = added
            return
        }
        if movedGroups.isEmpty { movedGroups.reserveCapacity(Self.startingRoom) }
        movedGroups.append(MovedGroup(offset: offset, first: added, last: added))
        guard movedGroups.count > Self.scannedGroups else { return }
        if movedGroupIndex.isEmpty {
            for (index, group) in movedGroups.enumerated() { movedGroupIndex[group.offset] = index }
        } else {
            movedGroupIndex[offset] = movedGroups.count - 1
        }
    }

    /// A group's ids, in node order.
    func ids(in group: MovedGroup) -> [String] {
        var ids: [String] = []
        forEachID(in: group) { ids.append($0) }
        return ids
    }

    private func forEachID(in group: MovedGroup, _ body: (String) -> Void) {
        var next: Int? = group.first
        while let index = next {
            body(movedIDs[index].id)
            next = movedIDs[index].next
        }
    }

    private func movedGroup(_ offset: Offset) -> Int? {
        // Nodes that move together come one after another (a scrolled list's rows): the group
        // last added first.
        if let last = movedGroups.indices.last, movedGroups[last].offset == offset { return last }
        if movedGroups.count <= Self.scannedGroups { return movedGroups.firstIndex { $0.offset == offset } }
        return movedGroupIndex[offset]
    }

    /// The offset that moves `old` onto `new` when the size stayed and adding it gives `new`'s
    /// position exactly, so the client's sum is the full frame's number to the last bit.
    static func offset(from old: Rect, to new: Rect) -> Offset? {
        guard old.width == new.width, old.height == new.height else { return nil }
        let offset = Offset(dx: new.x - old.x, dy: new.y - old.y)
        guard old.x + offset.dx == new.x, old.y + offset.dy == new.y else { return nil }
        return offset
    }

    /// The delta's node fields: each id is a key once (`diffNode` appends each node once).
    func write(to writer: inout JSONByteWriter) {
        if !movedGroups.isEmpty {
            writer.key("moved")
            writer.beginArray()
            for group in movedGroups {
                writer.beginArray()
                writer.number(group.offset.dx)
                writer.number(group.offset.dy)
                forEachID(in: group) { writer.string($0) }
                writer.endArray()
            }
            writer.endArray()
        }
        if !removed.isEmpty {
            writer.key("removed")
            writer.strings(removed)
        }
        if !added.isEmpty {
            writer.key("added")
            writer.beginArray()
            for item in added {
                writer.beginObject()
                writer.key("parent")
                if let parent = item.parent { writer.string(parent) } else { writer.null() }
                writer.key("index")
                writer.number(Double(item.index))
                writer.key("node")
                item.node.write(into: &writer)
                writer.endObject()
            }
            writer.endArray()
        }
        Self.write("changed", byNode: changed, id: { $0.node.id }, to: &writer) { item, writer in
            writer.beginObject()
            item.properties.forEach { property in
                writer.key(property.key)
                item.node.writeValue(of: property, into: &writer)
            }
            writer.endObject()
        }
        Self.write("unset", byNode: unset, id: { $0.id }, to: &writer) { item, writer in
            writer.beginArray()
            item.properties.forEach { writer.string($0.name) }
            writer.endArray()
        }
    }

    /// `"key":{"<id>":…}` with each node's value written by `value`; nothing when there is none.
    private static func write<Item>(
        _ key: StaticString, byNode items: [Item], id: (Item) -> String, to writer: inout JSONByteWriter,
        _ value: (Item, inout JSONByteWriter) -> Void
    ) {
        guard !items.isEmpty else { return }
        writer.key(key)
        writer.beginObject()
        for item in items {
            writer.key(escaping: id(item))
            value(item, &writer)
        }
        writer.endObject()
    }
}

extension Node {
    /// Equal apart from the children (and the frame, when `ignoringFrame`): the same id and
    /// no property changed (`NodeProperties.changes`, the one list of a node's properties;
    /// `NodeOwnPropertiesTests` fails when a field of `Node` is missing there).
    func hasSameOwnProperties(as other: Node, ignoringFrame: Bool = false) -> Bool {
        var (set, gone) = NodeProperties.changes(from: self, to: other)
        if ignoringFrame { set.remove(.frame) }
        return id == other.id && set.isEmpty && gone.isEmpty
    }
}

extension Array {
    /// The same buffer (or both empty): equal without reading an element.
    func sharesStorage(with other: Array) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
