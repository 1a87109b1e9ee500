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
            writer.beginObject()
            writer.key("color")
            writer.string(stroke.color)
            writer.key("width")
            writer.number(stroke.width)
            writer.endObject()
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
            writer.beginArray()
            writer.number(transform.a)
            writer.number(transform.b)
            writer.number(transform.c)
            writer.number(transform.d)
            writer.number(transform.tx)
            writer.number(transform.ty)
            writer.endArray()
        }
        if let shadow {
            writer.key("shadow")
            writer.beginObject()
            writer.key("color")
            writer.string(shadow.color)
            writer.key("x")
            writer.number(shadow.offsetX)
            writer.key("y")
            writer.number(shadow.offsetY)
            writer.key("blur")
            writer.number(shadow.blur)
            writer.endObject()
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
            writer.beginArray()
            for point in points {
                writer.number(point.x)
                writer.number(point.y)
            }
            writer.endArray()
        }
        if !children.isEmpty {
            writer.key("children")
            writer.beginArray()
            for child in children { child.write(into: &writer) }
            writer.endArray()
        }
        writer.endObject()
    }

    /// `text`, `font`, `color`, `align`: a text node's properties, in `json`'s order.
    private func writeText(into writer: inout JSONByteWriter) {
        if let text {
            writer.key("text")
            writer.string(text)
        }
        if let font {
            writer.key("font")
            writer.beginObject()
            writer.key("family")
            writer.string(font.family)
            writer.key("size")
            writer.number(font.size)
            writer.key("weight")
            writer.number(Double(font.weight))
            writer.endObject()
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
