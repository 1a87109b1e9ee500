import MotionScene

/// A session as the store keeps it: enough to build it again exactly, and nothing that grants
/// control (only a hash of the control token).
struct StoredSession: Hashable, Sendable {
    var id: String
    /// `TokenHash` of the control token.
    var tokenHash: String
    /// The rest point: what the current scene value was built from.
    var origin: SceneOrigin
    /// The inputs accepted since `origin`, oldest first.
    var journal: [StoredInput]
    var clock: StoredClock
    var loop: Bool
    /// Seconds since 1970 of the session's creation or latest input: expiry counts from it.
    var activeAt: Double
}

/// One accepted input, as `SessionInput+Stored` writes it, and the session time it applied at.
struct StoredInput: Hashable, Sendable {
    var time: Double
    var body: JSONObject
}

/// The session clock as a point on the wall clock that survives a restart (seconds since
/// 1970), so a restored clock goes on as if the server had never stopped: an animation that
/// would have finished meanwhile has finished.
struct StoredClock: Hashable, Sendable {
    /// Session seconds at `epoch`.
    var time: Double
    var epoch: Double
    var speed: Double
    var paused: Bool

    init(time: Double, epoch: Double, speed: Double, paused: Bool) {
        self.time = time
        self.epoch = epoch
        self.speed = speed
        self.paused = paused
    }

    init(_ clock: SessionClock, now: Double, epoch: Double) {
        self.init(time: clock.time(at: now), epoch: epoch, speed: clock.speed, paused: clock.paused)
    }

    /// Session seconds at `epoch`; never earlier than the stored time, should the wall clock
    /// have been set back while the server was down.
    func time(atEpoch now: Double) -> Double {
        paused ? time : time + max(now - epoch, 0) * speed
    }

    /// The running clock this one continues as, at monotonic wall time `wall`.
    func sessionClock(atEpoch now: Double, wall: Double) -> SessionClock {
        SessionClock(time: time(atEpoch: now), at: wall, speed: speed, paused: paused)
    }
}
