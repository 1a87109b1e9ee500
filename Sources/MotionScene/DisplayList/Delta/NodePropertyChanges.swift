extension KeyedChanges {
    /// The changes between two nodes' own properties (all but `id` and `children`), exactly as
    /// comparing the two nodes' JSON without those finds them — the same keys, values and order
    /// (`NodePropertyChangesTests` holds the two equal, `NodeOwnPropertiesTests` that no field
    /// of `Node` is missing) — with JSON made only for what changed. Building both nodes' JSON to compare it cost 180k
    /// instructions a frame where a scene recolours its nodes (template-tint, callgrind,
    /// issue #15).
    init(properties old: Node, _ new: Node) {
        self = withUnsafePointer(to: old) { old in withUnsafePointer(to: new) { KeyedChanges(properties: old, $0) } }
    }

    /// The same for two nodes in their lists: each field is read where it is compared, where a
    /// node passed by value was first copied out of its list (`NodeChanges.diffNode`; a retain
    /// and a release since `Node` keeps its fields in a box, a few hundred bytes before).
    init(properties old: UnsafePointer<Node>, _ new: UnsafePointer<Node>) {
        var set: [JSONObject.Entry] = []
        var unset: [String] = []
        // In `Node.json`'s order, which is the order the JSON comparison met the keys in.
        func compare<Value: Equatable>(_ key: String, _ old: Value?, _ new: Value?, _ json: (Value) -> JSONValue) {
            if let new {
                if old != new { set.append(JSONObject.Entry(key: key, value: json(new))) }
            } else if old != nil {
                unset.append(key)
            }
        }
        compare("type", old.pointee.kind, new.pointee.kind) { .string($0.rawValue) }
        compare("frame", old.pointee.frame, new.pointee.frame, \.json)
        compare("alpha", old.pointee.alpha, new.pointee.alpha, JSONValue.number)
        compare("fill", old.pointee.fill, new.pointee.fill, \.json)
        compare("stroke", old.pointee.stroke, new.pointee.stroke, \.json)
        compare("radius", old.pointee.radius, new.pointee.radius, JSONValue.number)
        compare("clip", old.pointee.clip, new.pointee.clip, JSONValue.bool)
        compare("transform", old.pointee.transform, new.pointee.transform, \.json)
        compare("shadow", old.pointee.shadow, new.pointee.shadow, \.json)
        compare("text", old.pointee.text, new.pointee.text, JSONValue.string)
        compare("font", old.pointee.font, new.pointee.font, \.json)
        compare("color", old.pointee.color, new.pointee.color, JSONValue.string)
        compare("align", old.pointee.align, new.pointee.align) { .string($0.rawValue) }
        compare("src", old.pointee.src, new.pointee.src, JSONValue.string)
        compare("contentMode", old.pointee.contentMode, new.pointee.contentMode) { .string($0.rawValue) }
        compare("points", old.pointee.points, new.pointee.points, Node.pointsJSON)
        self.init()
        self.set = JSONObject(uniqueEntries: set)
        self.unset = unset
    }
}
