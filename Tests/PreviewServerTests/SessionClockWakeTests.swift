import MotionScene
import Testing

@testable import PreviewServer

/// Issue 15: an input wakes the frame clock only when it leaves the session something to tick.
/// Woken for every input, the clock's thread took the other core while the frame was on its way.
@Suite struct SessionClockWakeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: SessionInput
        var wakes: Int
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a scrub of a still scene: nothing to tick", input: SessionInput(changes: JSONObject(["scrollY": 9])), wakes: 0),
        Case(name: "an event that starts an animation", input: SessionInput(event: ("bounce", JSONObject())), wakes: 1),
    ]

    @Test(arguments: cases) func inputWakesTheClockOnlyWhenTicksAreDue(_ test: Case) throws {
        let wakes = Locked(0)
        let registry = SessionRegistry(
            catalogs: SessionStateTests.catalogs, frameInterval: 1.0 / 60, store: InMemorySessionStore(),
            epochClock: SessionRegistry.testEpochClock, wakeClock: { _ in wakes.withLock { $0 += 1 } })
        let session = try registry.create(TestScrollScene.self, now: 0)
        _ = try session.addViewer(now: 0)
        // The viewer's arrival is announced on the clock's next tick; after that nothing is due.
        _ = session.tick(now: 1)
        #expect(session.state.nextDue == nil)
        let before = wakes.withLock { $0 }
        _ = try session.apply(test.input, now: 2)
        #expect(wakes.withLock { $0 } - before == test.wakes)
    }
}
