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

    struct Offset: Hashable {
        let dx: Double
        let dy: Double
    }

    /// Compares the children of one parent (nil: the top level). Returns false when the kept
    /// nodes changed order: a list is then sent whole, which the caller does.
    mutating func diffChildren(parent: String?, old: [JSONValue], new: [JSONValue]) -> Bool {
        let oldIDs = old.compactMap(NodeIDs.id)
        let newIDs = new.compactMap(NodeIDs.id)
        let oldSet = Set(oldIDs)
        let newSet = Set(newIDs)
        guard oldIDs.filter(newSet.contains) == newIDs.filter(oldSet.contains) else { return false }
        removed += oldIDs.filter { !newSet.contains($0) }
        let oldByID = Dictionary(uniqueKeysWithValues: zip(oldIDs, old))
        for (index, node) in new.enumerated() {
            guard let id = NodeIDs.id(of: node) else { continue }
            if let previous = oldByID[id] {
                diffNode(id: id, old: previous, new: node)
            } else {
                added.append(["parent": parent.map(JSONValue.string) ?? .null, "index": .number(Double(index)), "node": node])
            }
        }
        return true
    }

    private mutating func diffNode(id: String, old: JSONValue, new: JSONValue) {
        let oldObject = old.objectValue ?? JSONObject()
        let newObject = new.objectValue ?? JSONObject()
        var properties = KeyedChanges(from: oldObject, to: newObject, skipping: ["id", "children"])
        if properties.set["frame"] != nil, let offset = Self.offset(from: oldObject["frame"], to: newObject["frame"]) {
            properties.set["frame"] = nil
            if moved[offset] == nil { offsetsInOrder.append(offset) }
            moved[offset, default: []].append(id)
        }
        let newChildren = NodeIDs.children(of: new)
        if !diffChildren(parent: id, old: NodeIDs.children(of: old), new: newChildren) {
            properties.set["children"] = .array(newChildren)
        }
        if !properties.set.isEmpty { changed[id] = .object(properties.set) }
        if !properties.unset.isEmpty { unset[id] = .array(properties.unset.map(JSONValue.string)) }
    }

    /// The offset that moves `old` onto `new` when the size stayed and adding it gives `new`'s
    /// position exactly, so the client's sum is the full frame's number to the last bit.
    static func offset(from old: JSONValue?, to new: JSONValue?) -> Offset? {
        guard let old = old?.arrayValue?.compactMap(\.doubleValue), let new = new?.arrayValue?.compactMap(\.doubleValue),
            old.count == 4, new.count == 4, old[2] == new[2], old[3] == new[3]
        else { return nil }
        let offset = Offset(dx: new[0] - old[0], dy: new[1] - old[1])
        guard old[0] + offset.dx == new[0], old[1] + offset.dy == new[1] else { return nil }
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
