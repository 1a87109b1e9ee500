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

        public init(_ document: borrowing FrameDocument, metrics: FrameMetrics?) {
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

        /// The frame's fields but `params`, `state` and `nodes` that changed from `old`, exactly
        /// as comparing the two frames' JSON objects finds them (`FieldChanges`). Compared typed,
        /// where building both objects (a dozen fields) to compare them cost 4k of a frame's 110k
        /// instructions (callgrind, the article's fling, issue 15).
        func fieldChanges(from old: Source) -> FieldChanges {
            var changes = FieldChanges()
            if seq != old.seq { changes.seq = seq }
            if time != old.time { changes.time = time }
            if sceneID != old.sceneID { changes.sceneID = sceneID }
            if !screenFields.sharesStorage(with: old.screenFields) {
                changes.screen = KeyedChanges(
                    from: JSONObject(uniqueEntries: old.screenFields), to: JSONObject(uniqueEntries: screenFields))
            }
            if animating != old.animating { changes.animating = animating }
            if haptic != old.haptic { changes.haptic = .some(haptic) }
            if let metrics, metrics != old.metrics {
                changes.metrics = metrics
            } else if metrics == nil, old.metrics != nil {
                changes.metricsGone = true
            }
            return changes
        }
    }
}

/// The frame's own fields that changed from one frame to the next, typed as the frame holds
/// them and written in place (`fields` and `fieldsUnset` in `docs/protocol-notes.md`): as a
/// `JSONObject` they were made into values, the object built, then walked again to be written,
/// 2k instructions a frame of the article's fling, which changes `seq`, `time` and `metrics`
/// (callgrind, issue #15).
struct FieldChanges: Sendable {
    var seq: Int?
    var time: Double?
    var sceneID: String?
    /// The screen's fields (`ScreenFields`), compared key by key when the screen changed.
    var screen = KeyedChanges()
    var animating: Bool?
    /// `.some(nil)`: the haptic went, written as `null` (the frame always lists the key).
    var haptic: String??
    var metrics: FrameMetrics?
    var metricsGone = false
    /// The whole display list, when its nodes could not be sent as changes.
    var nodes: [Node]?

    private var setsSomething: Bool {
        seq != nil || time != nil || sceneID != nil || !screen.set.isEmpty || animating != nil || haptic != nil
            || metrics != nil || nodes != nil
    }

    /// `fields` and `fieldsUnset`, in the frame's order (`FrameDocument.fieldsWithoutNodes`,
    /// then `metrics`, then `nodes`); nothing for either when it is empty.
    func write(to writer: inout JSONByteWriter) {
        if setsSomething {
            writer.key("fields")
            writer.beginObject()
            if let seq {
                writer.key("seq")
                writer.number(Double(seq))
            }
            if let time {
                writer.key("time")
                writer.number(time)
            }
            if let sceneID {
                writer.key("scene")
                writer.string(sceneID)
            }
            for entry in screen.set.entries {
                writer.key(escaping: entry.key)
                writer.value(entry.value)
            }
            if let animating {
                writer.key("animating")
                writer.bool(animating)
            }
            if let haptic {
                writer.key("haptic")
                if let haptic { writer.string(haptic) } else { writer.null() }
            }
            if let metrics {
                writer.key("metrics")
                metrics.write(into: &writer)
            }
            if let nodes {
                writer.key("nodes")
                Node.write(nodes, into: &writer)
            }
            writer.endObject()
        }
        if !screen.unset.isEmpty || metricsGone {
            writer.key("fieldsUnset")
            writer.beginArray()
            for key in screen.unset { writer.string(key) }
            if metricsGone { writer.string("metrics") }
            writer.endArray()
        }
    }
}
