/// One open event stream. The publisher and the clock offer it events from their threads;
/// libmicrohttpd's thread reads from it. Suspending (in `read`) and resuming (in `offer…`)
/// happen under the same lock, so a wake-up cannot be lost between "nothing to send" and
/// "suspended" (docs/libmicrohttpd.md).
final class Viewer: Sendable {
    private struct State {
        var writer: StreamWriter
        var connection: ConnectionHandle?
        var detached = false
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

    func offer(frame: FrameEvents) {
        update { $0.offer(frame: frame) }
    }

    func offer(session event: [UInt8]) {
        update { $0.offer(session: event) }
    }

    func offer(dev event: [UInt8]) {
        update { $0.offer(dev: event) }
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

    var skippedFrames: Int { state.withLock { $0.writer.skippedTotal } }

    private func update(_ change: (inout StreamWriter) -> StreamWriter.Wake) {
        state.withLock { state in
            if change(&state.writer) == .resume, !state.detached { state.connection?.resume() }
        }
    }
}
