/// What publishing a frame cost, reported in the frame's `metrics` for the page's overlay
/// (`docs/protocol.md`, "Frame"). A frame cannot carry the time taken to encode itself, so
/// `encodeMicros` is the previous frame's.
public struct FrameMetrics: Hashable, Sendable {
    public var computeMicros: Double
    public var encodeMicros: Double

    public init(computeMicros: Double, encodeMicros: Double) {
        self.computeMicros = computeMicros
        self.encodeMicros = encodeMicros
    }

    public var json: JSONValue {
        ["computeMicros": .number(computeMicros), "encodeMicros": .number(encodeMicros)]
    }

    /// `json`'s bytes, written in place (a frame's `metrics`, and every delta's).
    func write(into writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("computeMicros")
        writer.number(computeMicros)
        writer.key("encodeMicros")
        writer.number(encodeMicros)
        writer.endObject()
    }
}
