import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// `motion-preview load` stops reading the viewers' streams while it stops its input thread, so
/// that thread must not finish its wait for the next input first: a frame arriving meanwhile was
/// stamped up to one input interval late (0.5 s on the 1,000-viewer runs of issue 15).
@Suite struct LoadInputsTests {
    /// An hour between inputs: stopping after the first must not wait for the second. The stop
    /// runs on its own thread so that a hung stop fails the test (after a generous 30 s) instead
    /// of hanging the run.
    @Test func stoppingDoesNotWaitForTheNextInput() throws {
        let server = try TestServer()
        let inputs = LoadInputs(
            http: server.client, session: "default", token: server.server.defaultControlToken,
            bodies: ["{\"set\":{\"scrollY\":10}}"], interval: 3600, keepAlive: true)
        inputs.start()
        let stopped = DispatchSemaphore(value: 0)
        let outcome = Locked<(records: Int, refused: Int)?>(nil)
        Thread {
            let (records, refused) = inputs.stop()
            outcome.withLock { $0 = (records.count, refused) }
            stopped.signal()
        }.start()
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        // The loop may be stopped before or after its first input; either is answered.
        #expect(outcome.withLock { $0 }.map { $0.records <= 1 && $0.refused == 0 } == true)
    }
}
