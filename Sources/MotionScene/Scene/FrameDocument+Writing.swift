extension FrameDocument {
    /// Writes the frame exactly as `json` encodes it, then `metrics` when given, straight into
    /// bytes (`docs/protocol.md`, "Frame").
    public func write(metrics: FrameMetrics?, into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("seq")
        writer.number(Double(seq))
        writer.key("time")
        writer.number(time)
        writer.key("scene")
        writer.string(sceneID)
        writer.key("device")
        writer.string(screen.device.id)
        writer.key("orientation")
        writer.string(screen.orientation.rawValue)
        writer.key("size")
        writer.beginArray()
        writer.number(screen.width)
        writer.number(screen.height)
        writer.endArray()
        writer.key("scale")
        writer.number(screen.device.scale)
        writeScreenInsets(into: &writer)
        writer.key("params")
        writer.beginObject()
        for (name, value) in parameters {
            writer.key(escaping: name)
            switch value {
            case .number(let number): writer.number(number)
            case .text(let text): writer.string(text)
            }
        }
        writer.endObject()
        writer.key("state")
        writer.value(.object(frame.state))
        writer.key("animating")
        writer.bool(frame.animating)
        writer.key("haptic")
        if let haptic { writer.string(haptic) } else { writer.null() }
        writer.key("nodes")
        Node.write(frame.nodes, into: &writer)
        if let metrics {
            writer.key("metrics")
            metrics.write(into: &writer)
        }
        writer.endObject()
    }

    /// `safeArea` as `{top, left, bottom, right}` and `keyboard` as a frame or null.
    private func writeScreenInsets(into writer: inout JSONByteWriter) {
        let insets = screen.safeArea
        writer.key("safeArea")
        writer.beginObject()
        writer.key("top")
        writer.number(insets.top)
        writer.key("left")
        writer.number(insets.left)
        writer.key("bottom")
        writer.number(insets.bottom)
        writer.key("right")
        writer.number(insets.right)
        writer.endObject()
        writer.key("keyboard")
        if let keyboard = screen.keyboardFrame { keyboard.write(into: &writer) } else { writer.null() }
        writer.key("screen")
        writer.value(screen.chromeJSON)
    }
}
