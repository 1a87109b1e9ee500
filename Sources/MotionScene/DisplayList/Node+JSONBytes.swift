extension Node {
    /// Writes the node exactly as `json` encodes it (same keys, same order, unset properties
    /// omitted), straight into `writer`. A new node property or kind is added here and in
    /// `json` alike; the frame golden test compares the two.
    public func write(into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(id)
        writer.key("type")
        writer.string(kind.rawValue)
        writer.key("frame")
        frame.write(into: &writer)
        if let alpha {
            writer.key("alpha")
            writer.number(alpha)
        }
        if let fill {
            writer.key("fill")
            fill.write(into: &writer)
        }
        if let stroke {
            writer.key("stroke")
            stroke.write(into: &writer)
        }
        if let radius {
            writer.key("radius")
            writer.number(radius)
        }
        if let clip {
            writer.key("clip")
            writer.bool(clip)
        }
        if let transform {
            writer.key("transform")
            transform.write(into: &writer)
        }
        if let shadow {
            writer.key("shadow")
            shadow.write(into: &writer)
        }
        writeText(into: &writer)
        if let src {
            writer.key("src")
            writer.string(src)
        }
        if let contentMode {
            writer.key("contentMode")
            writer.string(contentMode.rawValue)
        }
        if let points {
            writer.key("points")
            Self.write(points, into: &writer)
        }
        if !children.isEmpty {
            writer.key("children")
            Self.write(children, into: &writer)
        }
        writer.endObject()
    }

    /// `property`'s value as `write(into:)` writes it after its key: what a delta sends for a
    /// changed property (`NodeChanges`). A property the node lacks is `null`, which a delta
    /// never asks for (it lists such a property as unset); `children` is a list even when
    /// empty.
    func writeValue(of property: NodeProperty, into writer: inout JSONByteWriter) {
        switch property {
        case .type: writer.string(kind.rawValue)
        case .frame: frame.write(into: &writer)
        case .alpha: if let alpha { writer.number(alpha) } else { writer.null() }
        case .fill: if let fill { fill.write(into: &writer) } else { writer.null() }
        case .stroke: if let stroke { stroke.write(into: &writer) } else { writer.null() }
        case .radius: if let radius { writer.number(radius) } else { writer.null() }
        case .clip: if let clip { writer.bool(clip) } else { writer.null() }
        case .transform: if let transform { transform.write(into: &writer) } else { writer.null() }
        case .shadow: if let shadow { shadow.write(into: &writer) } else { writer.null() }
        case .text: if let text { writer.string(text) } else { writer.null() }
        case .font: if let font { font.write(into: &writer) } else { writer.null() }
        case .color: if let color { writer.string(color) } else { writer.null() }
        case .align: if let align { writer.string(align.rawValue) } else { writer.null() }
        case .src: if let src { writer.string(src) } else { writer.null() }
        case .contentMode: if let contentMode { writer.string(contentMode.rawValue) } else { writer.null() }
        case .points: if let points { Self.write(points, into: &writer) } else { writer.null() }
        case .children: Self.write(children, into: &writer)
        }
    }

    /// A path's points as one flat list, `[x0, y0, x1, y1, …]`.
    private static func write(_ points: [Point], into writer: inout JSONByteWriter) {
        writer.beginArray()
        for point in points {
            writer.number(point.x)
            writer.number(point.y)
        }
        writer.endArray()
    }

    /// A list of nodes, each written whole.
    static func write(_ nodes: [Node], into writer: inout JSONByteWriter) {
        writer.beginArray()
        for node in nodes { node.write(into: &writer) }
        writer.endArray()
    }

    /// `text`, `font`, `color`, `align`: a text node's properties, in `json`'s order.
    private func writeText(into writer: inout JSONByteWriter) {
        if let text {
            writer.key("text")
            writer.string(text)
        }
        if let font {
            writer.key("font")
            font.write(into: &writer)
        }
        if let color {
            writer.key("color")
            writer.string(color)
        }
        if let align {
            writer.key("align")
            writer.string(align.rawValue)
        }
    }
}

extension Rect {
    /// `[x, y, width, height]`, as `json`.
    public func write(into writer: inout JSONByteWriter) {
        writer.beginArray()
        writer.number(x)
        writer.number(y)
        writer.number(width)
        writer.number(height)
        writer.endArray()
    }
}

extension Fill {
    /// As `json`: a colour string, or `{"linear": [[offset, colour], …], "angle": degrees}`.
    public func write(into writer: inout JSONByteWriter) {
        switch self {
        case .color(let color):
            writer.string(color)
        case .linearGradient(let stops, let angle):
            writer.beginObject()
            writer.key("linear")
            writer.beginArray()
            for stop in stops {
                writer.beginArray()
                writer.number(stop.offset)
                writer.string(stop.color)
                writer.endArray()
            }
            writer.endArray()
            writer.key("angle")
            writer.number(angle)
            writer.endObject()
        }
    }
}

extension Stroke {
    /// `{color, width}`, as `json`.
    func write(into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("color")
        writer.string(color)
        writer.key("width")
        writer.number(width)
        writer.endObject()
    }
}

extension AffineTransform {
    /// `[a, b, c, d, tx, ty]`, as `json`.
    func write(into writer: inout JSONByteWriter) {
        writer.beginArray()
        writer.number(a)
        writer.number(b)
        writer.number(c)
        writer.number(d)
        writer.number(tx)
        writer.number(ty)
        writer.endArray()
    }
}

extension Shadow {
    /// `{color, x, y, blur}`, as `json`.
    func write(into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("color")
        writer.string(color)
        writer.key("x")
        writer.number(offsetX)
        writer.key("y")
        writer.number(offsetY)
        writer.key("blur")
        writer.number(blur)
        writer.endObject()
    }
}

extension Font {
    /// `{family, size, weight}`, as `json`.
    func write(into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("family")
        writer.string(family)
        writer.key("size")
        writer.number(size)
        writer.key("weight")
        writer.number(Double(weight))
        writer.endObject()
    }
}
