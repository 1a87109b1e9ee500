import MotionScene

/// A published frame's `event: frame`, encoded the first time someone needs it and then shared.
///
/// While everyone watching keeps up, streams carry only deltas and nobody needs the frame
/// whole: a viewer that joins, one that fell too far behind, a `?frames=full` stream or
/// `GET …/frame` does. Encoding it for every frame anyway cost as much as computing it (issue
/// 15), so it waits for the first of those; the bytes are the same whenever they are written.
final class WholeFrame: Sendable {
    let seq: Int
    /// The whole frame's size in bytes once encoded; until then the size of the newest frame
    /// the session did encode, which a delta must beat to be sent instead.
    private let estimatedSize: Int
    private let source: Source
    private let encoded = Locked<Encoded?>(nil)

    private enum Source: Sendable {
        case document(FrameDocument, FrameMetrics)
        case encoded(Encoded)
    }

    private struct Encoded: Sendable {
        /// `event: frame` with its id and data lines.
        let event: [UInt8]
        /// Where the frame's JSON lies in `event`.
        let json: Range<Int>
    }

    /// A frame to encode when first asked for.
    init(seq: Int, document: FrameDocument, metrics: FrameMetrics, estimatedSize: Int) {
        self.seq = seq
        self.estimatedSize = estimatedSize
        source = .document(document, metrics)
    }

    /// A frame already encoded as `event` (tests, and streams that are sent whole frames only).
    init(seq: Int, event: [UInt8]) {
        self.seq = seq
        estimatedSize = event.count
        // The JSON is what follows the event's head, without the blank line that ends it.
        let head = EventEncoding.frameHead(seq: seq)
        let framed = event.starts(with: head) && event.count >= head.count + 2
        source = .encoded(Encoded(event: event, json: framed ? head.count..<(event.count - 2) : event.indices))
    }

    /// `event: frame`, encoded now if nobody asked before.
    var event: [UInt8] { encode().event }

    /// The frame's JSON without its event framing.
    var json: ArraySlice<UInt8> {
        let encoded = encode()
        return encoded.event[encoded.json]
    }

    /// Whether someone has needed the frame whole yet.
    var isEncoded: Bool { encoded.withLock { $0 != nil } }

    /// Notes the object and its lock, which the next frame reads (`size`) and then frees.
    func notePrefetch(into hints: inout PrefetchHints) {
        hints.note(self, bytes: PrefetchHints.lineBytes)
        encoded.notePrefetch(into: &hints)
    }

    /// The encoded size if the frame has been encoded, else the estimate.
    var size: Int { encoded.withLock { $0?.event.count } ?? estimatedSize }

    private func encode() -> Encoded {
        encoded.withLock { cached in
            if let cached { return cached }
            let result: Encoded
            switch source {
            case .encoded(let given):
                result = given
            case .document(let document, let metrics):
                // Written straight into the event's buffer, where the JSON was written into a
                // buffer of its own and copied behind the event's head.
                let written = EventEncoding.frame(seq: seq, capacity: estimatedSize + 1024) {
                    document.write(metrics: metrics, into: &$0)
                }
                result = Encoded(event: written.event, json: written.json)
            }
            cached = result
            return result
        }
    }
}
