/// What changed from one frame document to the next (`docs/protocol-notes.md`, "Delta frames"):
/// the format a session's stream sends between full frames, so a scrub sends the few nodes that
/// moved instead of the whole display list (issue #15).
///
/// Node ids are stable across the frames of one scene, so nodes are matched by id. The delta is
/// computed from the typed frame (`Source`): a subtree equal to the one before costs one
/// comparison, and only the nodes that changed are turned into JSON. Its inverse
/// (`FrameDelta+Apply`) works on JSON values, as a client does; the page applies the same rules
/// in `WebRoot/js/frame-delta.js`.
public enum FrameDelta {
    /// Frame fields compared key by key instead of as one value, and the delta's keys for them.
    static let keyedFields = [stateField, paramsField]
    static let stateField = "state"
    static let stateUnsetField = "stateUnset"
    static let paramsField = "params"
    static let paramsUnsetField = "paramsUnset"
    /// State values sent as their items' changes (`StateItems`).
    static let stateItemsField = "stateItems"
    /// The display list, compared node by node.
    static let nodesField = "nodes"

    /// The delta that turns `previous` into `next`, whose node ids must be unique, and whether
    /// `next` has exactly `previous`'s ids in the same tree (then its ids are unique too).
    static func between(_ previous: Source, _ next: Source) -> (delta: JSONValue, sameIDs: Bool) {
        var delta = JSONObject()
        delta.appendNew("base", .number(Double(previous.seq)))
        var state = KeyedChanges(from: previous.state, to: next.state)
        state.moveItemChanges(from: previous.state, into: &delta)
        state.write(into: &delta, setKey: stateField, unsetKey: stateUnsetField)
        KeyedChanges(from: previous.params, to: next.params).write(into: &delta, setKey: paramsField, unsetKey: paramsUnsetField)
        var fields = KeyedChanges(from: previous.fields, to: next.fields)
        var nodes = NodeChanges()
        if !nodes.diffChildren(parent: nil, old: previous.nodes, new: next.nodes) {
            fields.set.appendNew(nodesField, .array(next.nodes.map(\.json)))
        }
        fields.write(into: &delta, setKey: "fields", unsetKey: "fieldsUnset")
        nodes.write(into: &delta)
        return (.object(delta), nodes.idsMatchThroughout)
    }
}

/// Values set and keys removed between two objects, compared key by key.
struct KeyedChanges {
    var set = JSONObject()
    var unset: [String] = []

    init() {}

    init(from old: JSONObject, to new: JSONObject) {
        // Consecutive frames nearly always list the same keys in the same order: then entries
        // are compared pairwise, where a lookup per key searched the other object each time.
        let oldEntries = old.entries
        let newEntries = new.entries
        if oldEntries.count == newEntries.count, oldEntries.indices.allSatisfy({ oldEntries[$0].key == newEntries[$0].key }) {
            // By index, not `zip`, which copied every entry pair out of both objects; the keys
            // are one object's, so they go in without a search.
            var changed: [(key: String, value: JSONValue)] = []
            for index in newEntries.indices where oldEntries[index].value != newEntries[index].value {
                changed.append(newEntries[index])
            }
            set = JSONObject(uniqueEntries: changed)
            return
        }
        for (key, value) in new where old[key] != value { set.appendNew(key, value) }
        for key in old.keys where new[key] == nil { unset.append(key) }
    }

    /// Takes the values that are lists of objects out of `set`, and puts their items' changes
    /// under `stateItems` instead, where that is shorter.
    mutating func moveItemChanges(from old: JSONObject, into delta: inout JSONObject) {
        var items = JSONObject()
        for (key, value) in set {
            guard let before = old[key], let changes = StateItems.changes(from: before, to: value) else { continue }
            items.appendNew(key, changes)
            set[key] = nil
        }
        if !items.isEmpty { delta.appendNew(FrameDelta.stateItemsField, .object(items)) }
    }

    func write(into delta: inout JSONObject, setKey: String, unsetKey: String) {
        if !set.isEmpty { delta.appendNew(setKey, .object(set)) }
        if !unset.isEmpty { delta.appendNew(unsetKey, .array(unset.map(JSONValue.string))) }
    }
}

enum NodeIDs {
    static func areUnique(in nodes: [Node]) -> Bool {
        // Room for a typical screen's nodes at once, where growing rehashed every id several
        // times; and each node read through a pointer into its list, where `for node in list`
        // copied it whole (parallax-list, whose rows come and go: 73k instructions a check).
        var seen = Set<String>(minimumCapacity: 128)
        func visit(_ list: [Node]) -> Bool {
            list.withUnsafeBufferPointer { list in
                guard let first = list.baseAddress else { return true }
                for index in list.indices {
                    let node = first + index
                    guard seen.insert(node.pointee.id).inserted, visit(node.pointee.children) else { return false }
                }
                return true
            }
        }
        return visit(nodes)
    }
}
