extension FrameDocument {
    /// The frame's JSON as UTF-8, with `metrics` last when given: what the session stream,
    /// `/api/frame` and `bench frames` send and measure.
    public func bytes(metrics: FrameMetrics? = nil) -> [UInt8] {
        var json = json
        if let metrics, case .object(var object) = json {
            object["metrics"] = metrics.json
            json = .object(object)
        }
        return JSONWriter.bytes(json)
    }
}
