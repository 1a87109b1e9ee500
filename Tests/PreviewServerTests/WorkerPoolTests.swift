import Dispatch
import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 12, item 2: heavy requests run on a bounded pool, never on the thread that writes
/// the streams, and a full queue answers 503 with `Retry-After` at once.
@Suite struct WorkerPoolTests {
    @Test func aFullQueueRefusesInsteadOfGrowing() {
        let pool = WorkerPool(threads: 1, capacity: 2)
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        #expect(pool.submit { started.signal(); release.wait() })
        started.wait()
        // The one thread is busy: two may wait, the third is refused.
        #expect(pool.submit {})
        #expect(pool.submit {})
        #expect(!pool.submit {})
        release.signal()
        pool.stop()
        #expect(!pool.submit {})
    }

    @Test func stopRunsWhatWasQueued() {
        let pool = WorkerPool(threads: 2, capacity: 8)
        let done = Locked(0)
        for _ in 0..<8 { _ = pool.submit { done.withLock { $0 += 1 } } }
        pool.stop()
        #expect(done.withLock { $0 } == 8)
        pool.stop()
    }

    struct Route: CustomTestStringConvertible, Sendable {
        var method: String
        var path: String
        var heavy: Bool
        var testDescription: String { "\(method) \(path) → \(heavy ? "worker" : "stream thread")" }
    }

    static let routes: [Route] = [
        Route(method: "GET", path: "/", heavy: true),
        Route(method: "GET", path: "/fonts/ipag.ttf", heavy: true),
        Route(method: "GET", path: "/api/scenes", heavy: true),
        Route(method: "GET", path: "/api/frame", heavy: true),
        Route(method: "POST", path: "/api/frames", heavy: true),
        Route(method: "GET", path: "/api/placeholders/sea-1.svg", heavy: true),
        Route(method: "GET", path: "/api/sessions/x/timeline", heavy: true),
        Route(method: "GET", path: "/api/sessions/x/frame", heavy: true),
        Route(method: "GET", path: "/healthz", heavy: false),
        Route(method: "GET", path: "/api/devices", heavy: false),
        Route(method: "POST", path: "/api/sessions", heavy: false),
        Route(method: "GET", path: "/api/sessions/x", heavy: false),
        Route(method: "GET", path: "/api/sessions/x/events", heavy: false),
        Route(method: "POST", path: "/api/sessions/x/input", heavy: false),
        Route(method: "GET", path: "/api/sessions/default/token", heavy: false),
    ]

    @Test(arguments: routes) func heavyRoutesRunOnWorkers(_ route: Route) throws {
        #expect(InProcessAPI().router.runsOnWorker(HTTPRequest(method: route.method, path: route.path)) == route.heavy)
    }

    /// With no room in the queue every heavy request is refused at once, while light ones
    /// (health, the session, its stream) are still answered.
    @Test func heavyRequestsPastTheQueueAre503WithRetryAfter() throws {
        let server = try TestServer {
            $0.workQueueCapacity = 0
            $0.retryAfterSeconds = 2
        }
        let refused = try server.client.get("/api/scenes")
        #expect(refused.status == 503)
        #expect(refused.errorCode == "busy")
        #expect(refused.headers["retry-after"] == "2")
        #expect(try server.client.get("/healthz").status == 200)
        #expect(try server.client.get("/api/sessions/default").status == 200)
    }

    @Test func heavyRequestsAreAnsweredFromTheWorkers() throws {
        let server = try TestServer()
        let answers = try (0..<4).map { _ in try server.client.get("/api/frame?scrollY=10") }
        #expect(answers.allSatisfy { $0.status == 200 })
        #expect(try server.client.get("/index.html").text == TestFiles.indexHTML)
    }
}
