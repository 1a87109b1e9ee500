/// The display-list part of a delta: nodes removed, nodes added at their index among their new
/// siblings, and the changed properties of the nodes kept (`docs/protocol-notes.md`).
struct NodeChanges {
    var removed: [String] = []
    var added: [JSONValue] = []
    /// Per node id: the properties whose value changed or that appeared.
    var changed = JSONObject()
    /// Per node id: the properties that became absent.
    var unset = JSONObject()
    /// Nodes whose frame only moved, grouped by how far: a scroll moves many nodes by the same
    /// offset, and one offset with the ids is a fraction of every frame written out.
    var moved: [Offset: [String]] = [:]
    var offsetsInOrder: [Offset] = []
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
        if old.count == new.count, zip(old, new).allSatisfy({ $0.id == $1.id }) {
            for (previous, node) in zip(old, new) where previous != node { diffNode(old: previous, new: node) }
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
                if previous != node { diffNode(old: previous, new: node) }
            } else {
                added.append(["parent": parent.map(JSONValue.string) ?? .null, "index": .number(Double(index)), "node": node.json])
            }
        }
        return true
    }

    /// A kept node that differs somewhere in its subtree: its own properties are compared as
    /// JSON only when they differ as values, then its children.
    private mutating func diffNode(old: Node, new: Node) {
        let id = new.id
        var properties = KeyedChanges()
        var placed = old
        placed.frame = new.frame
        if placed.hasSameOwnProperties(as: new), let offset = Self.offset(from: old.frame, to: new.frame) {
            // Only the position changed, as while a list scrolls: no JSON needed.
            if old.frame != new.frame { move(id, by: offset) }
        } else {
            properties = KeyedChanges(from: old.ownPropertiesJSON, to: new.ownPropertiesJSON)
            if properties.set["frame"] != nil, let offset = Self.offset(from: old.frame, to: new.frame) {
                properties.set["frame"] = nil
                move(id, by: offset)
            }
        }
        // Not only a shortcut: arrays that share storage (a row built once, moved each frame)
        // are equal at once, where comparing child by child would walk the whole subtree.
        if old.children != new.children, !diffChildren(parent: id, old: old.children, new: new.children) {
            properties.set["children"] = .array(new.children.map(\.json))
        }
        if !properties.set.isEmpty { changed[id] = .object(properties.set) }
        if !properties.unset.isEmpty { unset[id] = .array(properties.unset.map(JSONValue.string)) }
    }

    private mutating func move(_ id: String, by offset: Offset) {
        if moved[offset] == nil { offsetsInOrder.append(offset) }
        moved[offset, default: []].append(id)
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
        if !offsetsInOrder.isEmpty {
            delta["moved"] = .array(
                offsetsInOrder.map { offset in
                    .array([.number(offset.dx), .number(offset.dy)] + (moved[offset] ?? []).map(JSONValue.string))
                })
        }
        if !removed.isEmpty { delta["removed"] = .array(removed.map(JSONValue.string)) }
        if !added.isEmpty { delta["added"] = .array(added) }
        if !changed.isEmpty { delta["changed"] = .object(changed) }
        if !unset.isEmpty { delta["unset"] = .object(unset) }
    }
}

extension Node {
    /// Equal apart from the children.
    func hasSameOwnProperties(as other: Node) -> Bool {
        var mine = self
        var theirs = other
        mine.children = []
        theirs.children = []
        return mine == theirs
    }

    /// The node's JSON without `id` and `children`: what a delta compares property by property.
    var ownPropertiesJSON: JSONObject {
        var bare = self
        bare.children = []
        var object = bare.json.objectValue ?? JSONObject()
        object["id"] = nil
        return object
    }
}
