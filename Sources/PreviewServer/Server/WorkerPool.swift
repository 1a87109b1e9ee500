import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A few threads that run heavy requests off the thread that runs libmicrohttpd (the front
/// door's), which accepts every connection and writes what streams' sockets could not take: a
/// 180 ms timeline there stalled every viewer 180 ms (issue 12). The queue is bounded; when it
/// is full `submit` says so and the request is answered 503 at once.
final class WorkerPool: Sendable {
    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        var stopping = false
    }

    let capacity: Int
    private let queue = Locked(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let threadCount: Int

    init(threads: Int, capacity: Int) {
        threadCount = max(threads, 1)
        self.capacity = capacity
        for index in 0..<threadCount {
            let thread = Thread { [self] in run() }
            thread.name = "worker-\(index)"
            thread.start()
        }
    }

    /// Queues `job`; false when `capacity` jobs already wait (or the pool is stopping).
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        let queued = queue.withLock { queue in
            guard !queue.stopping, queue.jobs.count < capacity else { return false }
            queue.jobs.append(job)
            return true
        }
        if queued { available.signal() }
        return queued
    }

    /// Lets the queued jobs finish, then ends the threads. Later calls return at once.
    func stop() {
        let first = queue.withLock { queue in
            defer { queue.stopping = true }
            return !queue.stopping
        }
        guard first else { return }
        for _ in 0..<threadCount { available.signal() }
        for _ in 0..<threadCount { finished.wait() }
    }

    private func run() {
        // Below the stream and clock threads: when heavy work fills both cores, frames still
        // get the CPU first (nice 10 weighs a tenth of nice 0 in Linux's scheduler). Linux
        // keeps the nice value per thread, and `who` 0 names the calling one.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        while true {
            available.wait()
            let job = queue.withLock { queue -> (@Sendable () -> Void)? in
                queue.jobs.isEmpty ? nil : queue.jobs.removeFirst()
            }
            guard let job else {
                if queue.withLock({ $0.stopping && $0.jobs.isEmpty }) { break }
                continue
            }
            job()
        }
        finished.signal()
    }
}
