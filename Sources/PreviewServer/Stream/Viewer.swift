/// One open event stream. The publisher and the clock offer it events from their threads and
/// write them straight into its socket while it is suspended; libmicrohttpd's reader takes
/// the rest. Suspending (in `read`), writing and resuming (in `offer…`) happen under the same
/// lock, so a wake-up cannot be lost between "nothing to send" and "suspended", and the two
/// never write at once (docs/libmicrohttpd.md).
final class Viewer: Sendable {
    private struct State {
        var writer: StreamWriter
        var connection: ConnectionHandle?
        var detached = false
        /// Woken during a clock tick: resumed when the tick ends (`ResumeBatch`).
        var resumeDeferred = false
        /// Woken during a clock tick: written with its group (`ResumeBatch.writeDeferred`).
        var writeDeferred = false
    }

    private let state: Locked<State>
    /// Called once, after libmicrohttpd has finished with the stream.
    private let onDetach: @Sendable (Viewer) -> Void

    init(
        opening: [UInt8], lastSentSeq: Int? = nil, fullFramesOnly: Bool = false,
        onDetach: @escaping @Sendable (Viewer) -> Void
    ) {
        state = Locked(
            State(writer: StreamWriter(opening: opening, lastSentSeq: lastSentSeq, fullFramesOnly: fullFramesOnly)))
        self.onDetach = onDetach
    }

    /// Binds the viewer to its connection once libmicrohttpd has accepted the response.
    func attach(_ connection: ConnectionHandle) {
        state.withLock { state in
            guard !state.detached else { return }
            state.connection = connection
        }
    }

    func read(maximum: Int) -> StreamWriter.ReadAction {
        state.withLock { state in
            let action = state.writer.read(maximum: maximum)
            if action == .suspend { state.connection?.suspend() }
            return action
        }
    }

    /// Everything one publish produced, offered together and written once; with `batch`, the
    /// stream is written with the batch's group and resumed (if the socket was full) when the
    /// batch is, not at once. A session event then leaves before the frame it came with, as the
    /// writer orders them (the page reads the playback speed off the session before the frame
    /// that shows it).
    func offer(_ actions: SessionActions, batch: ResumeBatch? = nil) {
        update(batch: batch) { writer in
            var wake = StreamWriter.Wake.none
            for action in actions {
                let woken: StreamWriter.Wake
                switch action {
                case .frame(let event): woken = writer.offer(frame: event)
                case .session(let event): woken = writer.offer(session: event)
                }
                if woken == .resume { wake = .resume }
            }
            return wake
        }
    }

    func offer(dev event: [UInt8]) {
        update { $0.offer(dev: event) }
    }

    /// Notes the viewer's locked state, which every frame it is offered reads and writes.
    func notePrefetch(into hints: inout PrefetchHints) {
        state.notePrefetch(into: &hints)
    }

    func keepAlive() {
        update { $0.keepAlive() }
    }

    func finish() {
        update { $0.finish() }
    }

    /// Closes the stream if it waits suspended and its peer has gone (issue 12: a closed
    /// viewer stayed counted up to 12 s). Only a suspended connection is looked at: libmicrohttpd
    /// notices the others itself when it writes.
    func closeIfPeerLeft() {
        state.withLock { state in
            guard state.writer.isSuspended, !state.detached, let connection = state.connection,
                connection.peerHasClosed()
            else { return }
            if state.writer.peerClosed() == .resume { connection.resume() }
        }
    }

    /// libmicrohttpd freed the stream: the connection handle is dead from here on.
    func detach() {
        let first = state.withLock { state in
            defer { state.detached = true }
            state.connection = nil
            return !state.detached
        }
        if first { onDetach(self) }
    }

    var isDetached: Bool { state.withLock { $0.detached } }

    /// Woken, and waiting for its batch to resume it.
    var isResumeDeferred: Bool { state.withLock { $0.resumeDeferred } }

    /// Woken, and waiting for its batch to write it.
    var isWriteDeferred: Bool { state.withLock { $0.writeDeferred } }

    var skippedFrames: Int { state.withLock { $0.writer.skippedTotal } }

    /// Resumes a stream whose resume a batch deferred. The writer already counts it as awake,
    /// so nothing else resumes it meanwhile; a stream freed meanwhile is left alone.
    func resumeDeferred() {
        state.withLock { state in
            guard state.resumeDeferred else { return }
            state.resumeDeferred = false
            if !state.detached { state.connection?.resume() }
        }
    }

    /// Writes a stream whose write a batch deferred, as `update` would have; a stream freed
    /// meanwhile is left alone. The writer counts it as awake from the offer on, so every
    /// event offered meanwhile waits in the writer for this write, and nothing else writes or
    /// resumes the stream before it.
    func writeDeferred(batch: ResumeBatch) {
        state.withLock { state in
            guard state.writeDeferred else { return }
            state.writeDeferred = false
            guard !state.detached else { return }
            write(&state, batch: batch)
        }
    }

    /// A stream the change woke is written from this thread (`writeDirectly`), at once or, with
    /// `batch`, with the batch's group; only what the socket could not take wakes libmicrohttpd.
    private func update(batch: ResumeBatch? = nil, _ change: (inout StreamWriter) -> StreamWriter.Wake) {
        state.withLock { state in
            guard change(&state.writer) == .resume, !state.detached else { return }
            if let batch {
                state.writeDeferred = true
                batch.addUnwritten(self)
            } else {
                write(&state, batch: nil)
            }
        }
    }

    private func write(_ state: inout State, batch: ResumeBatch?) {
        if let connection = state.connection, state.writer.writeDirectly(connection.sendWhileSuspended) == .none {
            return
        }
        if let batch {
            state.resumeDeferred = true
            batch.addToResume(self)
        } else {
            state.connection?.resume()
        }
    }
}
