extension FrameDelta {
    /// A published frame as the next delta is computed from it: the frame's own fields and its
    /// parameters typed as they are, `state` as JSON (compared key by key), and the display list
    /// as typed nodes, so that comparing two frames needs no JSON for what stayed the same.
    public struct Source: Sendable {
        public let seq: Int
        let time: Double
        let sceneID: String
        /// The screen's fields, the same storage from frame to frame on one screen.
        let screenFields: [JSONObject.Entry]
        let animating: Bool
        let haptic: String?
        let metrics: FrameMetrics?
        /// In the specs' order. Kept typed: made JSON on every frame to be compared, the
        /// parameters cost 850 instructions a frame of the article's fling, which changes one
        /// of its nine (callgrind, issue #15).
        let parameters: [(name: String, value: ParameterValue)]
        let state: JSONObject
        let nodes: [Node]

        public init(_ document: FrameDocument, metrics: FrameMetrics?) {
            seq = document.seq
            time = document.time
            sceneID = document.sceneID
            screenFields = document.screenFields.entries
            animating = document.frame.animating
            haptic = document.haptic
            self.metrics = metrics
            parameters = document.parameters
            state = document.frame.state
            nodes = document.frame.nodes
        }

        /// The frame's fields but `params`, `state` and `nodes` that changed from `old`, in the
        /// frame's order (`FrameDocument.fieldsWithoutNodes`, then `metrics`), exactly as comparing
        /// the two frames' JSON objects finds them. Compared typed, where building both objects
        /// (a dozen fields) to compare them cost 4k of a frame's 110k instructions (callgrind,
        /// the article's fling, issue 15).
        func fieldChanges(from old: Source) -> KeyedChanges {
            var changes = KeyedChanges()
            // Room for what changes every frame (seq, time, metrics, and one more), where growing
            // from empty reallocated three times a frame.
            changes.set.reserveCapacity(4)
            if seq != old.seq { changes.set.appendNew("seq", .number(Double(seq))) }
            if time != old.time { changes.set.appendNew("time", .number(time)) }
            if sceneID != old.sceneID { changes.set.appendNew("scene", .string(sceneID)) }
            if !screenFields.sharesStorage(with: old.screenFields) {
                let screen = KeyedChanges(from: JSONObject(uniqueEntries: old.screenFields), to: JSONObject(uniqueEntries: screenFields))
                for (key, value) in screen.set { changes.set.appendNew(key, value) }
                changes.unset = screen.unset
            }
            if animating != old.animating { changes.set.appendNew("animating", .bool(animating)) }
            if haptic != old.haptic { changes.set.appendNew("haptic", haptic.map(JSONValue.string) ?? .null) }
            if let metrics, metrics != old.metrics {
                changes.set.appendNew("metrics", metrics.json)
            } else if metrics == nil, old.metrics != nil {
                changes.unset.append("metrics")
            }
            return changes
        }
    }
}
