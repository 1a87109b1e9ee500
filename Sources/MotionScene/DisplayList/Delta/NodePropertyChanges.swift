extension KeyedChanges {
    /// The changes between two nodes' own properties (all but `id` and `children`), exactly as
    /// comparing the two nodes' JSON without those finds them — the same keys, values and order
    /// (`NodePropertyChangesTests` holds the two equal, `NodeOwnPropertiesTests` that no field
    /// of `Node` is missing) — with JSON made only for what changed. Building both nodes' JSON to compare it cost 180k
    /// instructions a frame where a scene recolours its nodes (template-tint, callgrind,
    /// issue #15).
    init(properties old: Node, _ new: Node) {
        var set: [(key: String, value: JSONValue)] = []
        var unset: [String] = []
        // In `Node.json`'s order, which is the order the JSON comparison met the keys in.
        func compare<Value: Equatable>(_ key: String, _ old: Value?, _ new: Value?, _ json: (Value) -> JSONValue) {
            if let new {
                if old != new { set.append((key, json(new))) }
            } else if old != nil {
                unset.append(key)
            }
        }
        compare("type", old.kind, new.kind) { .string($0.rawValue) }
        compare("frame", old.frame, new.frame, \.json)
        compare("alpha", old.alpha, new.alpha, JSONValue.number)
        compare("fill", old.fill, new.fill, \.json)
        compare("stroke", old.stroke, new.stroke, \.json)
        compare("radius", old.radius, new.radius, JSONValue.number)
        compare("clip", old.clip, new.clip, JSONValue.bool)
        compare("transform", old.transform, new.transform, \.json)
        compare("shadow", old.shadow, new.shadow, \.json)
        compare("text", old.text, new.text, JSONValue.string)
        compare("font", old.font, new.font, \.json)
        compare("color", old.color, new.color, JSONValue.string)
        compare("align", old.align, new.align) { .string($0.rawValue) }
        compare("src", old.src, new.src, JSONValue.string)
        compare("contentMode", old.contentMode, new.contentMode) { .string($0.rawValue) }
        compare("points", old.points, new.points, Node.pointsJSON)
        self.init()
        self.set = JSONObject(uniqueEntries: set)
        self.unset = unset
    }
}
