/// The display-list part of a delta: nodes removed, nodes added at their index among their new
/// siblings, and the changed properties of the nodes kept (`docs/protocol-notes.md`).
struct NodeChanges {
    var removed: [String] = []
    var added: [JSONValue] = []
    /// Per node id: the properties whose value changed or that appeared.
    var changed = JSONObject()
    /// Per node id: the properties that became absent.
    var unset = JSONObject()
    /// Nodes whose frame only moved, grouped by how far in the order the offsets were first
    /// met: a scroll moves many nodes by the same offset, and one offset with the ids is a
    /// fraction of every frame written out.
    var movedGroups: [(offset: Offset, ids: [String])] = []
    /// Where each offset's group is in `movedGroups`.
    var movedGroupIndex: [Offset: Int] = [:]
    /// Whether every list compared had the same ids in the same order: the new tree's ids are
    /// then the old tree's, and unique if those were.
    var idsMatchThroughout = true

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
            // subtree first (`!=`) and then diffing it walked every changed branch twice. Through
            // buffer pointers, which lend each node: `zip`'s iterator and the arrays' subscripts
            // copied every node (a few hundred bytes, a retain per string) out of both lists.
            old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    for index in old.indices { diffNode(old: old[index], new: new[index]) }
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
                diffNode(old: previous, new: node)
            } else {
                added.append(["parent": parent.map(JSONValue.string) ?? .null, "index": .number(Double(index)), "node": node.json])
            }
        }
        return true
    }

    /// A kept node, compared property by property without copies; its properties are turned
    /// into JSON only when they differ beyond a move, then its children are compared.
    private mutating func diffNode(old: Node, new: Node) {
        let id = new.id
        var properties = KeyedChanges()
        let samePropertiesButTheFrame = old.hasSameOwnProperties(as: new, ignoringFrame: true)
        if samePropertiesButTheFrame, old.frame == new.frame {
            // Unchanged itself.
        } else if samePropertiesButTheFrame, let offset = Self.offset(from: old.frame, to: new.frame) {
            // Only the position changed, as while a list scrolls: no JSON needed.
            move(id, by: offset)
        } else {
            properties = KeyedChanges(properties: old, new)
            if properties.set["frame"] != nil, let offset = Self.offset(from: old.frame, to: new.frame) {
                properties.set["frame"] = nil
                move(id, by: offset)
            }
        }
        // Arrays that share storage (a row built once, moved each frame) are the same children
        // at once, where comparing child by child would walk the whole subtree.
        if !old.children.sharesStorage(with: new.children),
            !diffChildren(parent: id, old: old.children, new: new.children)
        {
            properties.set["children"] = .array(new.children.map(\.json))
        }
        if !properties.set.isEmpty { changed[id] = .object(properties.set) }
        if !properties.unset.isEmpty { unset[id] = .array(properties.unset.map(JSONValue.string)) }
    }

    private mutating func move(_ id: String, by offset: Offset) {
        // Nodes that move together come one after another (a scrolled list's rows): the group
        // last added needs no hashing.
        if let last = movedGroups.indices.last, movedGroups[last].offset == offset {
            movedGroups[last].ids.append(id)
        } else if let index = movedGroupIndex[offset] {
            movedGroups[index].ids.append(id)
        } else {
            movedGroupIndex[offset] = movedGroups.count
            movedGroups.append((offset, [id]))
        }
    }

    /// The offset that moves `old` onto `new` when the size stayed and adding it gives `new`'s
    /// position exactly, so the client's sum is the full frame's number to the last bit.
    static func offset(from old: Rect, to new: Rect) -> Offset? {
        guard old.width == new.width, old.height == new.height else { return nil }
        let offset = Offset(dx: new.x - old.x, dy: new.y - old.y)
        guard old.x + offset.dx == new.x, old.y + offset.dy == new.y else { return nil }
        return offset
    }

    func write(into delta: inout JSONObject) {
        if !movedGroups.isEmpty {
            delta["moved"] = .array(
                movedGroups.map { group in
                    .array([.number(group.offset.dx), .number(group.offset.dy)] + group.ids.map(JSONValue.string))
                })
        }
        if !removed.isEmpty { delta["removed"] = .array(removed.map(JSONValue.string)) }
        if !added.isEmpty { delta["added"] = .array(added) }
        if !changed.isEmpty { delta["changed"] = .object(changed) }
        if !unset.isEmpty { delta["unset"] = .object(unset) }
    }
}

extension Node {
    /// Equal apart from the children (and the frame, when `ignoringFrame`), field by field:
    /// this runs for every node of every frame, where copying both nodes to clear their children
    /// cost more than the comparison. `NodeOwnPropertiesTests` fails when a field of `Node` is
    /// missing here.
    func hasSameOwnProperties(as other: Node, ignoringFrame: Bool = false) -> Bool {
        id == other.id && kind == other.kind && (ignoringFrame || frame == other.frame) && alpha == other.alpha
            && fill == other.fill && stroke == other.stroke && radius == other.radius && clip == other.clip
            && transform == other.transform && shadow == other.shadow && text == other.text && font == other.font
            && color == other.color && align == other.align && src == other.src && contentMode == other.contentMode
            && points == other.points
    }
}

extension Array {
    /// The same buffer (or both empty): equal without reading an element.
    func sharesStorage(with other: Array) -> Bool {
        count == other.count
            && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
