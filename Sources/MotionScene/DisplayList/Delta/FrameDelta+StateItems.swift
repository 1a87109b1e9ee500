/// A state value that is a list of objects (a table's visible cells) changes a few numbers in
/// a few of its items from frame to frame; sent whole, it was most of a scrub's delta (issue
/// #15: 530 bytes a frame in `parallax-list`, 300 of them the cells list). Such a value is sent
/// as its items' changes instead (`stateItems` in `docs/protocol-notes.md`, "Delta frames").
enum StateItems {
    /// `[[index, {key: value}]…]` for the items of `new` that differ from `old`'s, when both
    /// are lists of objects of the same length and no item lost a key; nil when the value has
    /// to be sent whole (or when every key of every item changed, which whole says shorter).
    static func changes(from old: JSONValue, to new: JSONValue) -> JSONValue? {
        guard let oldItems = old.arrayValue, let newItems = new.arrayValue, oldItems.count == newItems.count else { return nil }
        var changes: [JSONValue] = []
        var keptSomething = false
        for (index, (oldItem, newItem)) in zip(oldItems, newItems).enumerated() {
            guard let oldObject = oldItem.objectValue, let newObject = newItem.objectValue else { return nil }
            let item = KeyedChanges(from: oldObject, to: newObject)
            guard item.unset.isEmpty else { return nil }
            keptSomething = keptSomething || item.set.count < newObject.count
            if !item.set.isEmpty { changes.append(.array([.number(Double(index)), .object(item.set)])) }
        }
        return keptSomething ? .array(changes) : nil
    }

    /// `value` with `changes` applied.
    static func apply(_ changes: JSONValue, to value: JSONValue?) throws(FrameDeltaError) -> JSONValue {
        guard var items = value?.arrayValue, let list = changes.arrayValue else { throw .malformed(field: "stateItems") }
        for change in list {
            guard let pair = change.arrayValue, pair.count == 2, let index = pair[0].doubleValue.map(Int.init),
                items.indices.contains(index), var item = items[index].objectValue, let set = pair[1].objectValue
            else { throw .malformed(field: "stateItems") }
            for (key, newValue) in set { item[key] = newValue }
            items[index] = .object(item)
        }
        return .array(items)
    }
}
