extension FrameDelta {
    /// A published frame as the next delta is computed from it: every field of the frame's JSON
    /// but the display list, and the display list as typed nodes, so that comparing two frames
    /// needs no JSON for the nodes that stayed the same.
    public struct Source: Sendable {
        public let seq: Int
        /// The frame's JSON fields, `nodes` left out, `metrics` included when the frame carries it.
        let fields: JSONObject
        let nodes: [Node]

        public init(_ document: FrameDocument, metrics: FrameMetrics?) {
            seq = document.seq
            var fields = document.fieldsWithoutNodes
            if let metrics { fields["metrics"] = metrics.json }
            self.fields = fields
            nodes = document.frame.nodes
        }
    }
}
