import Foundation

/// Posts inputs in a loop on its own thread and records when each was sent and answered.
/// `@unchecked`: `running`, `records` and `refused` are read and written only under `lock`.
final class LoadInputs: @unchecked Sendable {
    struct Record {
        var seq: Int
        var sent: Double
        var answered: Double
    }

    private let http: LoopbackHTTPClient
    private let keepAlive: Bool
    private let path: String
    private let token: String
    private let bodies: [String]
    private let interval: Double
    private let lock = NSLock()
    private var running = true
    private var records: [Record] = []
    private var refused = 0
    private let finished = DispatchSemaphore(value: 0)
    /// Cuts the wait for the next input short when `stop` is called: the caller stops reading
    /// the viewers' streams while it waits, so a frame that came meanwhile would be stamped up
    /// to one interval late (0.5 s on the 1,000-viewer runs, which once read as lateness).
    private let stopRequested = DispatchSemaphore(value: 0)

    /// `keepAlive`: every input on one kept-alive connection; else a connection per input.
    init(http: LoopbackHTTPClient, session: String, token: String, bodies: [String], interval: Double, keepAlive: Bool) {
        self.http = http
        self.keepAlive = keepAlive
        path = "/api/sessions/\(session)/input"
        self.token = token
        self.bodies = bodies
        self.interval = interval
    }

    func start() {
        Thread { [self] in
            var index = 0
            var next = LoadClock.now()
            var connection = LoadInputConnection(http: http, keepAlive: keepAlive)
            while lock.withLock({ running }) {
                let body = bodies[index % bodies.count]
                index += 1
                let sent = LoadClock.now()
                let answer = try? connection.post(path, json: body, headers: ["Authorization": "Bearer \(token)"])
                let answered = LoadClock.now()
                let seq = (try? answer?.json())??["seq"]?.doubleValue
                lock.withLock {
                    if answer?.status == 202, let seq {
                        records.append(Record(seq: Int(seq), sent: sent, answered: answered))
                    } else {
                        refused += 1
                    }
                }
                next += interval
                // Paces the inputs; this is the load tool, not a test.
                let wait = next - LoadClock.now()
                if wait > 0 { _ = stopRequested.wait(timeout: .now() + wait) }
            }
            finished.signal()
        }.start()
    }

    /// Stops the loop at once (an input already sent is answered first) and returns what was
    /// recorded.
    func stop() -> (records: [Record], refused: Int) {
        lock.withLock { running = false }
        stopRequested.signal()
        finished.wait()
        return lock.withLock { (records, refused) }
    }
}

/// Monotonic seconds, shared by the load client's threads.
enum LoadClock {
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// A wall-clock time (`CLOCK_REALTIME` nanoseconds, as the kernel stamps an arrival) on this
    /// clock, through the two clocks' difference read now: a step of the wall clock between the
    /// stamp and now would move it, which a run's few seconds make unlikely and which no later
    /// reading carries over.
    static func fromWallClock(nanoseconds: Int64) -> Double {
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        let monotonic = now()
        let wallNanoseconds = Int64(wall.tv_sec) * 1_000_000_000 + Int64(wall.tv_nsec)
        return monotonic - Double(wallNanoseconds - nanoseconds) / 1e9
    }
}
