extension FrameDelta {
    /// A published frame as the next delta is computed from it: every field of the frame's JSON
    /// but the display list, and the display list as typed nodes, so that comparing two frames
    /// needs no JSON for the nodes that stayed the same.
    public struct Source: Sendable {
        public let seq: Int
        /// The frame's JSON fields but `params`, `state` and `nodes`, in the frame's order, with
        /// `metrics` last when the frame carries it.
        let fields: JSONObject
        /// The two fields compared key by key.
        let params: JSONObject
        let state: JSONObject
        let nodes: [Node]

        public init(_ document: FrameDocument, metrics: FrameMetrics?) {
            seq = document.seq
            var (fields, params, state) = document.deltaParts
            if let metrics { fields.appendNew("metrics", metrics.json) }
            self.fields = fields
            self.params = params
            self.state = state
            nodes = document.frame.nodes
        }
    }
}
