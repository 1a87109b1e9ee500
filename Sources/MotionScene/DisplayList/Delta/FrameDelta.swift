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
    static let paramsField = "params"
    /// State values sent as their items' changes (`StateItems`).
    static let stateItemsField = "stateItems"
    /// The display list, compared node by node.
    static let nodesField = "nodes"

    /// The delta that turns `previous` into `next`, whose node ids must be unique, and whether
    /// `next` has exactly `previous`'s ids in the same tree (then its ids are unique too).
    static func between(_ previous: Source, _ next: Source) -> (delta: Changes, sameIDs: Bool) {
        let buffers = DeltaBuffers.ofThisThread
        var state = KeyedChanges(from: previous.state, to: next.state, buffers: buffers)
        let stateItems = state.moveItemChanges(from: previous.state)
        var fields = next.fieldChanges(from: previous)
        var nodes = NodeChanges(buffers: buffers)
        if !nodes.diffChildren(parent: nil, old: previous.nodes, new: next.nodes) {
            fields.nodes = next.nodes
        }
        let changes = Changes(
            base: previous.seq, stateItems: stateItems, state: state,
            params: KeyedChanges(from: previous.parameters, to: next.parameters, buffers: buffers), fields: fields,
            nodes: nodes)
        return (changes, nodes.idsMatchThroughout)
    }

    /// One frame's delta as computed, written as JSON straight into an event's buffer: built as
    /// a `JSONValue` tree first, its objects, arrays and their release cost 9k of a frame's
    /// 120k instructions (callgrind, 5 sessions looping the article's fling, issue 15).
    public struct Changes: Sendable {
        let base: Int
        let stateItems: JSONObject
        private(set) var state: KeyedChanges
        private(set) var params: KeyedChanges
        let fields: FieldChanges
        private(set) var nodes: NodeChanges

        /// Gives the delta's lists back to this thread's buffers (`DeltaBuffers`) once it is
        /// written, emptied, for the next delta: call it on the only copy, which is left
        /// without them.
        public mutating func recycle() {
            let buffers = DeltaBuffers.ofThisThread
            buffers.giveBack(&state.set.entriesForRecycling)
            buffers.giveBack(&params.set.entriesForRecycling)
            DeltaBuffers.keep(&nodes.changed, in: &buffers.changed)
            DeltaBuffers.keep(&nodes.movedIDs, in: &buffers.movedIDs)
            DeltaBuffers.keep(&nodes.movedGroups, in: &buffers.movedGroups)
        }

        /// The delta's JSON, keys in the order `docs/protocol-notes.md` lists them.
        public func write(to writer: inout JSONByteWriter) {
            writer.beginObject()
            writer.key("base")
            writer.number(Double(base))
            if !stateItems.isEmpty {
                writer.key("stateItems")
                writer.object(stateItems)
            }
            state.write(to: &writer, setKey: "state", unsetKey: "stateUnset")
            params.write(to: &writer, setKey: "params", unsetKey: "paramsUnset")
            fields.write(to: &writer)
            nodes.write(to: &writer)
            writer.endObject()
        }

        public var bytes: [UInt8] {
            var writer = JSONByteWriter(capacity: 256)
            write(to: &writer)
            return writer.bytes
        }

        /// The same delta as a value, for clients in Swift that apply it (`FrameDelta.apply`):
        /// read back from its bytes, so it is exactly what a stream sends.
        public var json: JSONValue {
            // The writer's own output is JSON; failing to read it back is a bug here.
            do { return try JSONParser.parse(bytes) } catch { preconditionFailure("a delta's JSON did not parse: \(error)") }
        }
    }
}

/// Values set and keys removed between two objects, compared key by key.
struct KeyedChanges: Sendable {
    var set = JSONObject()
    var unset: [String] = []

    init() {}

    /// `buffers`: where the list of changed values is taken from (`DeltaBuffers`).
    init(from old: JSONObject, to new: JSONObject, buffers: DeltaBuffers? = nil) {
        // Consecutive frames nearly always list the same keys in the same order: then entries
        // are compared pairwise, where a lookup per key searched the other object each time.
        let oldEntries = old.entries
        let newEntries = new.entries
        if oldEntries.count == newEntries.count, oldEntries.indices.allSatisfy({ oldEntries[$0].key == newEntries[$0].key }) {
            // By index, not `zip`, which copied every entry pair out of both objects; the keys
            // are one object's, so they go in without a search.
            var changed = buffers?.takeEntries() ?? []
            // Room for every entry at once: grown from empty, appending copied the changes
            // six times a frame, 2k instructions (callgrind, the article's fling, issue 15).
            if changed.capacity < newEntries.count { changed.reserveCapacity(newEntries.count) }
            for index in newEntries.indices where oldEntries[index].value != newEntries[index].value {
                changed.append(newEntries[index])
            }
            set = JSONObject(uniqueEntries: changed)
            return
        }
        for (key, value) in new where old[key] != value { set.appendNew(key, value) }
        for key in old.keys where new[key] == nil { unset.append(key) }
    }

    /// The parameters that changed, typed values compared and only those made JSON. Two frames
    /// of one session list the same names in the same order; other lists are compared as the
    /// objects the frames show (`FrameDocument.paramsObject`).
    init(
        from old: [(name: String, value: ParameterValue)], to new: [(name: String, value: ParameterValue)],
        buffers: DeltaBuffers? = nil
    ) {
        guard old.count == new.count, old.indices.allSatisfy({ old[$0].name == new[$0].name }) else {
            self.init(from: FrameDocument.paramsObject(old), to: FrameDocument.paramsObject(new))
            return
        }
        self.init()
        if let buffers { set = JSONObject(uniqueEntries: buffers.takeEntries()) }
        for index in new.indices where old[index].value != new[index].value {
            set.appendNew(new[index].name, new[index].value.json)
        }
    }

    /// Takes the values that are lists of objects out of `set` and returns their items' changes,
    /// sent under `stateItems` instead where that is shorter.
    mutating func moveItemChanges(from old: JSONObject) -> JSONObject {
        var items = JSONObject()
        for (key, value) in set {
            // Lists first: most changed values are numbers, and finding each one's old value
            // searched the old object by key, 1.1k instructions a frame of the article's fling,
            // whose state has no list (callgrind, issue #15).
            guard case .array = value, let before = old[key], let changes = StateItems.changes(from: before, to: value)
            else { continue }
            items.appendNew(key, changes)
            set[key] = nil
        }
        return items
    }

    func write(to writer: inout JSONByteWriter, setKey: StaticString, unsetKey: StaticString) {
        if !set.isEmpty {
            writer.key(setKey)
            writer.object(set)
        }
        if !unset.isEmpty {
            writer.key(unsetKey)
            writer.strings(unset)
        }
    }
}

enum NodeIDs {
    static func areUnique(in nodes: [Node]) -> Bool {
        // Room for a typical screen's nodes at once, where growing rehashed every id several
        // times (parallax-list, whose rows come and go: 73k instructions a check, measured when
        // nodes were held inline); each node is read through a pointer into its list, where
        // `for node in list` copies it (now a retain and a release: `Node` is a box).
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
