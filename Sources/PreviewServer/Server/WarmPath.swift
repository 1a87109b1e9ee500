/// Keeps an input's whole path in the caches while a control is being dragged (issue 15).
///
/// Inputs arrive 10–17 ms apart, and in between the core runs other work, so every step of the
/// next input ran cold. Timed step by step with one viewer and 100 inputs/s, from the client's
/// bytes read to the frame in the viewer's socket: framing the request 41 µs, routing 11 µs,
/// the token and the body 51 µs, setting the parameter 39 µs, the frame 36 µs, writing it
/// 67 µs — where `bench frames`' warm loop computes and encodes the same frame in 8 µs.
///
/// So for a short while after each input the front door answers, its loop wakes every
/// millisecond it has nothing else to do and rehearses that input
/// (`DoorAnswers.rehearseDueInput`): its bytes framed again, routed, its token and body read,
/// applied to a copy of the session's state, its frame and delta computed, its answer written —
/// everything but the sockets, with nothing published, stored or kept. An idle server still
/// sleeps: the window closes `window` seconds after the last input.
///
/// The request is kept for that window (its bearer token included), in the front door's memory
/// only, as the relay's buffers hold it while it arrives.
///
/// In the window the loop also polls its sockets without sleeping, while no other task waits
/// for a CPU: asleep, even with every step warm, the thread took 52–57 µs from reading an input
/// to sending its frame, and the client saw the frame 0.123–0.158 ms after sending it; polling,
/// 36 µs and 0.075–0.095 ms (alternating runs, one viewer, 100 inputs/s, issue 15). A sleeping
/// thread must be woken by the kernel, and an idle core first halts (this machine's `haltpoll`
/// governor). Polling keeps a core busy for the length of a drag and 50 ms after it, so it
/// stops as soon as the kernel's pressure figures (`CPUPressure`) show another task waiting for
/// a core in a millisecond, and stays stopped for `pollingBackoff`: with 600 sessions animating
/// on this 2-core machine, a loop polling regardless took their frames from 59 to 47–53 a second.
/// The loop also yields the core on every empty pass (`FrontDoor`). `serve --no-busy-poll`, or a
/// kernel without pressure figures, keeps the loop sleeping between rehearsals.
///
/// Only the front door's thread uses it.
final class WarmPath {
    /// The input to rehearse: its bytes as they came, and who sent them.
    struct Rehearsal {
        let request: HeldRequest
        let peer: PeerAddress
    }

    /// How long after an input the path is kept warm (chosen: three frames at 60 Hz, longer
    /// than the gap between two inputs of a drag, so a drag stays warm from end to end).
    static let window = 0.05
    /// How often it is warmed in the window (chosen: 1 ms, what epoll's timeout can express).
    /// A rehearsal takes 70–110 µs here, so a drag costs the server about 5 % more of a core:
    /// 10 % → 15 % at 100 inputs/s with one viewer.
    static let intervalMilliseconds: Int32 = 1
    /// The least time between two rehearsals: a little under the interval, which a sleep of
    /// one millisecond may end a hair short of by this clock.
    static let spacing = 0.0009

    /// The machine's CPU stall total (`CPUPressure.stalledMicroseconds`); nil: never poll.
    private let stalledMicroseconds: (() -> UInt64?)?
    /// The share of a millisecond some task may wait for a CPU while the loop polls (chosen:
    /// a tenth; three threads that want two cores make one wait nearly all the time).
    static let tolerableStall = 0.1
    /// How long the loop sleeps between rehearsals once polling has made a task wait (chosen:
    /// 1 s, so probing again costs at most a millisecond of contention a second).
    static let pollingBackoff = 1.0
    /// The stall total at the last rehearsal (or the input that opened the window), and when.
    private var lastStall: (time: Double, total: UInt64)?
    /// No polling before this.
    private var pollingPausedUntil = -Double.infinity
    private var last: Rehearsal?
    private var until = 0.0
    /// When the input was last rehearsed (or noted): a loop that does not sleep comes back
    /// far more often than a rehearsal is due.
    private var rehearsedAt = -Double.infinity
    /// Frames the rehearsed bytes as a connection's framing does, its memory of the last head
    /// included (`RequestStreamFraming`): the limit only has to let through what was accepted.
    var framing = WarmPath.freshFraming()

    /// With `stalledMicroseconds`, the loop polls in the window while the stall total keeps
    /// still; without, it sleeps between rehearsals.
    init(stalledMicroseconds: (() -> UInt64?)? = nil) {
        self.stalledMicroseconds = stalledMicroseconds
    }

    /// Polling where the kernel keeps pressure figures, or nil (sleeping) where it does not.
    static func polling() -> WarmPath {
        WarmPath(stalledMicroseconds: CPUPressure().map { pressure in { pressure.stalledMicroseconds() } })
    }

    static func freshFraming() -> RequestStreamFraming {
        RequestStreamFraming(bodyLimit: Int(Int32.max))
    }

    /// The largest input rehearsed (chosen: 4 KiB; a dragged control's input is about 250
    /// bytes). A larger one, up to the body limit, would take the loop for milliseconds a
    /// rehearsal, and is no drag.
    static let rehearsedBytes = 4096

    /// The front door answered `request` from `peer` at `now`: an input it accepted. One too
    /// large to rehearse closes the window.
    func noteInput(_ request: HeldRequest, from peer: PeerAddress, at now: Double) {
        guard request.wire.count <= Self.rehearsedBytes else {
            last = nil
            until = 0
            return
        }
        if now >= until {
            // A window opens: the stall since the last one is no polling's doing.
            lastStall = nil
            sampleStall(at: now)
        }
        last = Rehearsal(request: request, peer: peer)
        until = now + Self.window
        rehearsedAt = now
    }

    /// How long the loop may sleep, or nil when nothing is to be kept warm: 0 while it polls.
    func sleepMilliseconds(at now: Double) -> Int32? {
        guard now < until else { return nil }
        return isPolling(at: now) ? 0 : Self.intervalMilliseconds
    }

    /// Whether the loop polls at `now` (in a window or not).
    func isPolling(at now: Double) -> Bool {
        stalledMicroseconds != nil && now >= pollingPausedUntil
    }

    /// Reads the stall total; when some task waited more than `tolerableStall` of the time
    /// since the last reading while the loop polled, polling pauses for `pollingBackoff`.
    /// While polling is paused nothing is read: the reading after the pause starts afresh.
    private func sampleStall(at now: Double) {
        guard isPolling(at: now), let stalledMicroseconds, let total = stalledMicroseconds() else {
            lastStall = nil
            return
        }
        defer { lastStall = (now, total) }
        guard let last = lastStall, now > last.time, total >= last.total else { return }
        let waited = Double(total - last.total) / 1_000_000
        if waited > Self.tolerableStall * (now - last.time) { pollingPausedUntil = now + Self.pollingBackoff }
    }

    /// The input to rehearse now: when the window is open and `spacing` has passed since the
    /// input or its last rehearsal. Once the window has closed the request is let go.
    func due(at now: Double) -> Rehearsal? {
        guard now < until else {
            last = nil
            return nil
        }
        guard now - rehearsedAt >= Self.spacing else { return nil }
        rehearsedAt = now
        sampleStall(at: now)
        return last
    }
}
