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
                let json = document.bytes(metrics: metrics, capacity: estimatedSize + 1024)
                let event = EventEncoding.frame(seq: seq, json: json)
                let start = event.count - json.count - 2
                result = Encoded(event: event, json: start..<(start + json.count))
            }
            cached = result
            return result
        }
    }
}
