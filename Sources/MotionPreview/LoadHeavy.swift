import Foundation

/// Clients that loop heavy requests while the streams are measured, as the plot panel and
/// the filmstrip do (issue 12's stall benchmark): each sends its next request as soon as
/// the last is answered.
/// `@unchecked`: its mutable state is read and written only under `outcome`'s lock.
final class LoadHeavy: @unchecked Sendable {
    /// What issue 12 measured: a sweep of 240 frames with their nodes, the protocol's maximum.
    static let sweepBody = #"{"scene":"article","sweep":{"name":"scrollY","count":240},"include":["state","nodes"]}"#

    struct Outcome {
        var answered: [Double] = []
        /// 503s from a full work queue: the server refusing rather than queueing without bound.
        var busy = 0
        var failed = 0
    }

    private let http: LoopbackHTTPClient
    private let clients: Int
    private let outcome = NSLock()
    private var running = true
    private var result = Outcome()
    private let finished = DispatchSemaphore(value: 0)

    init(http: LoopbackHTTPClient, clients: Int) {
        self.http = http
        self.clients = clients
    }

    func start() {
        for _ in 0..<clients {
            Thread { [self] in
                while outcome.withLock({ running }) {
                    let sent = LoadClock.now()
                    let status = (try? http.post("/api/frames", json: Self.sweepBody))?.status
                    let took = LoadClock.now() - sent
                    outcome.withLock {
                        switch status {
                        case 200: result.answered.append(took)
                        case 503: result.busy += 1
                        default: result.failed += 1
                        }
                    }
                }
                finished.signal()
            }.start()
        }
    }

    func stop() -> Outcome {
        outcome.withLock { running = false }
        for _ in 0..<clients { finished.wait() }
        return outcome.withLock { result }
    }
}
