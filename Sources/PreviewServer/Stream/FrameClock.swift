import Dispatch
import Foundation

/// The one thread that ticks sessions: at most once per frame interval per session while it
/// has something to publish, every keep-alive interval for the comments, and every peer-check
/// interval to close streams whose viewer has gone. In between it waits on a semaphore, so an
/// idle server uses next to no CPU.
final class FrameClock: Sendable {
    private let registry: @Sendable () -> [Session]
    private let keepAliveInterval: Double
    private let peerCheckInterval: Double
    private let now: @Sendable () -> Double
    private let wakeUp = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let running = Locked(false)

    init(
        keepAliveInterval: Double, peerCheckInterval: Double, now: @escaping @Sendable () -> Double,
        sessions: @escaping @Sendable () -> [Session]
    ) {
        self.keepAliveInterval = keepAliveInterval
        self.peerCheckInterval = peerCheckInterval
        self.now = now
        registry = sessions
    }

    func start() {
        running.withLock { $0 = true }
        let thread = Thread { [self] in run() }
        thread.name = "frame-clock"
        thread.start()
    }

    func wake() {
        wakeUp.signal()
    }

    func stop() {
        let wasRunning = running.withLock { running in
            defer { running = false }
            return running
        }
        guard wasRunning else { return }
        wakeUp.signal()
        stopped.wait()
    }

    private func run() {
        var nextKeepAlive = now() + keepAliveInterval
        var nextPeerCheck = now() + peerCheckInterval
        let woken = ResumeBatch()
        while running.withLock({ $0 }) {
            let time = now()
            var deadline = nextKeepAlive
            for session in registry() {
                if let due = session.tick(now: time, batch: woken) { deadline = min(deadline, due) }
            }
            woken.resumeAll()
            if time >= nextKeepAlive {
                for session in registry() { session.keepAlive() }
                nextKeepAlive = time + keepAliveInterval
                deadline = min(deadline, nextKeepAlive)
            }
            if time >= nextPeerCheck {
                for session in registry() { session.closeViewersWhosePeerLeft() }
                nextPeerCheck = time + peerCheckInterval
            }
            deadline = min(deadline, nextPeerCheck)
            let wait = max(deadline - now(), 0)
            _ = wakeUp.wait(timeout: .now() + .nanoseconds(Int(wait * 1e9)))
        }
        stopped.signal()
    }

    /// Seconds on a monotonic clock, for session time.
    static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
