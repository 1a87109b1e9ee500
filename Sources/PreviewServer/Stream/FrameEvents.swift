/// One published frame, encoded once for every viewer (`docs/protocol-notes.md`, "Delta
/// frames"): whole, and as a delta from the frame published just before it.
struct FrameEvents: Equatable, Sendable {
    let seq: Int
    /// `event: frame`.
    let full: [UInt8]
    /// `event: delta` from frame `seq - 1`; nil when none could be made or it is no smaller.
    let delta: [UInt8]?

    /// A frame the stream can only send whole (tests, and frames with nothing before them).
    init(seq: Int, full: [UInt8], delta: [UInt8]? = nil) {
        self.seq = seq
        self.full = full
        self.delta = delta
    }

    /// What a viewer whose newest frame is `lastSent` is sent: the delta only if it was made
    /// from exactly that frame, so a viewer that skipped frames gets a full one.
    func event(after lastSent: Int?, fullFramesOnly: Bool) -> [UInt8] {
        guard !fullFramesOnly, let delta, let lastSent, lastSent == seq - 1 else { return full }
        return delta
    }
}
