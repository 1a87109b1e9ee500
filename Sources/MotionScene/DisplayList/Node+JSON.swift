extension Node {
    /// The node in the protocol's JSON shape; optional properties are omitted when unset.
    public var json: JSONValue {
        var object = JSONObject()
        object["id"] = .string(id)
        object["type"] = .string(kind.rawValue)
        object["frame"] = frame.json
        if let alpha { object["alpha"] = .number(alpha) }
        if let fill { object["fill"] = fill.json }
        if let stroke { object["stroke"] = ["color": .string(stroke.color), "width": .number(stroke.width)] }
        if let radius { object["radius"] = .number(radius) }
        if let clip { object["clip"] = .bool(clip) }
        if let transform {
            object["transform"] = .array(
                [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(JSONValue.number))
        }
        if let shadow {
            object["shadow"] = [
                "color": .string(shadow.color), "x": .number(shadow.offsetX),
                "y": .number(shadow.offsetY), "blur": .number(shadow.blur),
            ]
        }
        if let text { object["text"] = .string(text) }
        if let font {
            object["font"] = [
                "family": .string(font.family), "size": .number(font.size), "weight": .number(Double(font.weight)),
            ]
        }
        if let color { object["color"] = .string(color) }
        if let align { object["align"] = .string(align.rawValue) }
        if let src { object["src"] = .string(src) }
        if let contentMode { object["contentMode"] = .string(contentMode.rawValue) }
        if let points { object["points"] = .array(points.flatMap { [JSONValue.number($0.x), .number($0.y)] }) }
        if !children.isEmpty { object["children"] = .array(children.map(\.json)) }
        return .object(object)
    }
}

extension Rect {
    /// `[x, y, width, height]`.
    public var json: JSONValue {
        .array([.number(x), .number(y), .number(width), .number(height)])
    }
}

extension Fill {
    public var json: JSONValue {
        switch self {
        case .color(let color):
            return .string(color)
        case .linearGradient(let stops, let angle):
            return [
                "linear": .array(stops.map { .array([.number($0.offset), .string($0.color)]) }),
                "angle": .number(angle),
            ]
        }
    }
}
