extension Node {
    /// The node in the protocol's JSON shape; optional properties are omitted when unset.
    public var json: JSONValue {
        var object = JSONObject()
        object["id"] = .string(id)
        object["type"] = .string(kind.rawValue)
        object["frame"] = frame.json
        if let alpha { object["alpha"] = .number(alpha) }
        if let fill { object["fill"] = fill.json }
        if let stroke { object["stroke"] = stroke.json }
        if let radius { object["radius"] = .number(radius) }
        if let clip { object["clip"] = .bool(clip) }
        if let transform { object["transform"] = transform.json }
        if let shadow { object["shadow"] = shadow.json }
        if let text { object["text"] = .string(text) }
        if let font { object["font"] = font.json }
        if let color { object["color"] = .string(color) }
        if let align { object["align"] = .string(align.rawValue) }
        if let src { object["src"] = .string(src) }
        if let contentMode { object["contentMode"] = .string(contentMode.rawValue) }
        if let points { object["points"] = Node.pointsJSON(points) }
        if !children.isEmpty { object["children"] = .array(children.map(\.json)) }
        return .object(object)
    }
}

extension Node {
    /// A path's points as one flat list, `[x0, y0, x1, y1, …]`.
    static func pointsJSON(_ points: [Point]) -> JSONValue {
        .array(points.flatMap { [JSONValue.number($0.x), .number($0.y)] })
    }
}

extension Stroke {
    var json: JSONValue { ["color": .string(color), "width": .number(width)] }
}

extension AffineTransform {
    /// `[a, b, c, d, tx, ty]`.
    var json: JSONValue { .array([a, b, c, d, tx, ty].map(JSONValue.number)) }
}

extension Shadow {
    var json: JSONValue { ["color": .string(color), "x": .number(offsetX), "y": .number(offsetY), "blur": .number(blur)] }
}

extension Font {
    var json: JSONValue { ["family": .string(family), "size": .number(size), "weight": .number(Double(weight))] }
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
