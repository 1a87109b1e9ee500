import Dispatch
import Foundation

/// The threads that tick sessions, one per lane: each ticks the sessions of its lane
/// (`Session.lane`) at most once per frame interval while they have something to publish,
/// every keep-alive interval for the comments, and every peer-check interval to close streams
/// whose viewer has gone. In between each waits on its own semaphore, so an idle server uses
/// next to no CPU.
///
/// One thread computes, encodes and sends the frames of about 1,000 animating sessions at 60 a
/// second on a quiet 2-core machine (issue 15, `load --sessions`); past that every session
/// slows alike. A lane per core lets the other cores take their share: a session stays in its
/// lane, so its frames are still published by one thread in `seq` order, and a lane's tick
/// writes its own streams in groups and resumes them together (`ResumeBatch`). While it ticks a
/// session it prefetches the next one's data (`PrefetchHints`).
final class FrameClock: Sendable {
    /// The live sessions of a lane.
    private let registry: @Sendable (_ lane: Int) -> [Session]
    private let keepAliveInterval: Double
    private let peerCheckInterval: Double
    private let now: @Sendable () -> Double
    private let wakeUps: [DispatchSemaphore]
    private let stopped = DispatchSemaphore(value: 0)
    private let running = Locked(false)

    var lanes: Int { wakeUps.count }

    init(
        lanes: Int = 1, keepAliveInterval: Double, peerCheckInterval: Double, now: @escaping @Sendable () -> Double,
        sessions: @escaping @Sendable (_ lane: Int) -> [Session]
    ) {
        precondition(lanes >= 1, "a frame clock has at least one lane")
        self.keepAliveInterval = keepAliveInterval
        self.peerCheckInterval = peerCheckInterval
        self.now = now
        wakeUps = (0..<lanes).map { _ in DispatchSemaphore(value: 0) }
        registry = sessions
    }

    func start() {
        running.withLock { $0 = true }
        for lane in 0..<lanes {
            let thread = Thread { [self] in run(lane: lane) }
            thread.name = lanes == 1 ? "frame-clock" : "frame-clock-\(lane)"
            thread.start()
        }
    }

    /// Wakes the thread of `lane` (a session that now has ticks due).
    func wake(lane: Int) {
        wakeUps[lane % lanes].signal()
    }

    func stop() {
        let wasRunning = running.withLock { running in
            defer { running = false }
            return running
        }
        guard wasRunning else { return }
        for wakeUp in wakeUps { wakeUp.signal() }
        for _ in wakeUps { stopped.wait() }
    }

    private func run(lane: Int) {
        var nextKeepAlive = now() + keepAliveInterval
        var nextPeerCheck = now() + peerCheckInterval
        let woken = ResumeBatch()
        // Where each session's data lay at the last tick, by its place in the lane's list.
        var hints: [PrefetchHints] = []
        while running.withLock({ $0 }) {
            let time = now()
            let sessions = registry(lane)
            var deadline = nextKeepAlive
            // A list that changed length shifted places: its hints would be other sessions'.
            // (One that changed without changing length costs only wasted prefetches.)
            if hints.count != sessions.count { hints = Array(repeating: PrefetchHints(), count: sessions.count) }
            for index in sessions.indices {
                if index + 1 < sessions.count { hints[index + 1].prefetch() }
                if let due = sessions[index].tick(now: time, batch: woken, notingPrefetch: &hints[index]) {
                    deadline = min(deadline, due)
                }
                woken.sessionTicked()
            }
            woken.resumeAll()
            if time >= nextKeepAlive {
                for session in sessions { session.keepAlive() }
                nextKeepAlive = time + keepAliveInterval
                deadline = min(deadline, nextKeepAlive)
            }
            if time >= nextPeerCheck {
                for session in sessions { session.closeViewersWhosePeerLeft() }
                nextPeerCheck = time + peerCheckInterval
            }
            deadline = min(deadline, nextPeerCheck)
            let wait = max(deadline - now(), 0)
            _ = wakeUps[lane].wait(timeout: .now() + .nanoseconds(Int(wait * 1e9)))
        }
        stopped.signal()
    }

    /// Seconds on a monotonic clock, for session time.
    static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
