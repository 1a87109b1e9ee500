/// What one viewer's event stream sends next: a pure state machine, driven by the publisher
/// (`offer…`), the clock (`keepAlive`), shutdown (`finish`) and libmicrohttpd's reader
/// (`read`). It holds at most the chunk being sent, the newest session event and the last few
/// frames, so a slow viewer skips frames instead of queueing them without bound.
struct StreamWriter: Sendable {
    enum ReadAction: Equatable, Sendable {
        /// Copy these bytes into the socket buffer.
        case send(ArraySlice<UInt8>)
        /// Nothing to send: suspend the connection until something is offered.
        case suspend
        /// End the stream cleanly (shutdown).
        case end
        /// Close the connection: the viewer stayed stuck too long.
        case fail
    }

    /// Whether the connection must be resumed so the reader runs again.
    enum Wake: Equatable, Sendable {
        case none, resume
    }

    /// Frames a viewer may miss in a row before it counts as stuck: 600 is 10 s at 60
    /// frames/s, chosen far above a tab's brief stall and far below a dead peer's lifetime.
    static let stuckAfterSkippedFrames = 600
    static let keepAliveComment: [UInt8] = Array(": keep-alive\n\n".utf8)
    /// Frames a viewer that fell behind may catch up on as deltas. A viewer a frame or two
    /// behind (a busy server thread, a slow link) is sent the deltas it missed instead of a
    /// whole frame (about 12 KB against 0.4 KB each for `article`): whole frames to many late
    /// viewers make the thread later still, and a thousand viewers never catch up. Eight
    /// frames is 133 ms at 60 frames/s; further behind, a whole frame is smaller.
    static let catchUpFrames = 8

    private var chunk: [UInt8] = []
    private var sent = 0
    private var nextSession: [UInt8]?
    /// `dev`'s latest build status; rare, and only the newest matters.
    private var nextDev: [UInt8]?
    /// The newest frame offered since the viewer last read.
    private var newestFrame: FrameEvents?
    /// The frames offered before `newestFrame` since the viewer last read, oldest first; with
    /// it, at most `catchUpFrames`. A viewer that keeps up never has one, so its frames cost no
    /// array each (an allocation and a free per viewer and frame, a quarter of the writer's
    /// work for each of 100 viewers: callgrind, issue 15).
    private var olderFrames: [FrameEvents] = []
    /// The seq of the newest frame this viewer was sent, whole or as a delta: a delta is sent
    /// only when it was made from exactly that frame.
    private(set) var lastSentSeq: Int?
    /// `?frames=full`: never send deltas, for clients that read frames whole.
    let fullFramesOnly: Bool
    private var keepAlivePending = false
    private(set) var isSuspended = false
    private(set) var isFinishing = false
    private(set) var isStuck = false
    /// Frames replaced before this viewer took them, since it last took one.
    private(set) var skippedInARow = 0
    private(set) var skippedTotal = 0

    /// `opening` ends with frame `lastSentSeq` when it carries one.
    init(opening: [UInt8], lastSentSeq: Int? = nil, fullFramesOnly: Bool = false) {
        chunk = opening
        self.lastSentSeq = lastSentSeq
        self.fullFramesOnly = fullFramesOnly
    }

    var hasPending: Bool {
        sent < chunk.count || nextSession != nil || newestFrame != nil || nextDev != nil || keepAlivePending
    }

    /// A frame that can only be sent whole.
    mutating func offer(frame event: [UInt8]) -> Wake {
        offer(frame: FrameEvents(seq: (lastSentSeq ?? -1) + 1, full: event))
    }

    mutating func offer(frame: FrameEvents) -> Wake {
        guard !isStuck, !isFinishing else { return .none }
        if let newest = newestFrame {
            skippedInARow += 1
            skippedTotal += 1
            if skippedInARow > Self.stuckAfterSkippedFrames {
                isStuck = true
                newestFrame = nil
                olderFrames = []
                nextSession = nil
                return wake()
            }
            if olderFrames.count == Self.catchUpFrames - 1 { olderFrames.removeFirst() }
            olderFrames.append(newest)
        }
        newestFrame = frame
        return wake()
    }

    mutating func offer(session event: [UInt8]) -> Wake {
        guard !isStuck, !isFinishing else { return .none }
        nextSession = event
        return wake()
    }

    mutating func offer(dev event: [UInt8]) -> Wake {
        guard !isStuck, !isFinishing else { return .none }
        nextDev = event
        return wake()
    }

    /// A comment so proxies and the peer see the stream alive, and a dead peer is noticed.
    mutating func keepAlive() -> Wake {
        guard !isStuck, !isFinishing, !hasPending else { return .none }
        keepAlivePending = true
        return wake()
    }

    /// Shutdown: send what is in flight, then end.
    mutating func finish() -> Wake {
        isFinishing = true
        dropPending()
        return wake()
    }

    /// The peer closed its end while the stream waited: close the connection now instead of
    /// at the next frame or keep-alive, so it leaves the viewer count at once.
    mutating func peerClosed() -> Wake {
        isStuck = true
        dropPending()
        return wake()
    }

    private mutating func dropPending() {
        newestFrame = nil
        olderFrames = []
        nextSession = nil
        nextDev = nil
        keepAlivePending = false
    }

    mutating func read(maximum: Int) -> ReadAction {
        if isStuck { return .fail }
        if sent >= chunk.count { refill() }
        if sent < chunk.count, maximum > 0 {
            let end = min(chunk.count, sent + maximum)
            let slice = chunk[sent..<end]
            sent = end
            return .send(slice)
        }
        if isFinishing { return .end }
        isSuspended = true
        return .suspend
    }

    /// Right after an offer woke a suspended stream: writes what is pending through `send`,
    /// straight into the socket, instead of resuming the stream for libmicrohttpd to do it (a
    /// wake-up and an epoll pass per frame, issue 15). `send` returns the count the
    /// socket took. Returns `.none` when everything went and the stream stays suspended;
    /// `.resume` when bytes remain (the socket was full) or the stream must end, which only
    /// libmicrohttpd's reader can do: it takes the rest from `read` once resumed.
    mutating func writeDirectly(_ send: (ArraySlice<UInt8>) -> Int) -> Wake {
        guard !isSuspended, !isStuck, !isFinishing else { return .resume }
        if sent >= chunk.count { refill() }
        if sent < chunk.count { sent += send(chunk[sent...]) }
        guard sent >= chunk.count, !hasPending else { return .resume }
        isSuspended = true
        return .none
    }

    private mutating func refill() {
        // The common case hands on the publisher's array itself: every viewer shares its bytes.
        let frameEvent = newestFrame.map {
            Self.events(older: olderFrames, newest: $0, after: lastSentSeq, fullFramesOnly: fullFramesOnly)
        }
        if let seq = newestFrame?.seq { lastSentSeq = seq }
        switch (nextSession, frameEvent) {
        case (let session?, let frame?): chunk = session + frame
        case (let session?, nil): chunk = session
        case (nil, let frame?): chunk = frame
        case (nil, nil): chunk = keepAlivePending && nextDev == nil ? Self.keepAliveComment : []
        }
        if let dev = nextDev { chunk += dev }
        if newestFrame != nil { skippedInARow = 0 }
        nextSession = nil
        newestFrame = nil
        if !olderFrames.isEmpty { olderFrames = [] }
        nextDev = nil
        keepAlivePending = false
        sent = 0
    }

    /// What brings a viewer whose newest frame is `lastSent` to `newest`, with `older` offered
    /// before it: the deltas of every frame after `lastSent` when they follow on from it
    /// without a gap and are smaller together than the newest frame whole; else the newest
    /// frame as `FrameEvents.event(after:)` decides. A viewer that keeps up has no older frame,
    /// and no list of frames is made for it.
    static func events(older: [FrameEvents], newest: FrameEvents, after lastSent: Int?, fullFramesOnly: Bool) -> [UInt8] {
        guard !older.isEmpty, !fullFramesOnly, let lastSent else {
            return newest.event(after: lastSent, fullFramesOnly: fullFramesOnly)
        }
        let frames = older + [newest]
        guard let start = frames.firstIndex(where: { $0.seq == lastSent + 1 }) else {
            return newest.event(after: lastSent, fullFramesOnly: fullFramesOnly)
        }
        let missed = frames[start...]
        let deltas = missed.compactMap(\.delta)
        let consecutive = zip(missed, missed.dropFirst()).allSatisfy { $1.seq == $0.seq + 1 }
        let size = deltas.reduce(0) { $0 + $1.count }
        guard consecutive, deltas.count == missed.count, size < newest.whole.size else {
            return newest.event(after: lastSent, fullFramesOnly: fullFramesOnly)
        }
        return deltas.count == 1 ? deltas[0] : Array(deltas.joined())
    }

    private mutating func wake() -> Wake {
        guard isSuspended else { return .none }
        isSuspended = false
        return .resume
    }
}
