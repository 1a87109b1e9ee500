/// What changed from one frame document to the next (`docs/protocol-notes.md`, "Delta frames"):
/// the format a session's stream sends between full frames, so a scrub sends the few nodes that
/// moved instead of the whole display list (issue #15).
///
/// Node ids are stable across the frames of one scene, so nodes are matched by id. Both the
/// computation and its inverse (`FrameDelta+Apply`) are pure functions of JSON values; the page
/// applies the same rules in `WebRoot/js/frame-delta.js`.
public enum FrameDelta {
    /// Frame fields compared key by key instead of as one value.
    static let keyedFields = ["state", "params"]
    /// The display list, compared node by node.
    static let nodesField = "nodes"

    /// The delta that turns `previous` into `next`, or nil when it cannot be expressed (a frame
    /// without a `seq`, a node without an id, an id used twice): then only a full frame will do.
    public static func between(_ previous: JSONValue, _ next: JSONValue) -> JSONValue? {
        guard let old = previous.objectValue, let new = next.objectValue, let base = old["seq"]?.doubleValue,
            let oldNodes = old[nodesField]?.arrayValue, let newNodes = new[nodesField]?.arrayValue,
            NodeIDs.areUnique(in: oldNodes), NodeIDs.areUnique(in: newNodes)
        else { return nil }
        var delta = JSONObject()
        delta["base"] = .number(base)
        var fields = KeyedChanges(from: old, to: new, skipping: Set(keyedFields + [nodesField]))
        for name in keyedFields {
            let changes = KeyedChanges(from: old[name]?.objectValue ?? JSONObject(), to: new[name]?.objectValue ?? JSONObject())
            // A keyed field that is not an object on either side is compared whole, as a field.
            if old[name]?.objectValue == nil || new[name]?.objectValue == nil {
                if let value = new[name], old[name] != value { fields.set[name] = value }
                if new[name] == nil, old[name] != nil { fields.unset.append(name) }
            } else {
                changes.write(into: &delta, setKey: name, unsetKey: "\(name)Unset")
            }
        }
        var nodes = NodeChanges()
        if !nodes.diffChildren(parent: nil, old: oldNodes, new: newNodes) { fields.set[nodesField] = .array(newNodes) }
        fields.write(into: &delta, setKey: "fields", unsetKey: "fieldsUnset")
        nodes.write(into: &delta)
        return .object(delta)
    }
}

/// Values set and keys removed between two objects, compared key by key.
struct KeyedChanges {
    var set = JSONObject()
    var unset: [String] = []

    init(from old: JSONObject, to new: JSONObject, skipping: Set<String> = []) {
        for (key, value) in new where !skipping.contains(key) && old[key] != value { set[key] = value }
        for key in old.keys where !skipping.contains(key) && new[key] == nil { unset.append(key) }
    }

    func write(into delta: inout JSONObject, setKey: String, unsetKey: String) {
        if !set.isEmpty { delta[setKey] = .object(set) }
        if !unset.isEmpty { delta[unsetKey] = .array(unset.map(JSONValue.string)) }
    }
}

enum NodeIDs {
    static func id(of node: JSONValue) -> String? { node["id"]?.stringValue }

    static func children(of node: JSONValue) -> [JSONValue] { node["children"]?.arrayValue ?? [] }

    static func areUnique(in nodes: [JSONValue]) -> Bool {
        var seen = Set<String>()
        func visit(_ list: [JSONValue]) -> Bool {
            for node in list {
                guard let id = id(of: node), seen.insert(id).inserted, visit(children(of: node)) else { return false }
            }
            return true
        }
        return visit(nodes)
    }
}
