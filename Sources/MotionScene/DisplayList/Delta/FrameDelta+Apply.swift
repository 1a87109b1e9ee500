extension FrameDelta {
    /// The frame `delta` describes, built from `frame`, the frame it was computed from. Equal to
    /// the full frame in content; a property that appeared is added after the node's others, as
    /// key order is not part of the format (`docs/protocol-notes.md`).
    public static func apply(_ delta: JSONValue, to frame: JSONValue) throws(FrameDeltaError) -> JSONValue {
        guard let changes = delta.objectValue, var object = frame.objectValue else { throw .malformed(field: "delta") }
        guard let base = changes["base"]?.doubleValue, base == object["seq"]?.doubleValue else {
            throw .baseMismatch(expected: changes["base"]?.doubleValue, actual: object["seq"]?.doubleValue)
        }
        try applyKeyed(changes, setKey: "fields", unsetKey: "fieldsUnset", to: &object)
        for name in keyedFields where changes[name] != nil || changes["\(name)Unset"] != nil {
            var inner = object[name]?.objectValue ?? JSONObject()
            try applyKeyed(changes, setKey: name, unsetKey: "\(name)Unset", to: &inner)
            object[name] = .object(inner)
        }
        if let items = changes[stateItemsField] {
            guard let byKey = items.objectValue else { throw .malformed(field: stateItemsField) }
            var state = object[stateField]?.objectValue ?? JSONObject()
            for (key, itemChanges) in byKey { state[key] = try StateItems.apply(itemChanges, to: state[key]) }
            object[stateField] = .object(state)
        }
        if changes["fields"]?[nodesField] == nil {
            var patch = try NodePatch(changes)
            let nodes = try patch.children(parent: nil, of: object[nodesField]?.arrayValue ?? [])
            try patch.checkEverythingUsed()
            object[nodesField] = .array(nodes)
        }
        return .object(object)
    }

    private static func applyKeyed(
        _ changes: JSONObject, setKey: String, unsetKey: String, to object: inout JSONObject
    ) throws(FrameDeltaError) {
        if let set = changes[setKey] {
            guard let set = set.objectValue else { throw .malformed(field: setKey) }
            for (key, value) in set { object[key] = value }
        }
        if let unset = changes[unsetKey] {
            guard let names = unset.arrayValue?.compactMap(\.stringValue) else { throw .malformed(field: unsetKey) }
            for key in names { object[key] = nil }
        }
    }
}

/// The node part of a delta, applied in one walk of the tree: removals, then the kept nodes'
/// properties, then additions at their final indices in increasing order, which gives exactly
/// the new sibling order because the kept nodes keep theirs.
private struct NodePatch {
    var removed: Set<String>
    var changed: [String: JSONObject]
    var unset: [String: [String]]
    /// Per node id: how far its frame moved.
    var moved: [String: (dx: Double, dy: Double)]
    /// Per parent id ("" for the top level): (index, node), in increasing index.
    var added: [String: [(index: Int, node: JSONValue)]]

    init(_ changes: JSONObject) throws(FrameDeltaError) {
        removed = Set((changes["removed"]?.arrayValue ?? []).compactMap(\.stringValue))
        changed = [:]
        for (id, value) in changes["changed"]?.objectValue ?? JSONObject() {
            guard let properties = value.objectValue else { throw .malformed(field: "changed") }
            changed[id] = properties
        }
        unset = [:]
        for (id, value) in changes["unset"]?.objectValue ?? JSONObject() {
            guard let names = value.arrayValue?.compactMap(\.stringValue) else { throw .malformed(field: "unset") }
            unset[id] = names
        }
        moved = [:]
        for group in changes["moved"]?.arrayValue ?? [] {
            guard let items = group.arrayValue, items.count > 2, let dx = items[0].doubleValue, let dy = items[1].doubleValue
            else { throw .malformed(field: "moved") }
            for item in items.dropFirst(2) {
                guard let id = item.stringValue else { throw .malformed(field: "moved") }
                moved[id] = (dx, dy)
            }
        }
        added = [:]
        for entry in changes["added"]?.arrayValue ?? [] {
            guard let index = entry["index"]?.doubleValue, let node = entry["node"], index >= 0 else {
                throw .malformed(field: "added")
            }
            added[entry["parent"]?.stringValue ?? "", default: []].append((Int(index), node))
        }
        for key in added.keys { added[key]?.sort { $0.index < $1.index } }
    }

    mutating func children(parent: String?, of nodes: [JSONValue]) throws(FrameDeltaError) -> [JSONValue] {
        var result: [JSONValue] = []
        for node in nodes {
            guard let id = node["id"]?.stringValue else { throw .malformed(field: "nodes") }
            if removed.remove(id) != nil { continue }
            result.append(try patched(id: id, node))
        }
        for (index, node) in added.removeValue(forKey: parent ?? "") ?? [] {
            guard index <= result.count else { throw .unknownNode(field: "added", id: parent ?? "") }
            result.insert(node, at: index)
        }
        return result
    }

    private mutating func patched(id: String, _ node: JSONValue) throws(FrameDeltaError) -> JSONValue {
        guard var object = node.objectValue else { throw .malformed(field: "nodes") }
        let replacedChildren = changed[id]?["children"] != nil
        if let (dx, dy) = moved.removeValue(forKey: id) {
            guard let frame = object["frame"]?.arrayValue?.compactMap(\.doubleValue), frame.count == 4 else {
                throw .malformed(field: "moved")
            }
            object["frame"] = .array([frame[0] + dx, frame[1] + dy, frame[2], frame[3]].map(JSONValue.number))
        }
        for (key, value) in changed.removeValue(forKey: id) ?? JSONObject() { object[key] = value }
        for key in unset.removeValue(forKey: id) ?? [] { object[key] = nil }
        if !replacedChildren {
            let children = try children(parent: id, of: object["children"]?.arrayValue ?? [])
            // The full frame omits `children` when there are none.
            object["children"] = children.isEmpty ? nil : .array(children)
        }
        return .object(object)
    }

    /// Every id the delta names must have been found in the frame.
    func checkEverythingUsed() throws(FrameDeltaError) {
        if let id = removed.first { throw .unknownNode(field: "removed", id: id) }
        if let id = changed.keys.first { throw .unknownNode(field: "changed", id: id) }
        if let id = unset.keys.first { throw .unknownNode(field: "unset", id: id) }
        if let id = moved.keys.first { throw .unknownNode(field: "moved", id: id) }
        if let parent = added.keys.first { throw .unknownNode(field: "added", id: parent) }
    }
}
