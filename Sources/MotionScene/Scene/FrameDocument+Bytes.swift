extension FrameDocument {
    /// The frame's JSON as UTF-8, with `metrics` last when given: what the session stream,
    /// `/api/frame` and `bench frames` send and measure. Written straight into one buffer of
    /// `capacity` bytes (a previous frame's size avoids regrowing it); the same bytes as
    /// `JSONWriter.bytes(json)` with `metrics` added, which the frame golden test checks.
    public func bytes(metrics: FrameMetrics? = nil, capacity: Int = 16 * 1024) -> [UInt8] {
        var writer = JSONByteWriter(capacity: capacity)
        write(metrics: metrics, into: &writer)
        return writer.bytes
    }
}
