/// One published frame for every viewer (`docs/protocol-notes.md`, "Delta frames"): whole,
/// encoded when first needed, and as a delta from the frame published just before it.
struct FrameEvents: Equatable, Sendable {
    let seq: Int
    let whole: WholeFrame
    /// `event: delta` from frame `seq - 1`; nil when none could be made or it is no smaller.
    let delta: [UInt8]?

    init(whole: WholeFrame, delta: [UInt8]?) {
        seq = whole.seq
        self.whole = whole
        self.delta = delta
    }

    /// A frame already encoded (tests, and frames with nothing before them).
    init(seq: Int, full: [UInt8], delta: [UInt8]? = nil) {
        self.init(whole: WholeFrame(seq: seq, event: full), delta: delta)
    }

    /// `event: frame`.
    var full: [UInt8] { whole.event }

    /// What a viewer whose newest frame is `lastSent` is sent: the delta only if it was made
    /// from exactly that frame, so a viewer that skipped frames gets a full one.
    func event(after lastSent: Int?, fullFramesOnly: Bool) -> [UInt8] {
        guard !fullFramesOnly, let delta, let lastSent, lastSent == seq - 1 else { return full }
        return delta
    }

    /// Equal frames carry the same bytes (encoding both if needed: for tests).
    static func == (lhs: FrameEvents, rhs: FrameEvents) -> Bool {
        lhs.seq == rhs.seq && lhs.delta == rhs.delta && (lhs.whole === rhs.whole || lhs.full == rhs.full)
    }
}
